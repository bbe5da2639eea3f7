import { CRITERIA_IDS, VERDICTS, type PrecheckOutput } from "@/lib/worker/schemas";
import type { ScreeningCase } from "./schema";

// Scores one screening case: the verdict, and for refused claims the criterion the case turned on.

export type CriterionId = (typeof CRITERIA_IDS)[number];
export type Verdict = (typeof VERDICTS)[number];

// "field": the engine's own `decidingCriterion`; "first-missing": the fallback for engines without it.
export type DecidingRule = "field" | "first-missing";

export interface ScreeningScore {
  id: string;
  split: ScreeningCase["split"];
  outcome: ScreeningCase["expected"]["outcome"];
  expectedVerdicts: Verdict[];
  // null when the engine gave no answer (error says why).
  verdict: Verdict | null;
  error?: string;
  verdictRight: boolean;
  expectedCriterion: CriterionId | null;
  deciding: CriterionId | null;
  decidingRule: DecidingRule;
  // All five criteria MISSING or PARTIAL: the result does not say which one the case turned on.
  allWeak: boolean;
  // Counted toward the goal: a refused case with a criterion to name, named, without all five weak.
  criterionScored: boolean;
  criterionRight: boolean;
  // The named criterion is the case's, whatever the statuses: shown beside the goal's figure so a
  // miss can be told apart (wrong criterion, or right one with nothing met).
  criterionMatches: boolean;
  // Criteria whose status is the one the case expects, of those it gives (0 of 0 without expectedStatuses).
  statusesRight: number;
  statusesExpected: number;
  ms: number;
}

function isCriterion(value: unknown): value is CriterionId {
  return typeof value === "string" && (CRITERIA_IDS as readonly string[]).includes(value);
}

// Reads `decidingCriterion` when the engine sets it (an added field, allowed by the contract);
// otherwise the first MISSING criterion, unless all five are weak, since then nothing is singled out.
export function decidingCriterion(output: PrecheckOutput): { criterion: CriterionId | null; rule: DecidingRule } {
  const field: unknown = (output as PrecheckOutput & { decidingCriterion?: unknown }).decidingCriterion;
  if (field !== undefined) return { criterion: isCriterion(field) ? field : null, rule: "field" };
  if (allWeak(output)) return { criterion: null, rule: "first-missing" };
  const missing = output.criteria.find((c) => c.status === "MISSING");
  return { criterion: missing ? missing.id : null, rule: "first-missing" };
}

export function allWeak(output: PrecheckOutput): boolean {
  return output.criteria.every((c) => c.status !== "MET");
}

function statusesRight(c: ScreeningCase, output: PrecheckOutput): number {
  const expected: Partial<Record<CriterionId, string>> = c.expectedStatuses ?? {};
  return output.criteria.filter((x) => expected[x.id] === x.status).length;
}

// What the score takes from the case alone, whatever the engine answered.
function fromCase(c: ScreeningCase) {
  return {
    id: c.id,
    split: c.split,
    outcome: c.expected.outcome,
    expectedVerdicts: c.expected.verdicts,
    expectedCriterion: c.expected.decidingCriterion,
    criterionScored: c.expected.outcome === "NOT_ELIGIBLE" && c.expected.decidingCriterion !== null,
    statusesExpected: Object.keys(c.expectedStatuses ?? {}).length,
  };
}

export function scoreScreening(c: ScreeningCase, output: PrecheckOutput, ms: number): ScreeningScore {
  const { criterion, rule } = decidingCriterion(output);
  const weak = allWeak(output);
  const base = fromCase(c);
  return {
    ...base,
    verdict: output.verdict,
    verdictRight: c.expected.verdicts.includes(output.verdict),
    deciding: criterion,
    decidingRule: rule,
    allWeak: weak,
    criterionRight: base.criterionScored && !weak && criterion === c.expected.decidingCriterion,
    criterionMatches: base.criterionScored && criterion === c.expected.decidingCriterion,
    statusesRight: statusesRight(c, output),
    ms,
  };
}

// A run that gave no answer: wrong on every count, and kept in the figures so failures cannot raise them.
export function failedScreening(c: ScreeningCase, error: string, ms: number): ScreeningScore {
  return {
    ...fromCase(c),
    verdict: null,
    error,
    verdictRight: false,
    deciding: null,
    decidingRule: "field",
    allWeak: false,
    criterionRight: false,
    criterionMatches: false,
    statusesRight: 0,
    ms,
  };
}
