// Text extraction for indexing: turns an uploaded file into sections of text that keep their page
// or section, and splits those into chunks (and, for the in-app preview, a DOCX into sanitized HTML). Every format is read in a worker thread under
// ExtractionLimits (run-worker.ts); a file that breaks one fails with an ExtractionError whose
// message becomes the file's indexError. This module only decides the format, hands the bytes to
// the worker and returns its answer: nothing here parses the file.
import type { Chunk } from "./chunk";
import { formatOf, labelOf, type TextFormat } from "./formats";
import type { ExtractionOutput, PipelineResult } from "./pipeline";
import { runExtractionWorker, transferableBytes } from "./run-worker";
import { DEFAULT_LIMITS, Deadline, ExtractionError, type Extraction, type ExtractionLimits } from "./types";

export { chunkSections, type Chunk, type ChunkOptions } from "./chunk";
export { activeExtractionWorkers, workerBundlePath } from "./run-worker";
export { DEFAULT_LIMITS, ExtractionError, type ExtractedSection, type Extraction, type ExtractionLimits } from "./types";

export interface ExtractionInput {
  bytes: Uint8Array;
  contentType: string;
  filename: string;
}

export interface ExtractionOptions {
  // The caller gives up the bytes: they are moved to the worker rather than copied (a 50 MB copy
  // costs the main thread several milliseconds), and `input.bytes` is detached afterwards.
  handOver?: boolean;
}

function withLimits(partial: Partial<ExtractionLimits> | undefined): ExtractionLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(limits) as (keyof ExtractionLimits)[]) {
    const value = partial?.[key];
    if (typeof value === "number" && Number.isFinite(value) && value > 0) limits[key] = value;
  }
  return limits;
}

// undefined for images: they are kept for the reviewer but hold no text we can read without OCR.
function readableFormat(input: ExtractionInput): TextFormat | undefined {
  const format = formatOf(input.contentType, input.filename);
  if (!format) throw new ExtractionError(`Files of type ${input.contentType || "unknown"} cannot be indexed`);
  return format === "image" ? undefined : format;
}

function extract(format: TextFormat, input: ExtractionInput, partial: Partial<ExtractionLimits> | undefined, output: ExtractionOutput, options: ExtractionOptions): Promise<PipelineResult> {
  const limits = withLimits(partial);
  return runExtractionWorker({
    setup: { format, limits, output },
    data: transferableBytes(input.bytes, options.handOver === true),
    deadline: new Deadline(limits.timeoutMs, labelOf(format)),
  });
}

/** The file's text as normalised sections (read in a worker thread). */
export async function extractText(input: ExtractionInput, limits?: Partial<ExtractionLimits>, options: ExtractionOptions = {}): Promise<Extraction> {
  const format = readableFormat(input);
  if (!format) return { sections: [] };
  const result = await extract(format, input, limits, "sections", options);
  if (result.output !== "sections") throw new Error("The extraction worker answered chunks for a sections request");
  return result.truncated ? { sections: result.sections, truncated: true } : { sections: result.sections };
}

/** The file's text split into chunks for the full-text index (read and split in a worker thread). */
export async function extractChunks(
  input: ExtractionInput,
  limits?: Partial<ExtractionLimits>,
  options: ExtractionOptions = {},
): Promise<{ chunks: Chunk[]; truncated?: boolean }> {
  const format = readableFormat(input);
  if (!format) return { chunks: [] };
  const result = await extract(format, input, limits, "chunks", options);
  if (result.output !== "chunks") throw new Error("The extraction worker answered sections for a chunks request");
  return result.truncated ? { chunks: result.chunks, truncated: true } : { chunks: result.chunks };
}

export interface PreviewHtml {
  /** Sanitized HTML (lib/files/preview-html.ts): text structure and inline images only. */
  html: string;
  /** The document's HTML was cut at MAX_HTML_CHARS. */
  truncated?: boolean;
  /** Images left out: not PNG/JPEG/GIF, linked from outside, or past the image budgets. */
  imagesOmitted: number;
}

/** A DOCX as sanitized HTML for the in-app preview, rendered by mammoth in a worker thread. */
export async function extractHtml(input: ExtractionInput, limits?: Partial<ExtractionLimits>, options: ExtractionOptions = {}): Promise<PreviewHtml> {
  if (formatOf(input.contentType, input.filename) !== "docx") throw new ExtractionError("Only Word documents (.docx) can be previewed");
  const result = await extract("docx", input, limits, "html", options);
  if (result.output !== "html") throw new Error("The extraction worker answered text for an HTML request");
  const { html, truncated, imagesOmitted } = result;
  return truncated ? { html, truncated, imagesOmitted } : { html, imagesOmitted };
}
