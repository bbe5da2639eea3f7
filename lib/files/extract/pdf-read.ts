// Reads a PDF's text with pdf.js (through unpdf). Runs inside the extraction worker (worker.ts),
// which installs the decode budget (decode-budget.ts) before this module first loads pdf.js.

// isEvalSupported: false keeps pdf.js from compiling PostScript functions from the file with
// `new Function` (CVE-2024-4367 was an injection there); unpdf defaults to it, we pass it anyway so
// a change of defaults cannot turn it on. verbosity 0 (errors only) keeps pdf.js's warnings about
// odd files out of the server's logs.
export const PDF_OPTIONS = Object.freeze({ isEvalSupported: false, verbosity: 0 } as const);

export type PdfReadResult =
  | { ok: true; pages: string[]; truncated: boolean }
  | { ok: false; kind: "password" | "invalid"; message: string }
  | { ok: false; kind: "pages"; pageCount: number };

export interface PdfReadOptions {
  maxPages: number;
  maxTextChars: number;
  // Checked between pages: true stops the reading (the decode budget ran out).
  stop?: () => boolean;
}

// unpdf loads pdf.js lazily, and so does this module: the worker loads it only for a PDF, after the
// decode budget is in place; a broken install fails here, before the file is looked at.
export async function loadPdfJs(): Promise<void> {
  const { getResolvedPDFJS } = await import("unpdf");
  await getResolvedPDFJS();
}

function failure(err: unknown): PdfReadResult {
  const name = err && typeof err === "object" && "name" in err ? String(err.name) : "";
  const message = err instanceof Error ? err.message : String(err);
  if (name === "PasswordException") return { ok: false, kind: "password", message };
  return { ok: false, kind: "invalid", message };
}

// The text of each page, in order, up to maxPages pages and about maxTextChars characters.
export async function readPdfPages(data: Uint8Array, { maxPages, maxTextChars, stop }: PdfReadOptions): Promise<PdfReadResult> {
  const { getDocumentProxy } = await import("unpdf");
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(data, { ...PDF_OPTIONS });
  } catch (err) {
    return failure(err);
  }
  try {
    if (pdf.numPages > maxPages) return { ok: false, kind: "pages", pageCount: pdf.numPages };
    const pages: string[] = [];
    let chars = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      if (stop?.()) return { ok: true, pages, truncated: true };
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
      }
      page.cleanup();
      pages.push(text);
      chars += text.length;
      if (chars >= maxTextChars) return { ok: true, pages, truncated: n < pdf.numPages };
    }
    return { ok: true, pages, truncated: false };
  } catch (err) {
    return failure(err);
  } finally {
    await pdf.destroy();
  }
}
