import type { LogbookOutput, PrecheckOutput, T661Output, TaskEnvelope } from "@/lib/worker/schemas";
import { runLogbook } from "./logbook";
import { runPrecheck } from "./precheck";
import { runT661 } from "./t661";

// The builtin engine: deterministic, offline heuristics over the user's own words (the worker contract: docs/worker.md).
// The caller adds status, engine and durationMs. No clock, no randomness: the same envelope always
// gives the same answer.

export type BuiltinResult = { markdown: string; output: PrecheckOutput | T661Output | LogbookOutput };

export function runBuiltin(envelope: TaskEnvelope): BuiltinResult {
  switch (envelope.type) {
    case "PRECHECK":
      return runPrecheck(envelope);
    case "T661":
      return runT661(envelope);
    case "LOGBOOK":
      return runLogbook(envelope);
  }
}
