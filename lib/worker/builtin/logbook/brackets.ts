// "Lactococcus lactis (Chr. Hansen Vegan 1), 30°C": a stop inside brackets ends an abbreviation, not
// the sentence, so a sentence cut while a bracket is open is joined to the one after it.

// A bracket left open this many sentences on is a stray one, not an aside.
const MAX_JOINED = 3;

function openBrackets(text: string): number {
  let depth = 0;
  for (const ch of text) {
    if (ch === "(" || ch === "[") depth += 1;
    else if ((ch === ")" || ch === "]") && depth > 0) depth -= 1;
  }
  return depth;
}

export function joinedInBrackets(sentences: string[]): string[] {
  if (!sentences.some((s) => s.includes("(") || s.includes("["))) return sentences;
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += 1) {
    let text = sentences[i]!;
    let joined = 0;
    while (joined < MAX_JOINED && i + 1 < sentences.length && openBrackets(text) > 0 && closesLater(sentences, i + 1)) {
      i += 1;
      joined += 1;
      text = `${text} ${sentences[i]!}`;
    }
    out.push(text);
  }
  return out;
}

function closesLater(sentences: string[], from: number): boolean {
  return sentences.slice(from, from + MAX_JOINED).some((s) => s.includes(")") || s.includes("]"));
}
