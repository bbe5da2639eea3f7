import type { ExtractedSection, Extraction } from "./types";

// Text from documents is stored in Postgres and shown in excerpts: NUL bytes are refused by
// Postgres text columns, other control characters and lone surrogates are noise, and runs of
// spaces (PDF layout, tab-aligned sheets) waste the char budget. Line breaks are kept, a blank line
// marks a paragraph: the chunker splits on both.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\uFEFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPACES = /[ \t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;

// Every step but the last ones, which only matter where two pieces meet (normalizeBounded).
function normalizePiece(text: string): string {
  return (
    text
      .replace(/\r\n?|\u2028|\u2029/g, "\n")
      .replace(CONTROL, "")
      .replace(LONE_SURROGATE, "\uFFFD")
      .replace(SPACES, " ")
      // Runs of spaces are single by now; / *\n */ would rescan a long run at every position.
      .replace(/ ?\n ?/g, "\n")
  );
}

function finish(text: string): string {
  return text.replace(/\n{3,}/g, "\n\n").trim();
}

export function normalizeText(text: string): string {
  return finish(normalizePiece(text));
}

// Pieces of about this many characters are normalised one at a time.
const PIECE_CHARS = 1 << 20;

/**
 * normalizeText for a text that may be far longer than the `room` characters it may give (a 46 MB
 * text file, for 5 million kept characters): it is normalised a piece at a time, cut after a line
 * break where there is one, until `room` characters are made, so a huge text is neither processed
 * whole nor held several times over (six global replaces over 46 MB ran the worker out of heap).
 * `cut` says that text was left unread.
 */
export function normalizeBounded(text: string, room: number): { text: string; cut: boolean } {
  if (text.length <= PIECE_CHARS) return { text: normalizeText(text), cut: false };
  const pieces: string[] = [];
  let made = 0;
  let from = 0;
  while (from < text.length && made <= room) {
    let to = Math.min(text.length, from + Math.max(PIECE_CHARS, room - made));
    if (to < text.length) {
      const lineEnd = text.lastIndexOf("\n", to - 1);
      if (lineEnd > from) to = lineEnd + 1;
      // Never split a surrogate pair or a \r\n.
      else if (/[\uD800-\uDBFF\r]/.test(text[to - 1]!)) to -= 1;
    }
    const piece = normalizePiece(text.slice(from, to));
    pieces.push(piece);
    made += piece.length;
    from = to;
  }
  // Where pieces meet: a space before or after a line break, a run of spaces or of line breaks.
  const joined = pieces.join("").replace(/ ?\n ?/g, "\n").replace(/ {2,}/g, " ");
  return { text: finish(joined), cut: from < text.length };
}

// A running budget of characters shared by the readers of one file, so a reader can stop reading
// (rows, slides, pages) once the file has given all the text it may give.
export class TextBudget {
  private used = 0;
  truncated = false;

  constructor(readonly max: number) {}

  get remaining(): number {
    return Math.max(0, this.max - this.used);
  }

  get exhausted(): boolean {
    return this.used >= this.max;
  }

  // Takes what still fits of `text` and returns it; marks the budget truncated when it cut.
  take(text: string): string {
    const room = this.max - this.used;
    if (room <= 0) {
      if (text.length > 0) this.truncated = true;
      return "";
    }
    if (text.length <= room) {
      this.used += text.length;
      return text;
    }
    this.truncated = true;
    this.used = this.max;
    return text.slice(0, room);
  }
}

// Normalises every section, drops empty ones and applies the file's character cap in order.
export function finishSections(raw: ExtractedSection[], maxTextChars: number, alreadyTruncated = false): Extraction {
  const budget = new TextBudget(maxTextChars);
  const sections: ExtractedSection[] = [];
  for (const s of raw) {
    const { text: normalized, cut } = normalizeBounded(s.text, budget.remaining);
    if (cut) budget.truncated = true;
    const text = budget.take(normalized).trim();
    if (text === "") continue;
    const section = s.section === undefined ? undefined : normalizeBounded(s.section, 200).text.slice(0, 200);
    sections.push({ text, ...(s.page !== undefined && { page: s.page }), ...(section && { section }) });
  }
  const truncated = alreadyTruncated || budget.truncated;
  return truncated ? { sections, truncated } : { sections };
}
