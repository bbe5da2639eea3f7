import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { ExtractionError, type Deadline } from "./types";

// pdf.js and mammoth parse whatever the file says, synchronously, in the thread that calls them: a
// crafted file can spin for minutes or allocate gigabytes. So each such file is read in its own
// worker thread, under a heap cap, and terminated at the time limit. One worker per file (no
// pool) keeps files isolated: a thread that parsed a hostile file is never reused. Starting one
// costs about a tenth of a second.

// The worker scripts are plain .mjs files in this folder, run from the source tree (README.md says
// why). They are found beside this module, through import.meta.url, which vitest and tsx give as
// this file's URL and Turbopack (next dev, next build) rewrites to this source file's URL too; else
// under the working directory, which is the app's root for `next start`.
const SOURCE_DIR = path.join("lib", "files", "extract");

export type WorkerScript = "pdf-worker.mjs" | "docx-worker.mjs";

export function workerScriptPath(file: WorkerScript): string {
  const candidates: string[] = [];
  try {
    // Not `new URL("./pdf-worker.mjs", import.meta.url)`: Turbopack turns that pattern into a hashed
    // copy under .next/server/assets whose URL Node cannot open (and, with a template literal, into
    // a copy of every file of the folder, resolving to the wrong one). Checked with Next 16.4.
    const here = new URL(import.meta.url);
    if (here.protocol === "file:") candidates.push(path.join(path.dirname(fileURLToPath(here)), file));
  } catch {
    // import.meta.url is not a URL we can resolve against: only the fallback remains.
  }
  candidates.push(path.join(process.cwd(), SOURCE_DIR, file));
  const found = candidates.find((p) => existsSync(p));
  // Not the file's fault, so not an ExtractionError: the caller should retry once deployed right.
  if (!found) throw new Error(`The extraction worker script is missing (looked for ${candidates.join(" and ")})`);
  return found;
}

let liveWorkers = 0;

// How many extraction workers run now: for health reporting, and so tests can check that a
// timed-out worker is really gone.
export function activeExtractionWorkers(): number {
  return liveWorkers;
}

export interface WorkerRun {
  script: WorkerScript;
  // Posted to the worker; `transfer` lists the buffers moved rather than copied.
  request: unknown;
  transfer: ArrayBuffer[];
  // The worker is terminated when it passes; deadline.what names the file in messages.
  deadline: Deadline;
  heapMb: number;
}

// Runs one request in a fresh worker and resolves with its one answer. The worker first posts
// { ready: true } once its parser is loaded: an error before that is ours (a broken install),
// an error after it was caused by the file.
export function runInWorker<T>(run: WorkerRun): Promise<T> {
  const worker = new Worker(workerScriptPath(run.script), {
    // The young generation is kept small so the cap on the old one bounds the whole heap.
    resourceLimits: { maxOldGenerationSizeMb: run.heapMb, maxYoungGenerationSizeMb: 32 },
    // The worker needs neither the server's flags (loaders, inspector) nor its secrets.
    execArgv: [],
    env: {},
  });
  liveWorkers += 1;
  worker.once("exit", () => {
    liveWorkers -= 1;
  });

  return new Promise<T>((resolve, reject) => {
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

    worker.on("message", (msg: T | { ready: true }) => {
      if (msg !== null && typeof msg === "object" && "ready" in msg) {
        ready = true;
        return;
      }
      finish(() => resolve(msg as T));
    });
    worker.once("error", (err: Error & { code?: string }) => {
      let error: Error = err;
      const what = run.deadline.what;
      if (err.code === "ERR_WORKER_OUT_OF_MEMORY") error = new ExtractionError(`The ${what} needs more memory to read than allowed`);
      else if (ready) error = new ExtractionError(`The ${what} could not be read: ${err.message}`, { cause: err });
      finish(() => reject(error));
    });
    worker.once("exit", (code) => finish(() => reject(new Error(`The extraction worker exited with code ${code} before answering`))));
    worker.postMessage(run.request, run.transfer);
  });
}

// A private copy of the file for the worker, transferred rather than cloned: the caller's Buffer
// may be a view into Node's shared pool, which must not be detached.
export function transferableCopy(bytes: Buffer): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(bytes.byteLength);
  data.set(bytes);
  return data;
}
