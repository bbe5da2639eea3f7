import type { Classified } from "../classify";
import { quote } from "../corpus";
import { clauseAt } from "../text/clause";
import { RED_FLAGS, type RedFlag, type RedFlagId } from "../lexicon/red-flags";

// The red flags found in the whole text, in order of first appearance, each with the sentence that
// raised it. A flag is raised once, however often the user repeats it.

export interface RedFlagFinding extends RedFlag {
  id: RedFlagId;
  quote: string;
  sentence: number;
  // The words that raised it, for a question that quotes them back.
  words: string;
}

export function findRedFlagsIn(classified: Classified[]): RedFlagFinding[] {
  const found = new Map<RedFlagId, RedFlagFinding>();
  for (const c of classified) {
    for (const { id, index } of c.redFlags) {
      if (found.has(id)) continue;
      found.set(id, { id, ...RED_FLAGS[id], quote: quote(c.sentence), sentence: c.sentence.index, words: clauseAt(c.sentence.text, index) });
    }
  }
  return [...found.values()];
}

/** The flags, with the late claim read from dates unless the words already raised it. */
export function withLateFiling(flags: RedFlagFinding[], late: RedFlagFinding | null): RedFlagFinding[] {
  return late && !flags.some((f) => f.id === late.id) ? [...flags, late] : flags;
}
