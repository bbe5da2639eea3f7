import type { VERDICTS } from "@/lib/worker/schemas";
import type { ExclusionSummary } from "../exclusions";
import type { CriterionResult } from "./evaluate";

export type Verdict = (typeof VERDICTS)[number];

// Score bands keep the number consistent with the verdict: a LIKELY claim never scores below a
// POSSIBLY one.
const BANDS: Record<Verdict, [number, number]> = {
  LIKELY_ELIGIBLE: [70, 100],
  POSSIBLY_ELIGIBLE: [40, 69],
  UNLIKELY_ELIGIBLE: [5, 39],
  INSUFFICIENT_INFORMATION: [0, 20],
};

const MIN_WORDS = 20;
const PENALTY_PER_POINT = 6;
const MAX_PENALTY = 36;

export interface VerdictInput {
  results: CriterionResult[];
  exclusions: ExclusionSummary;
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

function decide({ results, exclusions, wordCount, technicalTerms }: VerdictInput): Verdict {
  const unc = byId(results, "uncertainty");
  const sys = byId(results, "systematic_investigation");
  const hyp = byId(results, "hypothesis");
  const adv = byId(results, "advancement");
  const doc = byId(results, "documentation");
  const points = exclusions.points;
  const substance = unc.total + sys.total + adv.total;

  if (wordCount < MIN_WORDS) return "INSUFFICIENT_INFORMATION";
  // Off-topic text (a recipe, a complaint) has no technical vocabulary and only stray cue words.
  if (points === 0 && technicalTerms < 2 && substance < 6) return "INSUFFICIENT_INFORMATION";
  if (points === 0 && results.every((r) => r.status === "MISSING")) return "INSUFFICIENT_INFORMATION";

  const routineDominant = points >= 3 && (unc.status !== "MET" || points > unc.total + sys.total);
  if (routineDominant) return "UNLIKELY_ELIGIBLE";
  if (unc.status === "MISSING" && (sys.status === "MISSING" || points >= 2)) return "UNLIKELY_ELIGIBLE";

  const core = unc.status === "MET" && sys.status === "MET";
  const support = hyp.status !== "MISSING" || adv.status !== "MISSING";
  if (core && support && doc.status !== "MISSING" && points < 3) return "LIKELY_ELIGIBLE";
  return "POSSIBLY_ELIGIBLE";
}

export function scoreAndVerdict(input: VerdictInput): { verdict: Verdict; score: number } {
  const verdict = decide(input);
  const penalty = Math.min(MAX_PENALTY, input.exclusions.points * PENALTY_PER_POINT);
  const [low, high] = BANDS[verdict];
  const score = Math.round(Math.min(high, Math.max(low, rawScore(input.results) - penalty)));
  return { verdict, score };
}
