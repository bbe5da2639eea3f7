// The whole reading of one file, in the thread that calls it: format reader, normalisation and
// (optionally) chunking. The extraction worker (worker.ts) runs it; nothing on the server's main
// thread should, since a reader runs synchronously for as long as the file makes it.
import { chunkSections } from "./chunk";
import { extractCsv } from "./csv";
import { extractDocx } from "./docx";
import { renderDocxHtml } from "./docx-html";
import type { TextFormat } from "./formats";
import { labelOf } from "./formats";
import { extractJson } from "./json";
import { finishSections } from "./normalize";
import { extractPdf } from "./pdf";
import { extractPptx } from "./pptx";
import { extractMarkdown, extractPlainText } from "./text";
import { Deadline, ExtractionError, type ExtractedSection, type Extraction, type ExtractionLimits } from "./types";
import { extractXlsx } from "./xlsx";

type Raw = { sections: ExtractedSection[]; truncated?: boolean };

async function read(format: TextFormat, bytes: Buffer, limits: ExtractionLimits): Promise<Raw> {
  const deadline = new Deadline(limits.timeoutMs, labelOf(format));
  switch (format) {
    case "pdf":
      return extractPdf(bytes, limits);
    case "docx":
      return { sections: await extractDocx(bytes, limits, deadline) };
    case "xlsx":
      return extractXlsx(bytes, limits, deadline);
    case "pptx":
      return extractPptx(bytes, limits, deadline);
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

/** The file's normalised sections (an ExtractionError when the file cannot be read). */
export async function readSections(format: TextFormat, bytes: Buffer, limits: ExtractionLimits): Promise<Extraction> {
  const raw = await read(format, bytes, limits);
  return finishSections(raw.sections, limits.maxTextChars, raw.truncated ?? false);
}

// "html": the sanitized HTML of a DOCX for the in-app preview (docx-html.ts), DOCX only.
export type ExtractionOutput = "sections" | "chunks" | "html";

export type PipelineResult =
  | { output: "sections"; sections: ExtractedSection[]; truncated?: boolean }
  | { output: "chunks"; chunks: ReturnType<typeof chunkSections>; truncated?: boolean }
  | { output: "html"; html: string; truncated?: boolean; imagesOmitted: number };

/** What the worker posts back: the sections, the chunks made from them, or a DOCX's preview HTML. */
export async function runPipeline(format: TextFormat, bytes: Buffer, limits: ExtractionLimits, output: ExtractionOutput): Promise<PipelineResult> {
  if (output === "html") {
    if (format !== "docx") throw new ExtractionError("Only Word documents (.docx) can be previewed");
    return { output, ...(await renderDocxHtml(bytes, limits, new Deadline(limits.timeoutMs, labelOf(format)))) };
  }
  const { sections, truncated } = await readSections(format, bytes, limits);
  const flag = truncated ? { truncated } : {};
  if (output === "sections") return { output, sections, ...flag };
  return { output, chunks: chunkSections(sections), ...flag };
}
