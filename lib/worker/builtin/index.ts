import type { CodeHistory } from "@/lib/worker/codehost/types";
import type { LogbookOutput, PrecheckOutput, T661Output, TaskEnvelope } from "@/lib/worker/schemas";
import { runLogbook } from "./logbook";
import { runPrecheck } from "./precheck";
import { runT661 } from "./t661";

// The builtin engine: deterministic, offline heuristics over the user's own words (the worker contract: docs/worker.md).
// The caller adds status, engine and durationMs. No clock, no randomness: the same envelope always
// gives the same answer. The bound repository's history, when there is one, is read by the caller
// beforehand and handed in as data (lib/worker/codehost/); the engine never goes to the network.

export type BuiltinResult = { markdown: string; output: PrecheckOutput | T661Output | LogbookOutput };

export function runBuiltin(envelope: TaskEnvelope, code: CodeHistory | null = null): BuiltinResult {
  switch (envelope.type) {
    case "PRECHECK":
      return runPrecheck(envelope, code);
    case "T661":
      return runT661(envelope, code);
    case "LOGBOOK":
      return runLogbook(envelope, code);
  }
}
