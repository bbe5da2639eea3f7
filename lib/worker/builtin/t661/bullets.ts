import type { Sentence } from "../corpus";

// Text pasted without its line breaks: notes keep their bullets inside the text ("... downgraded -
// kiln supplier schedule ... - didnt know if ..."), and a table runs into the sentence after it. Each
// bullet, and the prose after a table, is its own sentence with its own role. A single dash, or
// dashes around a few words, is punctuation and stays.

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

// "We tried three membranes - a PES, a PVDF and a ceramic one - and measured the flux": a short aside
// between two dashes, with the sentence going on in lower case after it, is punctuation.
const MAX_ASIDE_WORDS = 8;

function isAside(parts: string[]): boolean {
  if (parts.length !== 3 || words(parts[1]!) > MAX_ASIDE_WORDS || parts[0]!.includes(":")) return false;
  const next = parts[2]!.charAt(0);
  return next !== "" && next === next.toLowerCase() && next !== next.toUpperCase();
}

// A table pasted without its line breaks runs into the sentence after it ("... | 11.8 | 71 | 64 With
// recirculation the bed stayed above 10 °C ..."): the prose after the last cell is a sentence of its
// own, from its first capitalised word.
const MIN_TAIL_WORDS = 6;

function tableTail(text: string): [string, string] | null {
  const bar = text.lastIndexOf("|");
  if (bar < 0 || text.indexOf("|") === bar) return null;
  const tail = text.slice(bar + 1).trim().split(" ").filter((w) => w !== "");
  if (tail.length < MIN_TAIL_WORDS) return null;
  for (let k = 1; k < tail.length - MIN_PIECE_WORDS; k += 1) {
    const first = tail[k]!.charAt(0);
    if (first !== first.toLowerCase()) return [`${text.slice(0, bar + 1)} ${tail.slice(0, k).join(" ")}`, tail.slice(k).join(" ")];
  }
  return null;
}

export function splitInlineBullets(sentences: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  for (const s of sentences) {
    const parts = s.text.length <= MAX_LIST_CHARS ? pieces(s.text) : [s.text];
    const split = parts.length > MIN_BULLETS && parts.every((p) => words(p) >= MIN_PIECE_WORDS) && !isAside(parts);
    for (const text of split ? parts : [s.text]) {
      const table = text.length <= MAX_LIST_CHARS ? tableTail(text) : null;
      for (const piece of table ?? [text]) out.push({ ...s, index: out.length, text: piece });
    }
  }
  return out;
}
