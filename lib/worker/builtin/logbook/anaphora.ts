// "The offset", "the 37": a short reference to a thing an earlier row named in full ("persist the DFU
// offset", "37 maltose-negative candidates"). A consultant writes the full name again, since each row
// must stand on its own; so a row's "the <word>" or "the <number>" is given the modifiers or the noun
// an earlier row gave it. Only a name seen earlier is used, never a guess, and only when the short form
// ends where a noun phrase ends (a stop, a bracket, a preposition), so "the 4 GB heap" stays as it is.

export interface Phrases {
  // Head noun -> its fullest earlier name: "offset" -> ["DFU", "offset"].
  byHead: Map<string, string[]>;
  // A count -> what it counted: "37" -> ["37", "maltose-negative", "candidates"].
  byCount: Map<string, string[]>;
}

export const newPhrases = (): Phrases => ({ byHead: new Map(), byCount: new Map() });

// Words that end a noun phrase when they follow it.
const BOUNDARY_WORDS = new Set([
  "in", "on", "at", "to", "from", "with", "without", "for", "by", "of", "into", "over", "under", "across", "during",
  "after", "before", "and", "or", "but", "then", "vs", "against", "via", "is", "are", "was", "were",
]);
// Modifiers that describe rather than name ("the whole image", "the same tool", "the last good chunk").
const DESCRIPTIVE = new Set([
  "same", "whole", "last", "first", "next", "new", "old", "other", "best", "worst", "main", "entire", "full",
  "previous", "current", "original", "final", "good", "bad", "big", "small", "only", "each", "every", "second",
  "third", "few", "many", "more", "most", "less", "all", "both", "half", "remaining", "rest",
]);
const OPENERS = "([{'\"";
const CLOSERS = ")]}'\",;:.!?";
const MAX_MODIFIERS = 2;
const MAX_COUNTED_WORDS = 3;
// A row's notes are read this far for names; past it a note is a pasted document.
const MAX_TOKENS = 2_000;

interface Token {
  core: string;
  // Punctuation before or after the word ends a phrase there.
  closed: boolean;
  opened: boolean;
}

function tokenize(text: string): Token[] {
  return text.split(" ", MAX_TOKENS).filter((t) => t !== "").map((raw) => {
    let start = 0;
    let end = raw.length;
    while (start < end && OPENERS.includes(raw[start]!)) start += 1;
    while (end > start && CLOSERS.includes(raw[end - 1]!)) end -= 1;
    return { core: raw.slice(start, end), opened: start > 0, closed: end < raw.length };
  });
}

const isNumber = (w: string) => /^\d+$/.test(w);
const isName = (w: string) => w !== "" && /^[A-Za-z][A-Za-z0-9-]*$/.test(w) && !BOUNDARY_WORDS.has(w.toLowerCase()) && w.toLowerCase() !== "the";
const isPlural = (w: string) => w.length >= 4 && w.endsWith("s") && !w.endsWith("ss");

// The words that follow "the" at i up to the end of the phrase: ["DFU", "offset"].
function phraseAfter(tokens: Token[], i: number): string[] {
  const words: string[] = [];
  for (let j = i + 1; j < tokens.length && words.length <= MAX_MODIFIERS; j++) {
    const t = tokens[j]!;
    if (t.opened || !isName(t.core)) break;
    words.push(t.core);
    if (t.closed) break;
  }
  return words;
}

function learnCount(tokens: Token[], i: number, phrases: Phrases): void {
  const words = [tokens[i]!.core];
  for (let j = i + 1; j < tokens.length && words.length <= MAX_COUNTED_WORDS; j++) {
    const t = tokens[j]!;
    if (t.opened || !isName(t.core)) break;
    words.push(t.core);
    if (t.closed) break;
  }
  // Up to the plural noun that ends the phrase: "37 maltose-negative candidates".
  let end = words.length;
  while (end > 1 && !isPlural(words[end - 1]!)) end -= 1;
  if (end > 1 && !tokens[i]!.closed) phrases.byCount.set(words[0]!, words.slice(0, end));
}

export function learnPhrases(text: string, phrases: Phrases): void {
  const tokens = tokenize(text);
  tokens.forEach((t, i) => {
    if (isNumber(t.core) && !t.opened) learnCount(tokens, i, phrases);
    if (t.core.toLowerCase() !== "the" || t.closed) return;
    const words = phraseAfter(tokens, i);
    if (words.length < 2 || words.slice(0, -1).some((w) => DESCRIPTIVE.has(w.toLowerCase()))) return;
    phrases.byHead.set(words[words.length - 1]!.toLowerCase(), words);
  });
}

// The short form at i+1 ends its phrase: punctuation after it, the end, or a boundary word next.
function endsPhrase(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  return t.closed || next === undefined || next.opened || BOUNDARY_WORDS.has(next.core.toLowerCase());
}

export function resolved(text: string, phrases: Phrases): string {
  if (phrases.byHead.size === 0 && phrases.byCount.size === 0) return text;
  const raw = text.split(" ", MAX_TOKENS + 1);
  if (raw.length > MAX_TOKENS) return text;
  const tokens = tokenize(text);
  // tokenize drops empty strings; map back only when none were dropped.
  if (tokens.length !== raw.length) return text;
  const out = [...raw];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const the = tokens[i]!;
    const short = tokens[i + 1]!;
    if (the.core.toLowerCase() !== "the" || the.closed || short.opened || !endsPhrase(tokens, i + 1)) continue;
    const full = isNumber(short.core) ? phrases.byCount.get(short.core) : phrases.byHead.get(short.core.toLowerCase());
    if (!full || full.length < 2) continue;
    const word = raw[i + 1]!;
    const at = word.indexOf(short.core);
    const name = isNumber(short.core) ? full.join(" ") : [...full.slice(0, -1), short.core].join(" ");
    out[i + 1] = `${word.slice(0, at)}${name}${word.slice(at + short.core.length)}`;
  }
  return out.join(" ");
}
