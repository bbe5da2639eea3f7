// Quoting, shared by every engine. Words are counted by countWords (lib/shared/limits.ts), the one
// count the browser's T661 word meter uses too.

// What a cut or a missing full stop leaves dangling at the end of a sentence.
const DANGLING = /[\s,;:\-–—]/;

// The text without the trailing characters that `char` (one character class) accepts. A loop rather
// than /[...]+$/, which tries every position of a long run that does not reach the end (quadratic).
export function trimEnd(text: string, char: RegExp): string {
  let end = text.length;
  while (end > 0 && char.test(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

export const MAX_QUOTE_CHARS = 300;

// Cuts at a word boundary and marks the cut with an ellipsis, so a quote never ends mid-word.
export function truncate(text: string, max: number = MAX_QUOTE_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${trimEnd(base, DANGLING)}…`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// A sentence taken from notes may lack its final stop; the drafts need one.
export function ensureStop(text: string): string {
  return /[.!?…]["')\]]*$/.test(text) ? text : `${trimEnd(text, DANGLING)}.`;
}

export function wordsIn(text: string): string[] {
  return text.toLowerCase().match(/[a-zà-ÿ0-9']+/g) ?? [];
}
