import { statesGoalOnly, type Classified } from "../classify";
import type { CriterionId } from "../lexicon";
import { readRoles, type Reading } from "../t661/roles";
import type { Role } from "../t661/evidence";
import { isEffortFigure } from "../text/measurements";

// The T661 drafter reads each sentence's role from its grammar (who acts, the verb, figures, its
// neighbours), and so finds plain statements of the work and its outcome that the criterion cues
// miss ("The worst error at -20 °C went from 38 points to 6 points" is a result). A sentence read
// clearly as a measurement, a record or knowledge gained counts for its criterion as a clear cue
// would; the work and a result count only with support of their own (below).
//
// The uncertainty and the hypotheses are not credited: they are where refused claims' traps lie (a
// business unknown, an idea tried out), so they stay with the cues and the red flags that know them.

// Routine work is work too ("our developers configured 14 modules and migrated 3 databases"), and a
// business figure is an outcome, not a finding ("order entry went from 12 to 4 minutes"): the work
// needs a cue of experimentation or a technical figure in technical words beside its role, a result
// a cue of its criterion or a technical figure.
type Support = (c: Classified) => boolean;
const technicalFigure = (c: Classified) => c.measurements.some((m) => !isEffortFigure(m));
// "We developed a new hydroponic system" names the project, not an experiment: a verb of work alone is
// not enough, the sentence needs a word of testing, a stronger cue of experiment or a technical figure.
const WEAK_WORK = 1;
const TESTING = /\b(?:test(?:s|ed|ing)?|trials?|tried|experiment\w*|measur\w*|compar\w*)\b/;
const EXPERIMENTED: Support = (c) =>
  ([...c.facets.systematic_investigation].some((f) => f !== "measurements") &&
    (c.score.systematic_investigation > WEAK_WORK || TESTING.test(c.sentence.text.toLowerCase()))) ||
  (technicalFigure(c) && c.technicalTerms > 0);
// "Staff time was about 10% of the year" and a return's due date are figures of the claim, not of the work.
const MEASURED: Support = (c) => technicalFigure(c) && (c.technicalTerms > 0 || c.score.systematic_investigation > 0);
const FOUND: Support = (c) => c.score.advancement >= 1 || technicalFigure(c);
const ALWAYS: Support = () => true;

const CREDIT: Partial<Record<Role, { criterion: CriterionId; facet: string; supported: Support }>> = {
  experiment: { criterion: "systematic_investigation", facet: "experiments", supported: EXPERIMENTED },
  measurement: { criterion: "systematic_investigation", facet: "measurements", supported: MEASURED },
  records: { criterion: "documentation", facet: "records", supported: ALWAYS },
  result: { criterion: "advancement", facet: "result", supported: FOUND },
  knowledge: { criterion: "advancement", facet: "knowledge", supported: ALWAYS },
};

// Own evidence from which a role is clear, and the score of a clear cue (classify.ts).
const CLEAR = 2;
const CREDITED_SCORE = 2;

// Somebody else's practice ("the vendor's library drifted 38 points") is the problem, not our result;
// routine work a sentence is excluded for stays excluded.
function ours(r: Reading): boolean {
  const c = r.classified;
  return c.exclusions.length === 0 && r.evidence.standard < CLEAR && !c.facets.uncertainty.has("standard_failed");
}

function credited(r: Reading): Classified {
  const c = r.classified;
  const credit = r.role && r.context === null && r.own >= CLEAR && ours(r) && !statesGoalOnly(c.sentence.text) ? CREDIT[r.role] : undefined;
  // A denied criterion ("we did not keep notes") is never credited back by its grammar.
  if (!credit || c.score[credit.criterion] >= CREDITED_SCORE || c.negated[credit.criterion] > 0 || !credit.supported(c)) return c;
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
