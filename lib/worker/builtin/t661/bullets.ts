import type { Sentence } from "../corpus";

// Notes pasted into one line keep their bullets inside the text ("... downgraded - kiln supplier
// schedule ... - didnt know if ..."): each bullet is its own sentence with its own role. A single
// dash, or dashes around a few words, is punctuation and stays.

const BULLET_MARKS = [" - ", " • ", " * ", " · "];
const MIN_BULLETS = 2;
const MIN_PIECE_WORDS = 3;
// A pasted list is a few lines long; a longer run is not notes, and is left whole.
const MAX_LIST_CHARS = 4000;

function pieces(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i + 3 <= text.length; i += 1) {
    if (text[i] !== " " || text[i + 2] !== " ") continue;
    if (!BULLET_MARKS.includes(text.slice(i, i + 3))) continue;
    out.push(text.slice(start, i).trim());
    start = i + 3;
    i += 2;
  }
  out.push(text.slice(start).trim());
  return out;
}

function words(text: string): number {
  return text.split(" ").filter((w) => w !== "").length;
}

export function splitInlineBullets(sentences: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  for (const s of sentences) {
    const parts = s.text.length <= MAX_LIST_CHARS ? pieces(s.text) : [s.text];
    const split = parts.length > MIN_BULLETS && parts.every((p) => words(p) >= MIN_PIECE_WORDS);
    for (const text of split ? parts : [s.text]) out.push({ ...s, index: out.length, text });
  }
  return out;
}
