import { PRACTICE } from "../practice";

// "We tried three blanket setups: standard blankets, blankets with PCM packs, … Standard blankets let
// the edges drop to -2 °C on day two": a practice named among the arms of our own test is the control
// arm, and what it did is a result of the work, not why standard practice fell short.

function pair(tokens: string[], i: number): string {
  return `${tokens[i]} ${tokens[i + 1] ?? ""}`;
}

// The practices a work sentence names with their noun ("standard blankets").
export function armsNamed(tokens: string[], into: Set<string>): void {
  for (let i = 0; i + 1 < tokens.length; i += 1) if (PRACTICE.has(tokens[i]!)) into.add(pair(tokens, i));
}

// Whether the sentence opens on one of them ("Standard blankets let …", "The standard blankets …").
export function opensOnArm(tokens: string[], arms: ReadonlySet<string>): boolean {
  if (arms.size === 0) return false;
  const at = tokens[0] === "the" ? 1 : 0;
  return PRACTICE.has(tokens[at] ?? "") && arms.has(pair(tokens, at));
}
