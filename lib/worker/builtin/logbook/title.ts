import { capitalize, trimEnd, truncate } from "../text/words";
import { splitClauses } from "./clauses";
import type { Piece } from "./fields";
import { findReferences } from "./references";
import { spelledOut } from "./shorthand";
import { bareWord, leadingWorkVerb, type VerbForm } from "./verbs";

// A row's title: a short noun phrase from the work ("Swapped LRU for GDSF in cache/evict.go, replayed
// the trace" gives "Swapping LRU for GDSF, replaying prod trace"). The first work that is not the
// problem statement (else a proposed change in the hypothesis, a result, the hypothesis), its first
// clauses without brackets or references, its verb made a gerund; "tried X" is about X.

const TITLE_CHARS = 72;
// Words a title may not end on once a reference or bracket is cut out ("in cache/evict.go").
const DANGLING_WORDS = new Set(["in", "at", "to", "from", "on", "with", "for", "of", "and", "or", "vs", "via", "by", "see", "into", "using", "the", "a", "an", "commit"]);
const IRREGULAR_ING: Record<string, string> = { do: "doing", redo: "redoing", make: "making", take: "taking", set: "setting" };

function gerund(word: string, verb: VerbForm): string {
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

function withoutBracketsAndReferences(text: string): string {
  let out = "";
  let depth = 0;
  for (const c of text) {
    if (c === "(" || c === "[") depth += 1;
    else if ((c === ")" || c === "]") && depth > 0) depth -= 1;
    else if (depth === 0) out += c;
  }
  let kept = "";
  let from = 0;
  for (const r of findReferences(out)) {
    if (r.start < from) continue;
    kept += out.slice(from, r.start);
    from = r.end;
  }
  return (kept + out.slice(from)).replace(/\s+/g, " ").trim();
}

function dropDangling(words: string[]): string[] {
  let end = words.length;
  while (end > 1 && DANGLING_WORDS.has(bareWord(words[end - 1]!).toLowerCase())) end -= 1;
  return words.slice(0, end);
}

// Clauses are added while the title is shorter than this many words: "Field pilot" says less than
// "Field pilot, 60 nodes at the Laval site".
const MIN_TITLE_WORDS = 5;
// What the row tests, after the work: "Merging if gap < 1.4x line height — multi-line descriptions
// break the rows" names the question, not only the change.
const HYPOTHESIS_WORDS = 9;
const HYPOTHESIS_OPENER = /^(?:we |i )?(?:think|thinking|expect|expecting|suspect|suspecting|guess|betting|hoping|assuming|believe|worried)(?: that)? /i;

const MAX_CANDIDATES = 12;
// A title is read from the start of its source; the rest of a long note is never looked at.
const SOURCE_CHARS = 400;

function clausesOf(text: string): string[] {
  return splitClauses(spelledOut(text.slice(0, SOURCE_CHARS))).map((c) => withoutBracketsAndReferences(c.text)).filter((c) => c !== "");
}

function phrase(text: string): string {
  let words: string[] = [];
  for (const clause of clausesOf(text)) {
    if (dropDangling(words).length >= MIN_TITLE_WORDS || words.join(" ").length + clause.length > TITLE_CHARS) break;
    words = words.length === 0 ? clause.split(" ") : [...dropDangling(words), ",", ...clause.split(" ")];
  }
  const lead = leadingWorkVerb(words.join(" "));
  if (lead) {
    words = words.slice(lead.at);
    if (lead.verb.base === "try" && words.length > 1) words = words.slice(1);
    else words[0] = gerund(bareWord(words[0]!), lead.verb);
  }
  return tidy(words);
}

function tidy(words: string[]): string {
  return trimEnd(dropDangling(words).join(" ").replace(/ ,/g, ","), /[\s.!?:;,\-–—]/);
}

function hypothesisPhrase(text: string): string {
  const first = clausesOf(text)[0] ?? "";
  return tidy(first.replace(HYPOTHESIS_OPENER, "").split(" ").slice(0, HYPOTHESIS_WORDS));
}

export function titleOf(pieces: Piece[]): string {
  const named = pieces.filter((p) => !p.context);
  const work = named.filter((p) => p.field === "work");
  const hypotheses = named.filter((p) => p.field === "hypothesis");
  const candidates = [
    ...work.filter((p) => leadingWorkVerb(p.text)),
    ...work,
    ...hypotheses.filter((p) => leadingWorkVerb(p.text)),
    ...named.filter((p) => p.field === "result"),
    ...hypotheses,
    ...pieces,
  ];
  // A title of one word ("Implementing", once "impl in src/dfu/resume.c" loses its path) names nothing.
  // Only the first few candidates are tried: a note of thousands of one-word lines has no title.
  const source = candidates.slice(0, MAX_CANDIDATES).find((p) => phrase(p.text).split(" ").length >= 2) ?? candidates[0];
  if (!source) return "";
  let title = phrase(source.text);
  const hypothesis = hypotheses.find((p) => p !== source);
  if (hypothesis && source.field === "work") {
    const question = hypothesisPhrase(hypothesis.text);
    if (question.split(" ").length >= 2) title = `${title} — ${question}`;
  }
  return truncate(capitalize(title), TITLE_CHARS + HYPOTHESIS_WORDS * 6);
}
