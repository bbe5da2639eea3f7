import { performance } from "node:perf_hooks";
import { runBuiltin } from "@/lib/worker/builtin";
import { runLlm, type LlmSettings } from "@/lib/worker/llm-engine";
import {
  OUTPUT_SCHEMAS,
  type LogbookOutput,
  type PrecheckOutput,
  type T661Output,
  type TaskEnvelope,
  type TaskType,
} from "@/lib/worker/schemas";

// The engines the eval can measure, each called exactly as the gateway calls it (a task envelope with
// no history, files or project description), so the score is the engine's on the case's words alone.

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

// A run either answered (output) or failed (error); a failed run is scored wrong, never skipped.
export type Run<T> = { output: T; ms: number; error?: undefined } | { error: string; ms: number; output?: undefined };

export interface EvalEngine {
  name: string;
  // Runs at once: 1 for the builtin engine (its time per case is a goal), more for a remote model.
  concurrency: number;
  precheck(id: string, input: string): Promise<Run<PrecheckOutput>>;
  t661(id: string, input: string): Promise<Run<T661Output>>;
  logbook(id: string, input: string): Promise<Run<LogbookOutput>>;
}

function builtinRun<T>(type: TaskType, id: string, input: string): Promise<Run<T>> {
  const start = performance.now();
  const result = runBuiltin(envelope(type, id, input));
  const ms = performance.now() - start;
  // runBuiltin's union is narrowed by the task type we chose.
  return Promise.resolve({ output: result.output as T, ms });
}

export const builtinEngine: EvalEngine = {
  name: "builtin",
  concurrency: 1,
  precheck: (id, input) => builtinRun("PRECHECK", id, input),
  t661: (id, input) => builtinRun("T661", id, input),
  logbook: (id, input) => builtinRun("LOGBOOK", id, input),
};

async function llmRun<T>(llm: LlmSettings, type: TaskType, id: string, input: string): Promise<Run<T>> {
  const start = performance.now();
  try {
    const { output } = await runLlm(envelope(type, id, input), llm);
    // The schema's defaults (decidingCriterion, redFlags) fill what the model left out, as in the app.
    return { output: OUTPUT_SCHEMAS[type].parse(output) as T, ms: performance.now() - start };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err), ms: performance.now() - start };
  }
}

// The OpenAI-compatible engine the app uses when LLM_BASE_URL and LLM_MODEL are set.
export function llmEngine(llm: LlmSettings, concurrency: number): EvalEngine {
  return {
    name: llm.model,
    concurrency,
    precheck: (id, input) => llmRun(llm, "PRECHECK", id, input),
    t661: (id, input) => llmRun(llm, "T661", id, input),
    logbook: (id, input) => llmRun(llm, "LOGBOOK", id, input),
  };
}

// Maps items through fn with at most `limit` calls pending, keeping the input order.
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return out;
}
