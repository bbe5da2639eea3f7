import type { PdfWorkerRequest, PdfWorkerResult } from "./pdf-worker.mjs";
import { runInWorker, transferableCopy } from "./run-worker";
import { ExtractionError, type Deadline, type ExtractedSection, type ExtractionLimits } from "./types";

// PDFs are read by pdf.js in a worker thread (run-worker.ts says why). Old generation is where
// pdf.js keeps fonts, streams and text; the file itself is an ArrayBuffer outside it. 256 MB
// reads any sane document.
const PDF_HEAP_MB = 256;

function toSections(result: PdfWorkerResult, limits: ExtractionLimits): { sections: ExtractedSection[]; truncated: boolean } {
  if (result.ok) return { sections: result.pages.map((text, i) => ({ text, page: i + 1 })), truncated: result.truncated };
  if (result.kind === "password") throw new ExtractionError("The PDF is password-protected");
  if (result.kind === "pages") {
    throw new ExtractionError(`The PDF has ${result.pageCount} pages; at most ${limits.maxPages} can be indexed`);
  }
  throw new ExtractionError(`The PDF could not be read: ${result.message}`);
}

export async function extractPdf(
  bytes: Buffer,
  limits: ExtractionLimits,
  deadline: Deadline,
): Promise<{ sections: ExtractedSection[]; truncated: boolean }> {
  const data = transferableCopy(bytes);
  const request: PdfWorkerRequest = { data, maxPages: limits.maxPages, maxTextChars: limits.maxTextChars };
  const result = await runInWorker<PdfWorkerResult>({
    script: "pdf-worker.mjs",
    request,
    transfer: [data.buffer],
    deadline,
    heapMb: PDF_HEAP_MB,
  });
  return toSections(result, limits);
}
