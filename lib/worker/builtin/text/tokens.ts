import { trimEnd } from "./words";

// Words of a sentence, lower-cased, for the role cues: sets of words and short phrases checked word
// by word, so each sentence is read once and no expression can backtrack.

const WORD = /[a-z0-9à-ÿ][a-z0-9à-ÿ'’-]*/g;

// A long text (1 MB of history in one run) is read by several steps in turn: its words are kept for the
// next reader of the same text. Readers never change the array they get.
const KEPT_FROM = 2_000;
let kept: { text: string; tokens: string[] } | null = null;

export function tokensOf(text: string): string[] {
  if (text.length < KEPT_FROM) return tokenize(text);
  if (kept?.text !== text) kept = { text, tokens: tokenize(text) };
  return kept.tokens;
}

function tokenize(text: string): string[] {
  const out = text.toLowerCase().match(WORD) ?? [];
  for (let i = 0; i < out.length; i += 1) {
    const w = out[i]!;
    const last = w[w.length - 1];
    if (last === "'" || last === "’" || last === "-" || w.includes("’")) out[i] = trimEnd(w.replace(/’/g, "'"), /['-]/);
  }
  return out;
}

// A long text is asked about many word sets: its distinct words are gathered once, and a set or a
// phrase list whose words it does not hold is answered without reading it again.
const DISTINCT_FROM = 500;
const distinctWords = new WeakMap<string[], Set<string>>();

function distinctOf(tokens: string[]): Set<string> | null {
  if (tokens.length < DISTINCT_FROM) return null;
  let distinct = distinctWords.get(tokens);
  if (!distinct) distinctWords.set(tokens, (distinct = new Set(tokens)));
  return distinct;
}

export function hasAny(tokens: string[], words: ReadonlySet<string>): boolean {
  const distinct = distinctOf(tokens);
  if (!distinct) return tokens.some((t) => words.has(t));
  const [fewer, more] = distinct.size < words.size ? [distinct, words] : [words, distinct];
  for (const w of fewer) if (more.has(w)) return true;
  return false;
}

export function firstIndex(tokens: string[], words: ReadonlySet<string>): number {
  return tokens.findIndex((t) => words.has(t));
}

// Short phrases indexed by their first word, so a sentence is read once whatever the number of
// phrases.
export type Phrases = ReadonlyMap<string, readonly (readonly string[])[]>;

export function phrases(list: string[]): Phrases {
  const map = new Map<string, string[][]>();
  for (const p of list) {
    const [first, ...rest] = p.split(" ");
    const entry = map.get(first!) ?? [];
    entry.push(rest);
    map.set(first!, entry);
  }
  return map;
}

function continues(tokens: string[], at: number, rest: readonly string[]): boolean {
  for (let k = 0; k < rest.length; k += 1) if (tokens[at + k] !== rest[k]) return false;
  return true;
}

export function hasAnyPhrase(tokens: string[], list: Phrases): boolean {
  return phraseIndex(tokens, list) >= 0;
}

// Where the first of the phrases starts, or -1.
export function phraseIndex(tokens: string[], list: Phrases): number {
  const distinct = distinctOf(tokens);
  if (distinct && ![...list.keys()].some((first) => distinct.has(first))) return -1;
  for (let i = 0; i < tokens.length; i += 1) {
    const rests = list.get(tokens[i]!);
    if (rests && rests.some((rest) => continues(tokens, i + 1, rest))) return i;
  }
  return -1;
}

// Whether the tokens start with one of the phrases.
export function startsWithPhrase(tokens: string[], list: Phrases): boolean {
  const rests = tokens.length > 0 ? list.get(tokens[0]!) : undefined;
  return rests !== undefined && rests.some((rest) => continues(tokens, 1, rest));
}

export function hasDigit(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

// Words in -ed that are not verbs.
const NOT_PAST = new Set(["sched", "hundred", "sacred", "wicked", "naked", "rugged", "ragged", "kindred", "hatred", "shred", "infrared"]);

// A regular past form or participle ("measured", "labelled", "fired"). Short words ("bed", "red"),
// "-eed" words ("speed", "feed") and a few nouns and adjectives are not.
export function looksPast(word: string): boolean {
  return word.length > 4 && word.endsWith("ed") && !word.endsWith("eed") && !word.includes("-") && !NOT_PAST.has(word);
}
