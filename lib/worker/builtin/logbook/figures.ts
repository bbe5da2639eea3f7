import { findMeasurements } from "../text/measurements";
import { MAX_POINTER_WORDS, POINTER_WORDS, SPECIMEN_NOUNS } from "../lexicon/logbook-cues";
import { findReferences } from "./references";
import { bareWord, workVerb } from "./verbs";

// What figures a clause holds, and whether it only points at a record ("results in runs/x.csv"):
// read without its references, so a file's digits are no figure.

// Count nouns among the units of measurements.ts: "200 cycles on the jig" says how much was done,
// not what came of it.
const COUNT_UNITS = new Set([
  "epoch", "epochs", "cycle", "cycles", "sample", "samples", "image", "images", "iteration", "iterations", "run", "runs",
  "trial", "trials", "batch", "batches", "formulation", "formulations", "prototype", "prototypes", "variant", "variants",
  "coupon", "coupons", "specimen", "specimens", "request", "requests", "token", "tokens", "frame", "frames",
]);

// A whole token that is a decimal, ratio, single fraction, percentage or multiplier ("0.84", "2.1:1",
// "4/12", "7%", "1.4x"); "30/60/90" is a list of settings and "2.4.0" a version.
const RESULT_NUMBER = /^[~<>≈±≤≥]?\d+(?:[.,]\d+)?(?:[.:/]\d+|[%x×]|[.,]\d+[%x×])$/;
const OPENERS = "([{<'\"";
const CLOSERS = ")]}>'\",;:.!?";

function trimToken(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && OPENERS.includes(token[start]!)) start += 1;
  while (end > start && CLOSERS.includes(token[end - 1]!)) end -= 1;
  return token.slice(start, end);
}

// The clause without its references, so that "runs/2025-04-02.csv" counts neither as a figure nor as
// a word; refs says whether there were any.
export function plainOf(text: string): { plain: string; refs: number } {
  const refs = findReferences(text);
  if (refs.length === 0) return { plain: text, refs: 0 };
  let plain = "";
  let from = 0;
  for (const r of refs) {
    if (r.start < from) continue;
    plain += `${text.slice(from, r.start)} `;
    from = r.end;
  }
  return { plain: plain + text.slice(from), refs: refs.length };
}

export function figureOfPlain(plain: string): "strong" | "count" | null {
  if (!/\d/.test(plain)) return null;
  let count = false;
  for (const raw of plain.split(/\s+/)) {
    const token = trimToken(raw);
    if (RESULT_NUMBER.test(token) && /[^\d]/.test(token)) return "strong";
    if (/\d/.test(token)) count = true;
  }
  for (const figure of findMeasurements(plain)) {
    const unit = figure.slice(figure.search(/[^\d\s.,~+\-–≈]/)).toLowerCase();
    if (!COUNT_UNITS.has(unit)) return "strong";
  }
  return count ? "count" : null;
}

// "strong": a figure a result reports (a decimal, ratio, percentage, or a value with a physical unit);
// "count": only whole numbers and counts ("3 extracts", "200 cycles"); null: no figure.
export function figureIn(text: string): "strong" | "count" | null {
  return /\d/.test(text) ? figureOfPlain(plainOf(text).plain) : null;
}

// Tokens beyond which a clause says more than where a record is.
export const POINTER_TOKENS = 8;

export function isPointerOf(clause: { plain: string; refs: number }): boolean {
  if (clause.refs === 0 || figureOfPlain(clause.plain)) return false;
  const words = clause.plain.split(/\s+/).map(bareWord).filter((w) => w !== "" && !POINTER_WORDS.has(w.toLowerCase()));
  if (words.length > MAX_POINTER_WORDS || (words.length === 1 && SPECIMEN_NOUNS.has(words[0]!.toLowerCase()))) return false;
  return !words.some((w) => workVerb(w)?.form === "past");
}

export function isPointer(text: string): boolean {
  if (text.trim().split(/\s+/, POINTER_TOKENS + 1).length > POINTER_TOKENS) return false;
  return isPointerOf(plainOf(text));
}
