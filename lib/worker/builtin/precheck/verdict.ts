import type { VERDICTS } from "@/lib/worker/schemas";
import type { ExclusionSummary } from "../exclusions";
import { CRITERION_ORDER, type CriterionId } from "../lexicon";
import type { CriterionResult } from "./evaluate";
import type { RedFlagFinding } from "./red-flags";

export type Verdict = (typeof VERDICTS)[number];

// Score bands keep the number consistent with the verdict: a LIKELY claim never scores below a
// POSSIBLY one.
export const SCORE_BANDS: Record<Verdict, [number, number]> = {
  LIKELY_ELIGIBLE: [70, 100],
  POSSIBLY_ELIGIBLE: [40, 69],
  UNLIKELY_ELIGIBLE: [5, 39],
  INSUFFICIENT_INFORMATION: [0, 20],
};

const MIN_WORDS = 20;
const DESCRIBED_WORDS = 80;
const PENALTY_PER_POINT = 6;
const MAX_PENALTY = 36;

export interface VerdictInput {
  results: CriterionResult[];
  exclusions: ExclusionSummary;
  flags: RedFlagFinding[];
  wordCount: number;
  technicalTerms: number;
}

function byId(results: CriterionResult[], id: CriterionResult["guide"]["id"]): CriterionResult {
  const r = results.find((x) => x.guide.id === id);
  if (!r) throw new Error(`criterion ${id} not evaluated`);
  return r;
}

function rawScore(results: CriterionResult[]): number {
  return results.reduce((sum, r) => sum + r.guide.weight * Math.min(1, r.total / r.guide.met), 0);
}

// A red flag ends the claim when it is of the refusing kind, or when the criterion it undermines is
// not otherwise shown by the text (a cost target beside a stated technical unknown is only a doubt).
// A criterion shown in part stays a doubt when the rest of the claim is strong: the investigation
// met, and hypotheses and an advancement shown (a cost goal beside tested, measured work).
function decisiveFlags(results: CriterionResult[], flags: RedFlagFinding[]): RedFlagFinding[] {
  const strongRest =
    byId(results, "systematic_investigation").status === "MET" &&
    byId(results, "hypothesis").status !== "MISSING" &&
    byId(results, "advancement").status !== "MISSING";
  return flags.filter((f) => {
    const shown = byId(results, f.criterion).shown;
    return f.severity === "refuse" || shown === "MISSING" || (shown === "PARTIAL" && !strongRest);
  });
}

// Experiments shown in full, and what they found that was not expected or known: the unknown behind
// them may be there in other words ("ours turned brown in 3 weeks"), and routine work beside them (focus
// groups next to lab trials) leaves part of the claim standing.
function experimentalCore(results: CriterionResult[]): boolean {
  return byId(results, "systematic_investigation").status === "MET" && byId(results, "advancement").status === "MET";
}

// Excluded or routine work outweighs the claim: many signs of it, beside an unknown not shown in full or
// weaker than them.
function routineDominant(results: CriterionResult[], points: number): boolean {
  const unc = byId(results, "uncertainty");
  return points >= 3 && (unc.status !== "MET" || points > unc.total + byId(results, "systematic_investigation").total);
}

function decide({ results, exclusions, flags, wordCount, technicalTerms }: VerdictInput): Verdict {
  const unc = byId(results, "uncertainty");
  const sys = byId(results, "systematic_investigation");
  const points = exclusions.points;
  const substance = unc.total + sys.total + byId(results, "advancement").total;
  const signs = points + flags.length;

  if (wordCount < MIN_WORDS) return "INSUFFICIENT_INFORMATION";
  // Off-topic text (a recipe, a complaint) has no technical vocabulary and only stray cue words.
  if (signs === 0 && technicalTerms < 2 && substance < 6) return "INSUFFICIENT_INFORMATION";
  if (signs === 0 && results.every((r) => r.status === "MISSING")) return "INSUFFICIENT_INFORMATION";

  if (decisiveFlags(results, flags).length > 0) return "UNLIKELY_ELIGIBLE";
  if (routineDominant(results, points)) return "UNLIKELY_ELIGIBLE";
  // No technical unknown at all, and the investigation missing, any sign of routine work, or a sign from a
  // decided case: busy testing alone does not make up for the unknown (Northwest Hydraulic, question 1).
  if (unc.status === "MISSING" && !experimentalCore(results) && (sys.status === "MISSING" || points >= 1 || flags.length > 0)) return "UNLIKELY_ELIGIBLE";
  // No technical unknown and only a glimpse of the work, with nothing against the claim either: too
  // little to judge either way in a few lines; a project told at length that still shows neither is
  // work described, and none of it is the research the credit is for.
  if (signs === 0 && unc.status === "MISSING" && sys.status !== "MET") return wordCount >= DESCRIBED_WORDS ? "UNLIKELY_ELIGIBLE" : "INSUFFICIENT_INFORMATION";

  // Clearly met: all five criteria in full. "We didn't really keep notes other than the lab's reports"
  // leaves the records to be gathered, however strong the work.
  if (results.every((r) => r.status === "MET") && flags.length === 0 && points < 2) return "LIKELY_ELIGIBLE";
  return "POSSIBLY_ELIGIBLE";
}

// The criterion the answer turns on first. The claimant's plain admission of what the courts refused
// on comes first, then a decisive flag against the technical unknown, then an admission about one step
// of the method; then a missing unknown, without which nothing else matters; then any other decisive
// flag; then the first criterion, in the order of the five questions, that the text does not show. A
// likely claim turns on none; any other always names one.
export function decidingCriterion(verdict: Verdict, results: CriterionResult[], flags: RedFlagFinding[], exclusions: ExclusionSummary): CriterionId | null {
  if (verdict === "LIKELY_ELIGIBLE") return null;
  const decisive = decisiveFlags(results, flags).sort(
    (a, b) => a.precedence - b.precedence || CRITERION_ORDER.indexOf(a.criterion) - CRITERION_ORDER.indexOf(b.criterion),
  );
  const leading = decisive.find((f) => f.precedence <= 2);
  if (leading) return leading.criterion;
  if (byId(results, "uncertainty").shown === "MISSING") return "uncertainty";
  // Refused as excluded or routine work: what, if anything, went beyond it is the question.
  if (verdict === "UNLIKELY_ELIGIBLE" && decisive.length === 0 && routineDominant(results, exclusions.points)) return "uncertainty";
  if (decisive[0]) return decisive[0].criterion;
  const first = (status: CriterionResult["status"]) => CRITERION_ORDER.find((id) => byId(results, id).status === status) ?? null;
  // Every criterion shown, yet not likely: a doubt names its criterion; routine work beside the claim
  // leaves the question of what went beyond standard practice, which is the uncertainty.
  return first("MISSING") ?? first("PARTIAL") ?? flags[0]?.criterion ?? "uncertainty";
}

export function scoreAndVerdict(input: VerdictInput): { verdict: Verdict; score: number } {
  const verdict = decide(input);
  const penalty = Math.min(MAX_PENALTY, input.exclusions.points * PENALTY_PER_POINT);
  const [low, high] = SCORE_BANDS[verdict];
  const score = Math.round(Math.min(high, Math.max(low, rawScore(input.results) - penalty)));
  return { verdict, score };
}
