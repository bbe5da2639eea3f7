import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PipelineResult } from "./pipeline";
import type { WorkerMessage, WorkerRequest, WorkerSetup } from "./protocol";
import { ExtractionError, type Deadline } from "./types";

// Every file is read in its own worker thread (worker.ts), whatever its format: parsers run
// synchronously for as long as the file makes them (a nested JSON, a huge text, a crafted PDF), and
// on the main thread that would stall every request of the server. The worker runs under a heap cap
// and is terminated at the time limit. One worker per file (no pool) keeps files isolated: a thread
// that parsed a hostile file is never reused. Starting one costs a few tens of milliseconds, plus
// loading pdf.js or mammoth for those formats.

// The worker is the bundle that scripts/build-extract-worker.mjs writes from worker.ts (npm run
// build, predev, and vitest's global setup run it). It is found under the app's root, from this
// module's URL (vitest, tsx, and Turbopack in next dev and next build all give the source file's
// URL) or from the working directory, which is the app's root for `npm start`.
const BUNDLE = path.join(".build", "extract-worker.mjs");

export function workerBundlePath(): string {
  const candidates: string[] = [];
  try {
    // Not `new URL("../../../.build/extract-worker.mjs", import.meta.url)`: Turbopack rewrites that
    // pattern into a hashed asset under .next/server whose URL Node cannot open.
    const here = new URL(import.meta.url);
    if (here.protocol === "file:") candidates.push(path.resolve(path.dirname(fileURLToPath(here)), "..", "..", "..", BUNDLE));
  } catch {
    // import.meta.url is not a URL we can resolve against: only the fallback remains.
  }
  candidates.push(path.join(/*turbopackIgnore: true*/ process.cwd(), BUNDLE));
  const found = candidates.find((p) => existsSync(p));
  // Not the file's fault, so not an ExtractionError: the caller retries once deployed right.
  if (!found) throw new Error(`The extraction worker is missing (looked for ${candidates.join(" and ")}): run \`npm run build\``);
  return found;
}

let liveWorkers = 0;

// How many extraction workers run now: for health reporting, and so tests can check that a
// timed-out worker is really gone.
export function activeExtractionWorkers(): number {
  return liveWorkers;
}

// Heap caps. pdf.js keeps fonts, streams and text in the old generation (the file itself is an
// ArrayBuffer outside it, and decoded streams are bounded by the decode budget): 256 MB reads any
// sane document. mammoth's DOM takes several times the XML (12 MB of XML reads within 128 MB of
// heap, 60 MB needs over 256), and JSON.parse's tree several times the file: 512 MB.
const HEAP_MB = { pdf: 256, other: 512 } as const;

export interface WorkerRun {
  setup: WorkerSetup;
  // The file's bytes, transferred to the worker (the caller's view of them is detached).
  data: Uint8Array<ArrayBuffer>;
  // The worker is terminated when it passes; deadline.what names the file in messages.
  deadline: Deadline;
}

// Runs one file in a fresh worker and resolves with its answer. The worker first posts
// { ready: true } once its parsers are loaded: an error before that is ours (a broken install),
// an error after it was caused by the file.
export function runExtractionWorker(run: WorkerRun): Promise<PipelineResult> {
  const heapMb = run.setup.format === "pdf" ? HEAP_MB.pdf : HEAP_MB.other;
  const worker = new Worker(workerBundlePath(), {
    workerData: run.setup,
    // The young generation is kept small so the cap on the old one bounds the whole heap.
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
    // The worker needs neither the server's flags (loaders, inspector) nor its secrets.
    execArgv: [],
    env: {},
  });
  liveWorkers += 1;
  worker.once("exit", () => {
    liveWorkers -= 1;
  });

  return new Promise<PipelineResult>((resolve, reject) => {
    let settled = false;
    let ready = false;
    // Every outcome ends the worker first, so when the promise settles no thread is left running.
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().finally(settle);
    };
    const timer = setTimeout(() => finish(() => reject(run.deadline.error())), run.deadline.remaining());

    worker.on("message", (msg: WorkerMessage) => {
      if ("ready" in msg) {
        ready = true;
        return;
      }
      if (msg.ok) finish(() => resolve(msg.result));
      else if (msg.fault === "file") finish(() => reject(new ExtractionError(msg.message)));
      else {
        const error = new Error(`The extraction worker failed: ${msg.message}`);
        if (msg.stack) error.stack = msg.stack;
        finish(() => reject(error));
      }
    });
    worker.once("error", (err: Error & { code?: string }) => {
      let error: Error = err;
      const what = run.deadline.what;
      if (err.code === "ERR_WORKER_OUT_OF_MEMORY") error = new ExtractionError(`The ${what} needs more memory to read than allowed`);
      else if (ready) error = new ExtractionError(`The ${what} could not be read: ${err.message}`, { cause: err });
      finish(() => reject(error));
    });
    worker.once("exit", (code) => finish(() => reject(new Error(`The extraction worker exited with code ${code} before answering`))));
    const request: WorkerRequest = { data: run.data };
    worker.postMessage(request, [run.data.buffer]);
  });
}

// The bytes for the worker, as a buffer that can be transferred. A Buffer may be a view into
// Node's shared pool (small ones are), which must never be detached: it is copied unless the
// caller hands it over and it owns its whole ArrayBuffer.
export function transferableBytes(bytes: Uint8Array, handOver: boolean): Uint8Array<ArrayBuffer> {
  const buffer = bytes.buffer;
  if (handOver && buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) {
    return new Uint8Array(buffer);
  }
  const data = new Uint8Array(bytes.byteLength);
  data.set(bytes);
  return data;
}
