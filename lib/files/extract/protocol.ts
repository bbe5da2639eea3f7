// The messages between the server and an extraction worker (run-worker.ts ↔ worker.ts).
import type { TextFormat } from "./formats";
import type { ExtractionOutput, PipelineResult } from "./pipeline";
import type { ExtractionLimits } from "./types";

/** workerData: what the worker must load before it is ready. */
export interface WorkerSetup {
  format: TextFormat;
  limits: ExtractionLimits;
  output: ExtractionOutput;
}

/** The one message the server posts: the file's bytes, transferred. */
export interface WorkerRequest {
  data: Uint8Array;
}

/**
 * What the worker posts: first `ready` once its parsers are loaded (an error before it is ours: a
 * broken install), then one answer. `fault: "file"` carries an ExtractionError's message for the
 * user; `fault: "ours"` an error of our code, to log and retry.
 */
export type WorkerMessage =
  | { ready: true }
  | { ok: true; result: PipelineResult }
  | { ok: false; fault: "file"; message: string }
  | { ok: false; fault: "ours"; message: string; stack?: string };
