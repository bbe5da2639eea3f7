// Words of a T661 line, counted for the limits of Part 2 (350 / 700 / 350). Pure on purpose: the
// browser's word meter imports it by value, so it imports nothing.
//
// What counts as a word. The form states its limits in words only ("Maximum 350 words"; CRA, "How
// to write your project description for Form T661", canada.ca), and neither the form nor its
// guide T4088 defines a word. Claimants measure with their word processor, whose rule is the common
// one: words are separated by spaces, so a hyphenated compound ("real-time", "father-in-law") is
// one word, and so is a slashed one ("06/30/2003", "and/or") (Microsoft Word, as described at
// word.tips.net "Ignoring Hyphens in Word Counts" and office-forums.com "Word 2000 line and word
// counts"). Numbers are words like any other ("12 ms" is two). A mark standing alone between spaces
// ("–", "&", "•") carries no word and is not counted. Tax software and the CRA's review software
// are known to count a little differently (sredcanada.ca, "Does your SR&ED technical narrative fit
// into the T661 frame?"), which is why the editor warns in a margin below the limit.
//
// Against lib/shared/limits.ts countWords (whitespace tokens, the engines' count): the same, except
// that lone marks are not counted here, so a line within the engines' limit is within this one.

export const WORD_LIMITS = { "242": 350, "244": 700, "246": 350 } as const;

export type LineKey = keyof typeof WORD_LIMITS;

/** Below the limit by this share of it, the editor warns that the line is close (10%: 35 / 70 / 35 words). */
export const WARNING_MARGIN = 0.1;

// Any letter or digit, in any script.
const WORDLIKE = /[\p{L}\p{N}]/u;

/** Whitespace-separated tokens that hold at least one letter or digit. */
export function countClaimWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (WORDLIKE.test(token)) count += 1;
  return count;
}

export type LineState = "EMPTY" | "OK" | "NEAR_LIMIT" | "OVER_LIMIT";

/** Where a count stands against its line's limit. */
export function lineState(wordCount: number, wordLimit: number): LineState {
  if (wordCount === 0) return "EMPTY";
  if (wordCount > wordLimit) return "OVER_LIMIT";
  return wordCount > wordLimit * (1 - WARNING_MARGIN) ? "NEAR_LIMIT" : "OK";
}
