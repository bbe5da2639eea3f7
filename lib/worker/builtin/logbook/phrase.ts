import { WORK_VERBS } from "../lexicon/logbook-cues";
import { findDates } from "../text/dates";
import { trimEnd } from "../text/words";
import { splitClauses } from "./clauses";
import { findReferences } from "./references";
import { bareWord, leadingWorkVerb, openingPast, type VerbForm } from "./verbs";

// The pieces titles are made of, shared by title.ts and plan.ts: a note's clauses without brackets or
// references, a verb made a gerund, the words a phrase may not end on.

// Words a phrase may not end on once a reference or bracket is cut out ("in cache/evict.go").
const DANGLING_WORDS = new Set(["that", "which", "who", "in", "at", "on", "to", "from", "with", "for", "of", "and", "or", "vs", "via", "by", "see", "into", "using", "the", "a", "an", "commit", "against"]);
const IRREGULAR_ING: Record<string, string> = { do: "doing", redo: "redoing", make: "making", take: "taking", set: "setting" };
// A phrase is read from the start of its source; the rest of a long note is never looked at.
const SOURCE_CHARS = 400;

export function gerund(word: string, verb: VerbForm): string {
  const base = verb.base;
  if (verb.form === "ing") return word;
  if (IRREGULAR_ING[base]) return IRREGULAR_ING[base];
  if (base.endsWith("ie")) return `${base.slice(0, -2)}ying`;
  if (base.endsWith("e") && !base.endsWith("ee")) return `${base.slice(0, -1)}ing`;
  // The past spelling tells whether the consonant doubles ("swapped", "labelled"); an irregular short
  // verb ("ran", "cut", "spun") always doubles it.
  const lower = word.toLowerCase();
  const doubled = lower.endsWith("ed") ? /([^aeiou])\1ed$/.test(lower) : !lower.endsWith("ed") && /[^aeiou][aeiou][bdgmnpt]$/.test(base);
  return doubled && !base.endsWith(base.slice(-1).repeat(2)) ? `${base}${base.slice(-1)}ing` : `${base}ing`;
}

// Asides in brackets go; "lower(email)" and "split_at()" are code and stay.
function withoutBracketsAndReferences(text: string): string {
  let out = "";
  let depth = 0;
  let code = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const attached = i > 0 && /[\w.]/.test(text[i - 1]!);
    if ((c === "(" || c === "[") && (depth > 0 || !attached || code > 0)) depth += 1;
    else if (c === "(" || c === "[") {
      code += 1;
      out += c;
    } else if ((c === ")" || c === "]") && depth > 0) depth -= 1;
    else if ((c === ")" || c === "]") && code > 0) {
      code -= 1;
      out += c;
    } else if (depth === 0) out += c;
  }
  let kept = "";
  let from = 0;
  for (const r of findReferences(out)) {
    if (r.start < from || namesSpecimen(out, r)) continue;
    kept += out.slice(from, r.start);
    from = r.end;
  }
  return (kept + out.slice(from)).replace(/\s+/g, " ").trim();
}

// "K-114 after eighteen days at 4 degrees", "Batch K-112": a batch's or specimen's key that opens the
// clause, followed by a preposition, or that names the noun before it, is what the clause is about;
// without it the phrase is a fragment ("After eighteen days at 4 degrees", "Batch"). Before a noun
// ("EXP-0419 samples") it only says which.
// After a preposition ("titration on LPF-30-02 and on PF-00") the key is the object: without it, "on and
// on".
const SPECIMEN_KEY = /^[A-Z]{1,4}-\d{1,5}[A-Za-z]?(?:-\d{1,4})?$/;
const AFTER_KEY = new Set(["after", "at", "in", "on", "with", "from", "for", "under", "over", "during", "before", "without"]);
const NAMED_NOUN = /^[A-Za-z]{2,12} $/;
const BEFORE_KEY = new Set(["on", "of", "for", "with", "from", "to", "in", "into", "vs", "versus", "against", "and"]);

// "Ran v0.4.2 at -20 °C": a version right after the verb is what was run.
const VERSION_TAG = /^v\d{1,3}(?:\.\d{1,4}){1,3}(?:-[\w.]{1,10})?$/;

