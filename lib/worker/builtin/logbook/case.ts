// Capitals of words moved within a sentence.

// "pH 9.0", "mRNA yield", "iPhone build": a word written with a capital after its first letter is a
// name or a unit, spelled as written even at the start of a sentence.
export function capitalized(word: string): string {
  const second = word.charAt(1);
  if (second !== second.toLowerCase() && word.charAt(0) === word.charAt(0).toLowerCase()) return word;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

// "Totals" opening a sentence becomes "totals" inside one; "B-tree", "GC-MS" and "DFU" are names and
// keep their capitals.
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  return second !== "" && second === second.toLowerCase() && second !== second.toUpperCase() ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
