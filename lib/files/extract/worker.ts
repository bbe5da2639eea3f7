// The extraction worker: one fresh thread per file (run-worker.ts starts it) reads the whole file
// (format reader, normalisation, chunking) and posts back the result, so no parser ever runs on
// the server's main thread. Bundled by scripts/build-extract-worker.mjs into
// .build/extract-worker.mjs, with npm packages left as imports from node_modules.
import { isMainThread, parentPort, workerData, type MessagePort } from "node:worker_threads";
import { loadPreviewSanitizer } from "../preview-html";
import { loadCsvParser } from "./csv";
import { installDecodeBudget } from "./decode-budget";
import { loadMammoth } from "./docx-read";
import type { TextFormat } from "./formats";
import { loadPdfJs } from "./pdf-read";
import { runPipeline } from "./pipeline";
import type { WorkerMessage, WorkerRequest, WorkerSetup } from "./protocol";
import { ExtractionError } from "./types";
import { loadXmlParser } from "./xml";
import { loadZipReader } from "./zip";

// The packages each format reads with, loaded before the worker says it is ready. Only the file's:
// each costs the thread tens of milliseconds.
const PACKAGES: Record<TextFormat, (() => Promise<unknown>)[]> = {
  pdf: [loadPdfJs],
  docx: [loadZipReader, loadMammoth],
  xlsx: [loadZipReader, loadXmlParser],
  pptx: [loadZipReader, loadXmlParser],
  csv: [loadCsvParser],
  json: [],
  md: [],
  txt: [],
};

async function answer(setup: WorkerSetup, { data }: WorkerRequest): Promise<WorkerMessage> {
  try {
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return { ok: true, result: await runPipeline(setup.format, bytes, setup.limits, setup.output) };
  } catch (err) {
    if (err instanceof ExtractionError) return { ok: false, fault: "file", message: err.message };
    const error = err instanceof Error ? err : new Error(String(err));
    return { ok: false, fault: "ours", message: error.message, ...(error.stack && { stack: error.stack }) };
  }
}

async function serve(port: MessagePort, setup: WorkerSetup): Promise<void> {
  // Before pdf.js is loaded, so that every buffer it allocates is counted.
  if (setup.format === "pdf") installDecodeBudget(setup.limits.maxDecodedBytes);
  for (const load of PACKAGES[setup.format]) await load();
  if (setup.output === "html") await loadPreviewSanitizer();
  port.once("message", (request: WorkerRequest) => {
    void answer(setup, request).then((reply) => port.postMessage(reply));
  });
  // The parsers are loaded: from here on, a crash is the file's doing (see run-worker.ts).
  port.postMessage({ ready: true } satisfies WorkerMessage);
}

if (!isMainThread && parentPort) await serve(parentPort, workerData as WorkerSetup);