function namesSpecimen(text: string, ref: { start: number; end: number; text: string }): boolean {
  if (VERSION_TAG.test(ref.text)) return /^\S+ $/.test(text.slice(0, ref.start));
  if (!SPECIMEN_KEY.test(ref.text)) return false;
  const before = text.slice(Math.max(0, ref.start - 12), ref.start);
  if (before.endsWith(" ") && BEFORE_KEY.has((before.trimEnd().split(" ").pop() ?? "").toLowerCase())) return true;
  if (ref.start > 0) return NAMED_NOUN.test(text.slice(0, ref.start));
  return AFTER_KEY.has(bareWord(text.slice(ref.end).trimStart().split(" ", 1)[0] ?? "").toLowerCase());
}

// As written: "A" after "180" is amperes, not an article.
export function dropDangling(words: string[]): string[] {
  let end = words.length;
  while (end > 1 && DANGLING_WORDS.has(bareWord(words[end - 1]!))) end -= 1;
  return words.slice(0, end);
}

// "on Oct 6", "on 2025-10-02": the row is dated already.
function withoutDates(text: string): string {
  if (!/\bon\s+(?:[A-Za-z]+\.?\s+)?\d/i.test(text)) return text;
  let out = text;
  for (const d of findDates(text, null).reverse()) {
    const before = out.slice(0, d.index);
    const on = /\bon\s+$/i.test(before.slice(-4)) ? before.lastIndexOf("on") : d.index;
    out = `${out.slice(0, on)}${out.slice(d.index + d.length)}`;
  }
  return out.replace(/\s+/g, " ").trim();
}

// A title asks for the clauses of the same few pieces many times over.
const CLAUSES_CACHE = new Map<string, string[]>();
const CACHE_SIZE = 64;

export function clausesOf(text: string): string[] {
  const source = text.slice(0, SOURCE_CHARS);
  const cached = CLAUSES_CACHE.get(source);
  if (cached) return cached;
  const clauses = splitClauses(source).map((c) => withoutDates(withoutBracketsAndReferences(c.text))).filter((c) => c !== "");
  if (CLAUSES_CACHE.size >= CACHE_SIZE) CLAUSES_CACHE.clear();
  CLAUSES_CACHE.set(source, clauses);
  return clauses;
}

// "Starting low-alc batch today", "first crystallization this morning": the row's date says when.
const DAY_WORDS = new Set(["today", "tonight", "yesterday"]);
const DAY_PARTS = new Set(["morning", "afternoon", "evening"]);

function withoutDay(words: string[]): string[] {
  return words.filter((w, i) => {
    const word = w.toLowerCase();
    if (DAY_WORDS.has(word) || (word === "this" && DAY_PARTS.has((words[i + 1] ?? "").toLowerCase()))) return false;
    return !(DAY_PARTS.has(word) && (words[i - 1] ?? "").toLowerCase() === "this");
  });
}

export function tidy(words: string[]): string {
  return trimEnd(dropDangling(withoutDay(words)).join(" ").replace(/ ,/g, ","), /[\s.!?:;,\-–—]/);
}

// A verb that opens a plan or a title ("trigger on fan power rise"), base forms of noun-like verbs
// included: at the start of a plan they command.
const SET_WORDS = 12;

export function openingVerb(words: string[]): { verb: VerbForm; at: number } | null {
  // Enough words to reach the figure a change set ("Dropped the coil ΔT threshold to 7 K").
  const lead = leadingWorkVerb(words.slice(0, SET_WORDS).join(" ")) ?? openingPast(words.slice(0, 5).join(" "));
  if (lead) return lead;
  const first = bareWord(words[0] ?? "").toLowerCase();
  return WORK_VERBS.includes(first) ? { verb: { base: first, form: "base" }, at: 0 } : null;
}

const LIGHT_VERBS = new Set(["do", "perform", "conduct", "carry"]);

// Words from the verb on, the verb made a gerund: "Swapped LRU for GDSF" gives "Swapping LRU for GDSF".
export function asGerund(words: string[], lead: { verb: VerbForm; at: number }): string[] {
  const out = words.slice(lead.at);
  // "Tried a zinc-rich primer" is about "Zinc-rich primer".
  if (lead.verb.base === "try" && out.length > 1) return out.slice(["a", "an"].includes(out[1]!.toLowerCase()) && out.length > 2 ? 2 : 1);
  // "We did cross-flow filtration at 0.65 micron" is titled by what was done, not "Doing …".
  if (LIGHT_VERBS.has(lead.verb.base) && out.length > 2) {
    const object = out.slice(bareWord(out[1]!).toLowerCase() === "out" ? 2 : 1);
    return object.slice(["a", "an", "the"].includes(bareWord(object[0] ?? "").toLowerCase()) && object.length > 1 ? 1 : 0);
  }
  out[0] = gerund(bareWord(out[0]!), lead.verb);
  return out;
}
