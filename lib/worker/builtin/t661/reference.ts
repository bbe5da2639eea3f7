// "Most of them either cracked …", "It compared the fan current …", "These held up": a sentence that
// opens by pointing back continues the one before it, and is read in that sentence's line unless its
// own wording says clearly where it goes.

const POINTERS = new Set(["it", "they", "them", "both", "neither", "these", "those", "this"]);
// "This year we…", "These days": a time, not a pointer.
const TIMES = new Set(["year", "years", "month", "months", "week", "weeks", "spring", "summer", "fall", "autumn", "winter", "season", "time", "days", "quarter", "morning", "afternoon"]);
const SHARES = new Set(["most", "some", "all", "none", "many", "few", "each", "several", "half", "one", "two", "three", "any", "either"]);
const POINTED = new Set(["them", "these", "those", "it", "which"]);

export function refersBack(tokens: string[]): boolean {
  const first = tokens[0] ?? "";
  if (POINTERS.has(first)) return !TIMES.has(tokens[1] ?? "");
  return SHARES.has(first) && tokens[1] === "of" && POINTED.has(tokens[2] ?? "");
}
