import { tokensOf } from "../text/tokens";
import { refersBack } from "./reference";

// "The trouble is that water-based epoxies stop curing below 10 °C … We also didn't know whether …",
// "The usual fix is preservatives or more fat. We wanted to avoid both, …": a sentence that leans on
// the one told just before it reads wrong once the line's role paragraphs put it first, so it stays
// right after that sentence.

const ADDING = new Set(["also", "too", "either", "besides", "moreover", "furthermore"]);
// "also" says it adds to what came before when it sits near the start: "We also didn't know", "Also we".
const ADDING_REACH = 4;
// "avoid both, and", "neither worked": "both" or "neither" standing for the things just named.
const BOTH = new Set(["both", "neither"]);
const AFTER_BOTH = new Set(["and", "but", "so", "because"]);

export function leansBack(text: string): boolean {
  const tokens = tokensOf(text);
  if (refersBack(tokens)) return true;
  for (let i = 0; i < Math.min(tokens.length, ADDING_REACH); i += 1) if (ADDING.has(tokens[i]!)) return true;
  for (let i = 0; i < tokens.length; i += 1) {
    if (BOTH.has(tokens[i]!) && (i + 1 === tokens.length || AFTER_BOTH.has(tokens[i + 1]!))) return true;
  }
  return false;
}
