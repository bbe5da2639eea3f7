import { formatBytes } from "@/lib/shared/limits";
import { decodeBudget } from "./decode-budget";
import { readPdfPages, type PdfReadResult } from "./pdf-read";
import { ExtractionError, type ExtractedSection, type ExtractionLimits } from "./types";

// PDFs are read by pdf.js inside the extraction worker, under its heap cap, its time limit and the
// decode budget: pdf.js inflates streams into buffers outside the heap, which the heap cap does
// not bound (a 1.5 MB file can hold a page that inflates to gigabytes).

export function decodeBudgetError(limits: ExtractionLimits): ExtractionError {
  return new ExtractionError(`The PDF's compressed content expands past ${formatBytes(limits.maxDecodedBytes, { iec: true })}`);
}

function toSections(result: PdfReadResult, limits: ExtractionLimits): { sections: ExtractedSection[]; truncated: boolean } {
  if (result.ok) return { sections: result.pages.map((text, i) => ({ text, page: i + 1 })), truncated: result.truncated };
  if (result.kind === "password") throw new ExtractionError("The PDF is password-protected");
  if (result.kind === "pages") {
    throw new ExtractionError(`The PDF has ${result.pageCount} pages; at most ${limits.maxPages} can be indexed`);
  }
  throw new ExtractionError(`The PDF could not be read: ${result.message}`);
}

export async function extractPdf(bytes: Buffer, limits: ExtractionLimits): Promise<{ sections: ExtractedSection[]; truncated: boolean }> {
  // Outside a worker (a unit test reading in-thread) there is no budget: nothing is counted.
  const budget = decodeBudget();
  const result = await readPdfPages(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    maxPages: limits.maxPages,
    maxTextChars: limits.maxTextChars,
    stop: () => budget?.exceeded === true,
  });
  // pdf.js survives many errors (a page whose stream fails reads as empty): whatever it answered,
  // a spent budget means the text is incomplete because of the file.
  if (budget?.exceeded) throw decodeBudgetError(limits);
  return toSections(result, limits);
}
