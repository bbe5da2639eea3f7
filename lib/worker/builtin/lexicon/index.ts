import { ADVANCEMENT_CUES } from "./advancement";
import { DOCUMENTATION_CUES } from "./documentation";
import { HYPOTHESIS_CUES } from "./hypothesis";
import { SYSTEMATIC_CUES } from "./systematic";
import { compileCues, type CompiledCues } from "./compile";
import type { Cue, CriterionId } from "./types";
import { UNCERTAINTY_CUES } from "./uncertainty";

export type { Cue, CriterionId } from "./types";

export const CRITERION_ORDER: readonly CriterionId[] = [
  "uncertainty",
  "hypothesis",
  "systematic_investigation",
  "advancement",
  "documentation",
];

export const CRITERION_CUES: Record<CriterionId, Cue[]> = {
  uncertainty: UNCERTAINTY_CUES,
  hypothesis: HYPOTHESIS_CUES,
  systematic_investigation: SYSTEMATIC_CUES,
  advancement: ADVANCEMENT_CUES,
  documentation: DOCUMENTATION_CUES,
};

export const COMPILED_CRITERION_CUES: Record<CriterionId, CompiledCues<Cue>> = {
  uncertainty: compileCues(UNCERTAINTY_CUES),
  hypothesis: compileCues(HYPOTHESIS_CUES),
  systematic_investigation: compileCues(SYSTEMATIC_CUES),
  advancement: compileCues(ADVANCEMENT_CUES),
  documentation: compileCues(DOCUMENTATION_CUES),
};
