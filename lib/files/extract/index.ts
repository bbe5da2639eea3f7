// Text extraction for indexing: turns an uploaded file into sections of text that keep their page
// or section, and splits those into chunks. Every format runs under ExtractionLimits; a file that
// breaks one fails with an ExtractionError whose message becomes the file's indexError.
import { extractCsv } from "./csv";
import { extractDocx } from "./docx";
import { extractJson } from "./json";
import { finishSections } from "./normalize";
import { extractPdf } from "./pdf";
import { extractPptx } from "./pptx";
import { extractMarkdown, extractPlainText } from "./text";
import { DEFAULT_LIMITS, Deadline, ExtractionError, type ExtractedSection, type Extraction, type ExtractionLimits } from "./types";
import { extractXlsx } from "./xlsx";

export { chunkSections, type Chunk, type ChunkOptions } from "./chunk";
export { activeExtractionWorkers, workerScriptPath } from "./run-worker";
export { DEFAULT_LIMITS, ExtractionError, type ExtractedSection, type Extraction, type ExtractionLimits } from "./types";

type Format = "pdf" | "docx" | "xlsx" | "pptx" | "txt" | "md" | "csv" | "json" | "image";

const BY_CONTENT_TYPE: Record<string, Format> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "text/plain": "txt",
  "text/markdown": "md",
  "text/x-markdown": "md",
  "text/csv": "csv",
  "application/json": "json",
  "image/png": "image",
  "image/jpeg": "image",
};

const BY_EXTENSION: Record<string, Format> = {
  pdf: "pdf",
  docx: "docx",
  xlsx: "xlsx",
  pptx: "pptx",
  txt: "txt",
  md: "md",
  markdown: "md",
  csv: "csv",
  json: "json",
  png: "image",
  jpg: "image",
  jpeg: "image",
};

// The declared type decides; the file name only helps when a browser sent a generic type
// (application/octet-stream, or text/plain for a .md or .csv).
function formatOf(contentType: string, filename: string): Format | undefined {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const byExt = ext ? BY_EXTENSION[ext] : undefined;
  const byType = BY_CONTENT_TYPE[type];
  if (byType === "txt" && (byExt === "md" || byExt === "csv")) return byExt;
  return byType ?? (type === "application/octet-stream" || type === "" ? byExt : undefined);
}

function withLimits(partial: Partial<ExtractionLimits> | undefined): ExtractionLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(limits) as (keyof ExtractionLimits)[]) {
    const value = partial?.[key];
    if (typeof value === "number" && Number.isFinite(value) && value > 0) limits[key] = value;
  }
  return limits;
}

// XLSX and PPTX are read on the main thread, in steps that check the deadline; this bounds the
// caller's wait even if one step (a huge XML element) is slow.
async function racing<T>(work: Promise<T>, deadline: Deadline): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(deadline.error()), deadline.remaining());
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type Raw = { sections: ExtractedSection[]; truncated?: boolean };

async function read(format: Exclude<Format, "image">, bytes: Buffer, limits: ExtractionLimits): Promise<Raw> {
  const deadline = new Deadline(limits.timeoutMs, format === "pdf" ? "PDF" : "document");
  switch (format) {
    case "pdf":
      // The worker that parses it is terminated at the deadline.
      return extractPdf(bytes, limits, deadline);
    case "docx":
      // The archive checks stop at the deadline; the worker that parses it is terminated at it.
      return { sections: await extractDocx(bytes, limits, deadline) };
    case "xlsx":
      return racing(extractXlsx(bytes, limits, deadline), deadline);
    case "pptx":
      return racing(extractPptx(bytes, limits, deadline), deadline);
    case "csv":
      return extractCsv(bytes, limits, deadline);
    case "json":
      return extractJson(bytes, limits);
    case "md":
      return { sections: extractMarkdown(bytes) };
    case "txt":
      return { sections: extractPlainText(bytes) };
  }
}

export async function extractText(
  input: { bytes: Buffer; contentType: string; filename: string },
  limits?: Partial<ExtractionLimits>,
): Promise<Extraction> {
  const format = formatOf(input.contentType, input.filename);
  if (!format) throw new ExtractionError(`Files of type ${input.contentType || "unknown"} cannot be indexed`);
  // Images are kept for the reviewer but hold no text we can read without OCR.
  if (format === "image") return { sections: [] };
  const effective = withLimits(limits);
  const raw = await read(format, input.bytes, effective);
  return finishSections(raw.sections, effective.maxTextChars, raw.truncated ?? false);
}
