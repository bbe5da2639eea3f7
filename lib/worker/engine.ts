import { config } from "@/lib/config";
import { runBuiltin } from "./builtin";
import { codeHistoryFor } from "./codehost";
import { runLlm } from "./llm-engine";
import type { TaskEnvelope, TaskResult } from "./schemas";

export const engineName = () => config.worker.llm?.model ?? "builtin";

/** Runs a task on the configured engine. An engine failure is a `failed` result, never a throw. */
export async function runTask(envelope: TaskEnvelope): Promise<TaskResult> {
  const started = performance.now();
  const llm = config.worker.llm;
  const engine = engineName();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    // The builtin engine is offline: the bound repository's history is read first and handed to it.
    const { markdown, output } = llm ? await runLlm(envelope, llm) : runBuiltin(envelope, await codeHistoryFor(envelope));
    return { status: "succeeded", type: envelope.type, engine, markdown, output, durationMs: elapsed() };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return {
      status: "failed",
      type: envelope.type,
      engine,
      markdown: `The ${engine} engine could not complete this task: ${reason}`,
      output: null,
      durationMs: elapsed(),
    };
  }
}
