import type { Classified } from "../classify";
import type { CriterionId } from "../lexicon";
import { readRoles, type Reading } from "../t661/roles";
import type { Role } from "../t661/evidence";

// The T661 drafter reads each sentence's role from its grammar (who acts, the verb, figures, its
// neighbours), and so finds plain statements of the work and its outcome that the criterion cues
// miss ("The worst error at -20 °C went from 38 points to 6 points" is a result). A sentence read
// clearly as the work, a result or a record counts for that criterion as a clear cue would.
//
// Only those three: the uncertainty and the hypotheses are where refused claims' traps lie (a
// business unknown, an idea tried out), so they stay with the cues and the red flags that know them.

// Routine work is work too ("our developers configured the modules and migrated the data"), and an
// outcome is not always a finding ("the system went live in July"): the work and the result count
// only with a figure or a cue of their criterion beside the role.
const CREDIT: Partial<Record<Role, { criterion: CriterionId; facet: string; needsSupport: boolean }>> = {
  experiment: { criterion: "systematic_investigation", facet: "experiments", needsSupport: true },
  measurement: { criterion: "systematic_investigation", facet: "measurements", needsSupport: false },
  records: { criterion: "documentation", facet: "records", needsSupport: false },
  result: { criterion: "advancement", facet: "result", needsSupport: true },
  knowledge: { criterion: "advancement", facet: "knowledge", needsSupport: false },
};

// Own evidence from which a role is clear, and the score of a clear cue (classify.ts).
const CLEAR = 2;
const CREDITED_SCORE = 2;

function credited(r: Reading): Classified {
  const c = r.classified;
  const credit = r.role && r.context === null && r.own >= CLEAR ? CREDIT[r.role] : undefined;
  // A denied criterion ("we did not keep notes") is never credited back by its grammar.
  if (!credit || c.score[credit.criterion] >= CREDITED_SCORE || c.negated[credit.criterion] > 0) return c;
  if (credit.needsSupport && c.measurements.length === 0 && c.score[credit.criterion] === 0) return c;
  const facets = { ...c.facets, [credit.criterion]: new Set([...c.facets[credit.criterion], credit.facet]) };
  return { ...c, score: { ...c.score, [credit.criterion]: CREDITED_SCORE }, facets };
}

// Longer than this, a "sentence" is a pasted blob (a log, a table without stops) whose grammar says
// nothing; reading it would only cost time on hostile input.
const MAX_SENTENCE_CHARS = 2_000;

/** The sentences, with the criteria their clear T661 role supports credited. */
export function withRoleCredit(classified: Classified[]): Classified[] {
  const readable = classified.filter((c) => c.sentence.text.length <= MAX_SENTENCE_CHARS);
  const credit = new Map(readRoles(readable).map((r) => [r.classified, credited(r)]));
  return classified.map((c) => credit.get(c) ?? c);
}
