import { trimEnd } from "./words";
import { PAST_FORMS, PAST_OF, PARTICIPLES } from "./verbs";

// Rewrites a user's sentence into the first person plural and the past tense, as CRA reviewers
// expect in a T661 ("I test" → "we tested"). Only known patterns change; anything else is kept as
// written, because a kept sentence is better than a broken one.

// "Phase I", "Type I": a Roman numeral, not the pronoun.
const ROMAN_CONTEXT = /\b(?:phase|type|class|stage|part|grade|level|tier|step|section|version|appendix|chapter|figure|table|war)\s+$/i;

const PRONOUNS: [RegExp, string][] = [
  [/\bI(?:'|’)m\b/gi, "we are"],
  [/\bI am\b/g, "we are"],
  [/\bI was\b/g, "we were"],
  [/\bI(?:'|’)ve\b/gi, "we have"],
  [/\bI(?:'|’)d\b/gi, "we would"],
  [/\bI(?:'|’)ll\b/gi, "we will"],
  [/\b[Mm]yself\b/g, "ourselves"],
  [/\b[Mm]y\b/g, "our"],
  [/\b[Mm]e\b/g, "us"],
];

function matchCase(original: string, replacement: string, atStart: boolean): string {
  return atStart || /^[A-Z][a-z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

// A word at `index` starts the sentence when only quotes, brackets and spaces come before it, that is
// when `index` is within the text's opening run of them. The run is measured once per text rather
// than read again for every pronoun ("((((... I I I" would be quadratic).
function openingLength(text: string): number {
  let n = 0;
  while (n < text.length && /["'(\s]/.test(text[n]!)) n += 1;
  return n;
}

export function toFirstPersonPlural(sentence: string): string {
  let out = sentence;
  for (const [re, replacement] of PRONOUNS) {
    const opening = openingLength(out);
    out = out.replace(re, (m: string, offset: number) => matchCase(m, replacement, offset <= opening));
  }
  // The bare pronoun: upper case, or a lone lower-case "i" in messy notes (never "i.e.", "I/O").
  const opening = openingLength(out);
  return out.replace(/\b(I|i)\b(?![.'’/-]\w)/g, (m: string, _p: string, offset: number, whole: string) => {
    if (ROMAN_CONTEXT.test(whole.slice(Math.max(0, offset - 20), offset))) return m;
    // "Our grower and I wrote up the results": "and we" would not read; the pair stays as written.
    if (/\band\s$/i.test(whole.slice(Math.max(0, offset - 4), offset))) return m;
    return offset <= opening ? "We" : "we";
  });
}

const ADVERBS = "also|then|only|never|always|often|usually|mostly|first|initially|finally|again|next|still|just|further|subsequently|later|both|all|actually|quickly|carefully|manually|repeatedly|systematically|independently";
const WE_VERB = new RegExp(String.raw`\b([Ww]e)((?:\s+(?:${ADVERBS}))?)\s+([a-z]+n(?:'|’)t|[a-z][a-z-]*)(\s+[a-z-]+)?`, "g");

// "which we think is because corners lose heat": a belief still held, set around a verb in the
// present, reads wrong half rewritten ("which we thought is because").
const BELIEFS = new Set(["think", "believe", "suspect", "guess", "expect", "assume"]);
const PRESENT_AFTER = new Set(["is", "are", "has", "have", "does", "do", "can", "comes", "works", "happens"]);

// "We think the flue pan is fouling faster than expected": the belief's clause is in the present a few
// words on, so the belief is still held.
const BELIEF_REACH = 40;
const PRESENT_CLAUSE = /\b(?:is|are|has|does|happens|comes|works)\b/;

function heldBelief(verb: string, after: string): boolean {
  if (!BELIEFS.has(verb)) return false;
  const end = after.search(/[.;,!?]/);
  return PRESENT_CLAUSE.test(end < 0 ? after : after.slice(0, end));
}

function pastOf(verb: string, nextWord: string): string | null {
  const v = verb.replace("’", "'");
  if (BELIEFS.has(v) && PRESENT_AFTER.has(nextWord)) return null;
  if (v === "have") return PARTICIPLES.has(nextWord) || nextWord.endsWith("ed") ? null : "had";
  if (v === "do" && nextWord === "not") return "did";
  if (v === "can" && nextWord === "not") return "could";
  return PAST_OF[v] ?? null;
}

// "we make 6 sample and do the peel test": a second verb joined to the one after "we", before its
// object, takes the same tense. Only up to the end of the clause, and only a listed verb.
const JOINED_VERB = /\b(and|then)\s+([a-z]+)(?=\s+(?:the|a|an|them|it|their|our|each|every|all|\d))/g;
const CLAUSE_END = /[.;:!?]/;

function joinedVerbsToPast(text: string, from: number): string {
  const rest = text.slice(from);
  const end = rest.search(CLAUSE_END);
  const clause = end < 0 ? rest : rest.slice(0, end);
  const rewritten = clause.replace(JOINED_VERB, (whole: string, join: string, verb: string) => {
    const past = PAST_OF[verb];
    return past === undefined || past.includes(" ") ? whole : `${join} ${past}`;
  });
  return text.slice(0, from) + rewritten + (end < 0 ? "" : rest.slice(end));
}

// "We have understand that …", "we have learn": non-native English keeps the base form after "have";
// the draft writes the simple past ("We understood that …").
const HAVE_BASE = /\b([Ww]e) (?:have|has) ([a-z]{2,20})\b/g;

function perfectOfBase(text: string): string {
  return text.replace(HAVE_BASE, (whole: string, we: string, verb: string) => {
    const past = PAST_OF[verb];
    return past === undefined || past === verb || past.includes(" ") ? whole : `${we} ${past}`;
  });
}

export function toPastTense(sentence: string): string {
  let out = perfectOfBase(sentence)
    .replace(/\b([Ww]e)(?:'|’)re\b/g, "$1 were")
    .replace(/\b([Ww]e)(?:'|’)ve\b/g, "$1 have")
    .replace(/\b([Ww]e) was\b/g, "$1 were");
  // Where the first verb after "we" in the past ends, measured on the rewritten text.
  let firstRewritten = -1;
  let shift = 0;
  out = out.replace(WE_VERB, (whole: string, we: string, adverb: string, verb: string, next: string | undefined, offset: number, text: string) => {
    const past = heldBelief(verb, text.slice(offset + whole.length, offset + whole.length + BELIEF_REACH)) ? null : pastOf(verb, (next ?? "").trim());
    if (past === null) {
      // "We made 60 samples and … measure the swelling": already in the past, it sets the tense too.
      if (firstRewritten < 0 && PAST_FORMS.has(verb)) firstRewritten = offset + shift + whole.length;
      return whole;
    }
    const replacement = `${we}${adverb} ${past}${next ?? ""}`;
    if (firstRewritten < 0) firstRewritten = offset + shift + replacement.length;
    shift += replacement.length - whole.length;
    return replacement;
  });
  if (firstRewritten >= 0) out = joinedVerbsToPast(out, firstRewritten);
  return out
    .replace(/\b(?:Our|our) (hypothesis|assumption|idea|theory|premise|goal|objective|aim|plan|expectation) is\b/g, (m) => m.replace(/ is$/, " was"))
    .replace(/\b(?:Our|our) (hypotheses|assumptions|ideas|goals|objectives|expectations) are\b/g, (m) => m.replace(/ are$/, " were"));
}

// "Tried zstd first." → "We tried zstd first." A passive fragment ("Tested by the vendor") is left, and
// so is a participle that qualifies the subject of a later verb ("Lost edits fell from 3.1% to 0").
export function addSubjectToFragment(sentence: string): string {
  const m = /^([A-Z][a-z]+)(\s+(\S+))?/.exec(sentence);
  if (!m || (!PAST_FORMS.has(m[1]!.toLowerCase()) && !unlistedPastNote(sentence, m[1]!.toLowerCase(), m[3] ?? ""))) return sentence;
  if (m[3] && /^(by|to|at|as|for)$/i.test(m[3])) return sentence;
  // "Fixed timer: 41 defrosts per week": the name of what was compared, not a verb.
  if (m[3]?.endsWith(":")) return sentence;
  if (hasOwnVerbLater(sentence)) return sentence;
  return `We ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

// "Roasted 26 samples at 450-550 °C", "Leached with water at 3 ratios": a regular past the tables do not
// list, in a note, straight before what it acted on. "Heated samples cracked" has a verb of its own.
const NOTE_OBJECTS = new Set(["the", "a", "an", "each", "every", "all", "with", "our", "two", "three", "four", "five", "six", "both"]);

// "Pulled cores every 3 months and measured rebar mass loss": a listed past verb joined to it says
// it is a verb too.
function unlistedPastNote(sentence: string, first: string, next: string): boolean {
  if (first.length <= 4 || !first.endsWith("ed") || first.endsWith("eed")) return false;
  const words = sentence.split(/\s+/, VERB_REACH + 1).map((w) => trimEnd(w.toLowerCase(), STOP_CHAR));
  const joined = words.some((w, i) => i >= 2 && JOINING.has(words[i - 1]!) && PAST_FORMS.has(w));
  if (!joined && !/\d/.test(next) && !NOTE_OBJECTS.has(next.toLowerCase())) return false;
  return !words.some((w, i) => i >= 2 && w.length > 4 && w.endsWith("ed") && !JOINING.has(words[i - 1]!));
}

// Words after which a second past verb joins the first ("tested three blends and measured ...").
const JOINING = new Set(["and", "then", "or", "but", "also"]);
const STOP_CHAR = /[.,;:!?]/;
const VERB_REACH = 6;
// Verbs a subject's participle may come before: the work verbs' past forms and those of a result.
const LATER_VERBS: ReadonlySet<string> = new Set([
  ...PAST_FORMS, "was", "were", "is", "are", "fell", "stayed", "remained", "became", "caused", "seemed", "appeared", "stopped", "dropped",
  // "Printed titanium parts usually have small pores": the participle's noun has a verb of its own.
  "have", "has", "can", "cannot", "must", "need", "tend", "show", "contain", "lose", "crack",
]);

// Within the first clause only: "Measured 12 coupons, all were within spec" is still our work.
function hasOwnVerbLater(sentence: string): boolean {
  const words = sentence.split(/\s+/, VERB_REACH + 1).map((w) => w.toLowerCase());
  for (let i = 1; i < words.length; i += 1) {
    if (/[,;:]$/.test(words[i - 1]!)) return false;
    if (i >= 2 && LATER_VERBS.has(trimEnd(words[i]!, STOP_CHAR)) && !JOINING.has(words[i - 1]!)) return true;
  }
  return false;
}

// "Aluminum came through at 1,200 ppm in first runs, added a pH 10 polishing step": in a note that
// names no one, a later clause opening on our listed past verb and its object is what we did.
// The clause before must be told in full, with a verb of its own ("Our chemist, Sophie, made …" and
// "Separating … first, then filtering the rest, kept …" are one subject and its verb).
const LATER_CLAUSE = /, ([a-z]{3,20}) (?=(?:the|a|an|our|\d)\b)/;
const CLAUSE_MIN_WORDS = 4;

function toldInFull(clause: string): boolean {
  const words = clause.trim().split(/\s+/).map((w) => w.toLowerCase());
  return words.length >= CLAUSE_MIN_WORDS && words.some((w) => PAST_FORMS.has(w) || w === "was" || w === "were");
}

function subjectForLaterClause(sentence: string): string {
  if (/\b(?:[Ww]e|I|[Ii]t|[Tt]hey|[Ss]he|[Hh]e)\b/.test(sentence)) return sentence;
  const m = LATER_CLAUSE.exec(sentence);
  if (!m || !PAST_FORMS.has(m[1]!)) return sentence;
  if (!toldInFull(sentence.slice(sentence.lastIndexOf(", ", m.index - 1) + 1, m.index))) return sentence;
  return `${sentence.slice(0, m.index)}, and we ${sentence.slice(m.index + 2)}`;
}

export function toClaimVoice(sentence: string): string {
  return toPastTense(subjectForLaterClause(addSubjectToFragment(toFirstPersonPlural(sentence))));
}
