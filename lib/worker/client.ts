import { config } from "@/lib/config";
import { getSecrets } from "@/lib/secrets";
import { OUTPUT_SCHEMAS, taskResultSchema, type TaskEnvelope, type TaskResult } from "./schemas";

export class WorkerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WorkerError";
  }
}

/**
 * Sends a task to the worker over HTTP (the app's own gateway by default, or WORKER_URL) and
 * returns its result. A timeout, a non-200 answer, a failed task or a malformed result throws
 * WorkerError.
 */
export async function callWorker(envelope: TaskEnvelope): Promise<TaskResult> {
  let res: Response;
  try {
    res = await fetch(`${config.worker.url}/api/v1/task/process`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-internal-token": getSecrets().internalToken },
      body: JSON.stringify(envelope),
      signal: AbortSignal.timeout(config.worker.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === "TimeoutError";
    throw new WorkerError(timedOut ? "The worker did not answer in time" : "The worker could not be reached", {
      cause: err,
    });
  }
  if (res.status !== 200) throw new WorkerError(`The worker answered HTTP ${res.status}`);
  const parsed = taskResultSchema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new WorkerError("The worker's answer was malformed");
  const result = parsed.data;
  if (result.status !== "succeeded") throw new WorkerError(result.markdown || "The worker failed the task");
  if (result.type !== envelope.type || !OUTPUT_SCHEMAS[result.type].safeParse(result.output).success) {
    throw new WorkerError("The worker's output did not match the task type");
  }
  return result;
}
