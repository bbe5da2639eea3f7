import type { LineId, Reading } from "./roles";
import { hasAny, hasAnyPhrase, phrases } from "../text/tokens";

// A story of iterations, read once every sentence has its line: "In May we changed the merge …
// Conflicts dropped to 9, but reports differed by a few cents … We then fixed the rounding …". A
// figure told between two steps of the work is how the work went on, and a consultant keeps it in
// line 244 beside the steps it led to; the last result, with no step after it, is what the work
// achieved (line 246). A verdict on an approach ("It failed: …", "That didn't work either") is a
// negative result, knowledge that this way does not work, and stays in 246.

const VERDICTS = phrases(["it failed", "this failed", "that failed", "didn't work", "did not work", "work either", "was a failure", "a dead end"]);
// "With the best setting, porosity was 0.03% …": what the best or final variant achieved is what the
// work achieved, even when a further step followed.
const ACHIEVED = new Set(["best", "final", "optimal", "optimum", "winning"]);
// Below this, the sentence's own wording does not say it is a lesson rather than a figure on the way.
const LESSON = 2.5;

function placed(r: Reading | undefined): r is Reading {
  return r !== undefined && r.line !== null;
}

function samePlace(a: Reading, b: Reading): boolean {
  const x = a.classified.sentence;
  const y = b.classified.sentence;
  return x.block === y.block && x.paragraph === y.paragraph;
}

function interim(r: Reading, bonus: Record<LineId, number>): boolean {
  if (r.line !== "246" || r.role !== "result" || r.label.kind !== null || bonus["246"] > 0) return false;
  return r.evidence.knowledge < LESSON && !hasAnyPhrase(r.tokens, VERDICTS) && !hasAny(r.tokens, ACHIEVED);
}

// "The first model … 58%. The second added near-infrared and got to 61%. The third … reached 64%.":
// the variants of one series are told together, in the line of the first.
const FIRST = new Set(["first"]);
const LATER = new Set(["second", "third", "fourth", "fifth", "next"]);
const SERIES_OWNERS = new Set(["the", "our", "a"]);

function opensOn(r: Reading, words: ReadonlySet<string>): boolean {
  return SERIES_OWNERS.has(r.tokens[0] ?? "") && words.has(r.tokens[1] ?? "");
}

// The nearest placed sentence on each side of every sentence: one sweep each way.
function nearestPlaced(readings: Reading[]): { before: (Reading | null)[]; after: (Reading | null)[] } {
  const before: (Reading | null)[] = [];
  const after: (Reading | null)[] = readings.map(() => null);
  let last: Reading | null = null;
  for (const r of readings) {
    before.push(last);
    if (placed(r)) last = r;
  }
  last = null;
  for (let i = readings.length - 1; i >= 0; i -= 1) {
    after[i] = last;
    if (placed(readings[i])) last = readings[i]!;
  }
  return { before, after };
}

export function settleIterations(readings: Reading[], bonuses: Record<LineId, number>[]): void {
  const near = nearestPlaced(readings);
  let series: Reading | null = null;
  readings.forEach((r, i) => {
    if (series && !samePlace(series, r)) series = null;
    if (!placed(r)) return;
    if (opensOn(r, FIRST)) series = r;
    else if (series && opensOn(r, LATER) && r.label.kind === null && bonuses[i]![r.line!] === 0 && series.line !== r.line) {
      r.line = series.line;
      r.role = series.role;
      return;
    }
    if (!interim(r, bonuses[i]!)) return;
    const before = near.before[i];
    const after = near.after[i];
    if (!before || !after || !samePlace(before, r) || !samePlace(after, r)) return;
    if (before.line === "244" && after.line === "244" && after.role === "experiment") {
      r.line = "244";
      r.role = "measurement";
    }
  });
}
