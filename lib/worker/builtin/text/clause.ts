// The clause around a position in a sentence, short enough to quote back inside a question: cut at
// the nearest , ; : ( ) or dash on each side, then to a dozen words around the position.

const BREAKS = new Set([",", ";", ":", "(", ")", "\u2013", "\u2014"]);
const MAX_WORDS = 12;
const LEADING = new Set(["and", "but", "so", "then", "because", "which", "that", "or", "while", "when"]);

function trimStops(word: string): string {
  let end = word.length;
  while (end > 0 && ".!?".includes(word[end - 1]!)) end -= 1;
  return word.slice(0, end);
}

// A colon or comma between digits is part of a figure ("1.28:1", "12,000"), not a break.
function breaksAt(text: string, i: number): boolean {
  const c = text[i]!;
  if (!BREAKS.has(c)) return false;
  return !((c === ":" || c === ",") && /\d/.test(text[i - 1] ?? "") && /\d/.test(text[i + 1] ?? ""));
}

export function clauseAt(text: string, index: number): string {
  let start = index;
  while (start > 0 && !breaksAt(text, start - 1)) start -= 1;
  let end = index;
  while (end < text.length && !breaksAt(text, end)) end += 1;
  const before = text.slice(start, index).split(/\s+/).filter(Boolean);
  const after = text.slice(index, end).split(/\s+/).filter(Boolean);
  // Words before the position are kept back to the last conjunction: "we have the software but not
  // much on the tests" is quoted from "not much".
  let conjunction = before.length;
  while (conjunction > 0 && !LEADING.has(before[conjunction - 1]!.toLowerCase())) conjunction -= 1;
  const own = before.length - conjunction;
  const keepBefore = Math.min(own, Math.max(2, MAX_WORDS - after.length));
  const words = [...before.slice(before.length - keepBefore), ...after].slice(0, MAX_WORDS);
  while (words.length > 1 && LEADING.has(words[0]!.toLowerCase())) words.shift();
  const last = words.length - 1;
  if (last >= 0) words[last] = trimStops(words[last]!);
  const cut = keepBefore < before.length || before.length + after.length > MAX_WORDS;
  return `${words.join(" ")}${cut ? "…" : ""}`;
}
