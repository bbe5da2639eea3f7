import { isHypothesis, PREDICTED } from "../lexicon/logbook-cues";

// An entry's stated aim, goal or target, read apart from its work and results.

// "if FFA > 2% …", "once the bed is dry …": a condition that a prediction follows.
export const CONDITION_START = /^(?:if|once|when)\s/i;

// "Goal: friction force < 20 g after 10 cycles": the target the work is measured against, neither
// the work nor what came of it; "Aim: see if a lower temperature improves the yield" asks the
// question the row tests.
const GOAL_LABELS = new Set(["goal", "aim", "objective", "target"]);
const ASKS = /^(?:to )?(?:see|test|check|find out|determine|confirm|learn)\s(?:if|whether)\s/i;

// "Aim: catalyst reuse.", "Aim: scale-up to 1 kg", "Aim: measure acid value of the UCO batch": an aim
// with no bound to meet names the work the entry then describes; "Goal: friction force < 20 g" is a
// target the work is measured against.
const AIM_WORDS = 8;
const BOUND = /[<>≤≥]|\b(?:under|below|above|over|less than|more than|at least|at most|within|no more than)\s/i;

export function namesWork(text: string): boolean {
  return text.split(/\s+/).length <= AIM_WORDS && !BOUND.test(text);
}

// "…; if FFA > 2% a pre-esterification step should lift yield above 90%": a prediction in the aim.
export function asksOrPredicts(text: string): boolean {
  return ASKS.test(text) || (CONDITION_START.test(text) && (PREDICTED.test(text) || isHypothesis(text)));
}

export function goalOf(word: string, text: string): "target" | "hypothesis" | null {
  // "Purpose: check whether thiosulfate avoids the preg-robbing": the question the request tests; a
  // purpose otherwise frames the work.
  if (word === "purpose") return ASKS.test(text) ? "hypothesis" : null;
  if (!GOAL_LABELS.has(word)) return null;
  return ASKS.test(text) ? "hypothesis" : "target";
}
