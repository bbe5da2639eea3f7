import type { Sentence } from "../corpus";
import { tokensOf } from "../text/tokens";

// One breath for the whole project: "We didn't know if a cheaper nozzle could spray the adhesive, so we
// tested 4 nozzle types over 200 hours and found that the ceramic one never clogged." A consultant
// writes the unknown, the work and what was found as three sentences, one for each line. Only a
// sentence that opens on what was not known is cut, at ", so we …" and at "and found that …"; an
// iteration ("it failed, so we switched to …") stays whole.

const SO_WE = ", so we ";
const FOUND = [" and found that ", " and we found that ", ", and found that ", ", and we found that "];
const KNOWING = new Set(["know", "knew", "sure", "certain", "unknown", "unclear"]);
const DENIED = new Set(["not", "didn't", "don't", "wasn't", "weren't", "nobody", "no", "couldn't", "unknown", "unclear"]);
const MIN_PART_WORDS = 4;
// A run-on worth cutting is one sentence of the length of three.
const MIN_WORDS = 25;

function opensOnUnknown(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((t) => KNOWING.has(t)) && tokens.some((t) => DENIED.has(t));
}

function words(text: string): number {
  return text.split(" ").filter((w) => w !== "").length;
}

function sentenceOf(text: string): string {
  const t = text.trim();
  const body = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(body) ? body : `${body}.`;
}

function cut(text: string): string[] | null {
  const so = text.indexOf(SO_WE);
  if (so < 0 || words(text) < MIN_WORDS) return null;
  const unknown = text.slice(0, so);
  if (!opensOnUnknown(unknown) || words(unknown) < MIN_PART_WORDS) return null;
  const rest = text.slice(so + SO_WE.length - 3);
  let found = -1;
  let mark = "";
  for (const m of FOUND) {
    const at = rest.indexOf(m);
    if (at >= 0 && (found < 0 || at < found)) {
      found = at;
      mark = m;
    }
  }
  const work = found < 0 ? rest : rest.slice(0, found);
  if (words(work) < MIN_PART_WORDS) return null;
  const parts = [sentenceOf(unknown), sentenceOf(work)];
  if (found >= 0) parts.push(sentenceOf(`we found that ${rest.slice(found + mark.length)}`));
  return parts;
}

export function splitRunOns(sentences: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  for (const s of sentences) {
    for (const text of cut(s.text) ?? [s.text]) out.push({ ...s, index: out.length, text });
  }
  return out;
}
