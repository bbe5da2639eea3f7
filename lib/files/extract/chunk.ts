import type { ExtractedSection } from "./types";

export interface Chunk {
  ordinal: number;
  text: string;
  page?: number;
  section?: string;
}

export interface ChunkOptions {
  targetWords?: number;
  overlapWords?: number;
}

// A piece of text that is never split further unless it alone exceeds the target: a sentence, a
// line (a sheet row, a bullet) or a window of words of an over-long sentence. `sep` is what stood
// before it in the source, so joined chunks read like the original.
interface Unit {
  text: string;
  words: number;
  sep: string;
}

// A token longer than this counts as several words, and one longer than a whole chunk is cut: a
// "word" of 500,000 characters (a path in a deeply nested JSON) made chunks that took the database
// a second to index and that no search can use. So a chunk holds at most about target × 16
// characters, whatever the text.
const WORD_CHARS = 16;

const weightOf = (token: string) => Math.ceil(token.length / WORD_CHARS);

function tokensOf(text: string): string[] {
  const t = text.trim();
  return t === "" ? [] : t.split(/\s+/);
}

// Words, with long tokens counted by their length.
function countWords(text: string): number {
  return tokensOf(text).reduce((n, token) => n + weightOf(token), 0);
}

// What the regular expression \s matches, by char code.
function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const STOPS = new Set([".", "!", "?", "…"]);
const CLOSERS = new Set(['"', "'", ")", "]"]);

// A line's sentences: it is cut at whitespace that follows a stop and optional closing quotes or
// brackets, and precedes more text. Abbreviations ("e.g. the") split too; for retrieval a slightly
// early cut costs nothing. One pass: the lookbehind it replaces, /(?<=[.!?…]["')\]]*)\s+(?=\S)/,
// rescanned a run of closers at every position (quadratic on a line of ")").
function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let from = 0;
  // Whether the text before `i` ends with a stop and closers only.
  let ended = false;
  let i = 0;
  while (i < line.length) {
    if (isSpace(line.charCodeAt(i))) {
      let next = i + 1;
      while (next < line.length && isSpace(line.charCodeAt(next))) next++;
      if (ended && next < line.length) {
        sentences.push(line.slice(from, i));
        from = next;
      }
      ended = false;
      i = next;
      continue;
    }
    const ch = line[i]!;
    if (STOPS.has(ch)) ended = true;
    else if (!CLOSERS.has(ch)) ended = false;
    i++;
  }
  sentences.push(line.slice(from));
  return sentences;
}

// A sentence longer than the target, as windows of `size` words; a token longer than a window is
// cut into pieces of a window's characters.
function wordWindows(sentence: string, size: number, sep: string): Unit[] {
  const maxChars = size * WORD_CHARS;
  const units: Unit[] = [];
  let window: string[] = [];
  let words = 0;
  const flush = () => {
    if (window.length === 0) return;
    units.push({ text: window.join(" "), words, sep: units.length === 0 ? sep : " " });
    window = [];
    words = 0;
  };
  for (const token of tokensOf(sentence)) {
    for (let at = 0; at < token.length; at += maxChars) {
      const piece = token.slice(at, at + maxChars);
      const weight = weightOf(piece);
      if (words + weight > size) flush();
      window.push(piece);
      words += weight;
    }
  }
  flush();
  return units;
}

function splitUnits(text: string, target: number): Unit[] {
  const units: Unit[] = [];
  const paragraphs = text.split(/\n{2,}/);
  paragraphs.forEach((paragraph, pi) => {
    paragraph.split("\n").forEach((line, li) => {
      splitSentences(line).forEach((sentence, si) => {
        const trimmed = sentence.trim();
        const words = countWords(trimmed);
        if (words === 0) return;
        const sep = si > 0 ? " " : li > 0 ? "\n" : pi > 0 ? "\n\n" : "";
        if (words > target) units.push(...wordWindows(trimmed, target, sep));
        else units.push({ text: trimmed, words, sep });
      });
    });
  });
  return units;
}

// The trailing units that fit in `overlap` words; when the last unit alone is longer, its last
// `overlap` words. Repeated at the start of the next chunk so a fact cut at a boundary is still
// found whole in one of the two chunks.
function overlapTail(units: Unit[], overlap: number): Unit[] {
  if (overlap <= 0 || units.length === 0) return [];
  const tail: Unit[] = [];
  let words = 0;
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i]!;
    if (words + u.words > overlap) break;
    tail.unshift(u);
    words += u.words;
  }
  if (tail.length > 0) return tail;
  const last = units[units.length - 1]!;
  const lastTokens: string[] = [];
  let lastWords = 0;
  const tokens = tokensOf(last.text);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (lastWords + weightOf(token) > overlap) {
      // A token longer than the overlap gives its last characters.
      if (lastTokens.length === 0) lastTokens.unshift(token.slice(-overlap * WORD_CHARS));
      break;
    }
    lastTokens.unshift(token);
    lastWords += weightOf(token);
  }
  const text = lastTokens.join(" ");
  return [{ text, words: countWords(text), sep: "" }];
}

function joinUnits(units: Unit[]): string {
  return units.map((u, i) => (i === 0 ? u.text : u.sep + u.text)).join("");
}

// Splits each section into chunks of about `targetWords` words on sentence and line boundaries,
// each repeating about `overlapWords` words of the previous chunk of the same section. Chunks
// never span sections, so each keeps its page or section; ordinals run from 0 across the file.
export function chunkSections(sections: ExtractedSection[], o: ChunkOptions = {}): Chunk[] {
  const target = Math.max(1, Math.floor(o.targetWords ?? 200));
  const overlap = Math.max(0, Math.min(Math.floor(o.overlapWords ?? 30), Math.floor(target / 2)));
  const chunks: Chunk[] = [];
  const emit = (units: Unit[], s: ExtractedSection) => {
    chunks.push({
      ordinal: chunks.length,
      text: joinUnits(units),
      ...(s.page !== undefined && { page: s.page }),
      ...(s.section !== undefined && { section: s.section }),
    });
  };
  for (const s of sections) {
    let current: Unit[] = [];
    let words = 0;
    // Units new to this chunk: a chunk made only of the previous chunk's overlap is never emitted.
    let fresh = 0;
    for (const unit of splitUnits(s.text, target)) {
      if (fresh > 0 && words + unit.words > target) {
        emit(current, s);
        current = overlapTail(current, overlap);
        words = current.reduce((n, u) => n + u.words, 0);
        fresh = 0;
      }
      current.push(fresh === 0 && current.length === 0 ? { ...unit, sep: "" } : unit);
      words += unit.words;
      fresh += 1;
    }
    if (fresh > 0) emit(current, s);
  }
  return chunks;
}
