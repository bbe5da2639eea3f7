import { IRREGULAR_PAST } from "../text/verbs";
import { hasAny, hasAnyPhrase, looksPast, phrases, startsWithPhrase } from "./tokens";

// Sentences that belong in no line: requests to the assistant, table headers, fragments without a
// verb, company background and plans for later. Each test reads the sentence's words once.

// Openings of a message addressed to the assistant rather than a description of the work.
const REQUEST_OPENINGS = phrases([
  "please", "pls", "can you", "could you", "would you", "will you", "hi", "hello", "hey", "dear", "thanks", "thank you",
  "cheers", "help me", "i need", "we need the", "i'd like", "i would like", "here are", "here is", "below are", "below is",
  "see attached", "see below", "draft", "write", "turn", "convert", "prepare", "generate", "summarise", "summarize",
  "rewrite", "make sure", "keep it", "use the", "fill in", "ok", "okay",
]);

// Words that only a request about the form itself uses.
const FORM_WORDS = phrases(["t661", "line 242", "line 244", "line 246", "lines 242", "word limit", "word limits", "word count", "the form", "this form", "sr&ed claim", "the claim"]);

export function isRequest(tokens: string[]): boolean {
  if (tokens.length === 0) return false;
  if (startsWithPhrase(tokens, REQUEST_OPENINGS)) return true;
  return hasAnyPhrase(tokens, FORM_WORDS) && tokens.length <= 30;
}

// A pasted table row: cells split by bars or tabs. Rows are data for the preparer, not prose.
export function isTableRow(text: string): boolean {
  let bars = 0;
  for (const ch of text) if (ch === "|" || ch === "\t") bars += 1;
  return bars >= 2;
}

const AUXILIARIES = new Set([
  "is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "do", "does", "did", "can", "could",
  "will", "would", "shall", "should", "may", "might", "must", "cannot", "can't", "couldn't", "didn't", "doesn't", "don't",
  "isn't", "aren't", "wasn't", "weren't", "won't", "wouldn't", "we", "i", "we're", "it's",
]);
const IRREGULAR = new Set(Object.values(IRREGULAR_PAST));

// Whether the sentence has anything that works as a verb. Without one it is a heading, a title or a
// list of nouns ("Project 3: glass-filled housing for outdoor meters").
export function hasVerb(tokens: string[]): boolean {
  return tokens.some((t) => AUXILIARIES.has(t) || IRREGULAR.has(t) || looksPast(t));
}

// What the company does or sells, in the present tense ("We build monitoring software").
const BUSINESS_VERBS = new Set([
  "build", "sell", "make", "produce", "develop", "provide", "offer", "manufacture", "serve", "operate", "supply",
  "specialise", "specialize", "design", "distribute", "own", "run", "employ", "are",
]);
const OUR_THINGS = new Set([
  "company", "customer", "customers", "client", "clients", "app", "product", "products", "team", "firm", "business",
  "platform", "software", "users", "plant", "market", "brand", "staff", "service", "services", "head", "office", "main",
]);

export function isBackground(tokens: string[]): boolean {
  const [first, second] = tokens;
  if ((first === "we" || first === "i") && second !== undefined && BUSINESS_VERBS.has(second)) return true;
  if (first !== "our") return false;
  // "Our field inspection app is used by ...": a thing of the company, then "is" or "are".
  for (let i = 1; i < Math.min(tokens.length, 6); i += 1) {
    if (tokens[i] === "is" || tokens[i] === "are" || tokens[i] === "has" || tokens[i] === "have") return OUR_THINGS.has(tokens[i - 1]!);
  }
  return false;
}

// Plans for after the work: not part of the tax year's claim.
const FUTURE_WORDS = new Set(["will", "we'll", "i'll", "upcoming", "launch", "launches", "launching"]);
const FUTURE_PHRASES = phrases([
  "plan to", "plans to", "planning to", "is planned", "are planned", "going to", "next year", "next quarter", "next month",
  "next season", "next spring", "next summer", "next fall", "in the spring", "in the summer", "in the fall",
  "in the autumn", "in the winter", "into production", "later this year", "in the coming",
]);

export function isFuturePlan(tokens: string[]): boolean {
  return hasAny(tokens, FUTURE_WORDS) || hasAnyPhrase(tokens, FUTURE_PHRASES);
}

// A sentence cut off by an excerpt: it ends in an ellipsis, or (inside a file) starts in lower case
// at the excerpt's start or ends without a stop at its end.
export function isCutOff(text: string, atExcerptStart: boolean, atExcerptEnd: boolean): boolean {
  const t = text.trim();
  if (t.endsWith("…") || t.endsWith("...")) return true;
  const first = t.charAt(0);
  if (atExcerptStart && first !== first.toUpperCase()) return true;
  return atExcerptEnd && !/[.!?)"'”]$/.test(t);
}
