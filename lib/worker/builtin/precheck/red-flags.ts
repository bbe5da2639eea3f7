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

// "Honestly we didn't keep a lab book. We have phone photos, scrap tags on the failed parts and the
// dealer's emails.": the records of the time named right after the admission answer it. No written
// report is a condition of the claim; photos, tags and e-mails made as the work went on are records
// (Les Abeilles, 2014 TCC 313; 116736 Canada Inc., 98 DTC 1816), so only their thinness is left.
function recordsNamedNext(classified: Classified[], i: number): boolean {
  const next = classified[i + 1];
  return next !== undefined && next.facets.documentation.has("records") && next.score.documentation >= 2 && next.redFlags.length === 0;
}

export function findRedFlagsIn(classified: Classified[]): RedFlagFinding[] {
  const found = new Map<RedFlagId, RedFlagFinding>();
  for (const [i, c] of classified.entries()) {
    for (const { id, index } of c.redFlags) {
      if (id === "no_records" && recordsNamedNext(classified, i)) continue;
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
