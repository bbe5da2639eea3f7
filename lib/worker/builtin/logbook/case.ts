// Capitals of words moved within a sentence.

export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

// "Totals" opening a sentence becomes "totals" inside one; "B-tree", "GC-MS" and "DFU" are names and
// keep their capitals.
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  return second !== "" && second === second.toLowerCase() && second !== second.toUpperCase() ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
