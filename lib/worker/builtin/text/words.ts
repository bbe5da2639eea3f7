// Word counting and quoting, shared by every engine.

// Words as a person counts them: whitespace-separated tokens. The T661 limits are checked this way.
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

export const MAX_QUOTE_CHARS = 300;

// Cuts at a word boundary and marks the cut with an ellipsis, so a quote never ends mid-word.
export function truncate(text: string, max: number = MAX_QUOTE_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:\-–—]+$/, "")}…`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// A sentence taken from notes may lack its final stop; the drafts need one.
export function ensureStop(text: string): string {
  return /[.!?…]["')\]]*$/.test(text) ? text : `${text.replace(/[\s,;:\-–—]+$/, "")}.`;
}

export function wordsIn(text: string): string[] {
  return text.toLowerCase().match(/[a-zà-ÿ0-9']+/g) ?? [];
}
