import type { ExtractedSection, Extraction } from "./types";

// Text from documents is stored in Postgres and shown in excerpts: NUL bytes are refused by
// Postgres text columns, other control characters and lone surrogates are noise, and runs of
// spaces (PDF layout, tab-aligned sheets) waste the char budget. Line breaks are kept, a blank line
// marks a paragraph: the chunker splits on both.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\uFEFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPACES = /[ \t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;

export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?|\u2028|\u2029/g, "\n")
    .replace(CONTROL, "")
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(SPACES, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

// A running budget of characters shared by the readers of one file, so a reader can stop reading
// (rows, slides, pages) once the file has given all the text it may give.
export class TextBudget {
  private used = 0;
  truncated = false;

  constructor(readonly max: number) {}

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
    const text = budget.take(normalizeText(s.text)).trim();
    if (text === "") continue;
    const section = s.section === undefined ? undefined : normalizeText(s.section).slice(0, 200);
    sections.push({ text, ...(s.page !== undefined && { page: s.page }), ...(section && { section }) });
  }
  const truncated = alreadyTruncated || budget.truncated;
  return truncated ? { sections, truncated } : { sections };
}
