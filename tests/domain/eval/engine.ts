import { performance } from "node:perf_hooks";
import { runBuiltin } from "@/lib/worker/builtin";
import type { LogbookOutput, PrecheckOutput, T661Output, TaskEnvelope, TaskType } from "@/lib/worker/schemas";

// Calls the builtin engine exactly as the gateway does (runBuiltin on a task envelope), with no
// history, files or project description, so the score is the engine's on the case's words alone.

function envelope(type: TaskType, id: string, input: string): TaskEnvelope {
  return {
    taskId: `eval-${id}`,
    type,
    projectId: "eval",
    sessionId: "eval",
    userId: "eval",
    input,
    project: { name: id, fiscalYear: "2025", description: null },
    history: [],
    files: [],
    codehost: null,
  };
}

export interface Timed<T> {
  output: T;
  ms: number;
}

function timed<T>(type: TaskType, id: string, input: string): Timed<T> {
  const start = performance.now();
  const result = runBuiltin(envelope(type, id, input));
  const ms = performance.now() - start;
  // runBuiltin's union is narrowed by the task type we chose.
  return { output: result.output as T, ms };
}

export const runPrecheck = (id: string, input: string) => timed<PrecheckOutput>("PRECHECK", id, input);
export const runT661 = (id: string, input: string) => timed<T661Output>("T661", id, input);
export const runLogbook = (id: string, input: string) => timed<LogbookOutput>("LOGBOOK", id, input);
