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

/** A flag raised by a sentence, quoting the clause at `index` of its text. */
export function findingAt(id: RedFlagId, c: Classified, index: number): RedFlagFinding {
  return { id, ...RED_FLAGS[id], quote: quote(c.sentence), sentence: c.sentence.index, words: clauseAt(c.sentence.text, index) };
}

export function findRedFlagsIn(classified: Classified[]): RedFlagFinding[] {
  const found = new Map<RedFlagId, RedFlagFinding>();
  for (const c of classified) {
    for (const { id, index } of c.redFlags) {
      if (!found.has(id)) found.set(id, findingAt(id, c, index));
    }
  }
  return [...found.values()];
}

/** The flags, with those read from dates (a late claim, work outside the year) unless the words already raised them. */
export function withDateFlags(flags: RedFlagFinding[], fromDates: (RedFlagFinding | null)[]): RedFlagFinding[] {
  const added = fromDates.filter((f): f is RedFlagFinding => f !== null && !flags.some((g) => g.id === f.id));
  return added.length > 0 ? [...flags, ...added] : flags;
}
