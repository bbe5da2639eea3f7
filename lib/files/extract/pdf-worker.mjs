// Reads a PDF's text with pdf.js (through unpdf) in a worker thread; pdf.ts starts it, one per file.
// Plain ESM JavaScript, not TypeScript, so it runs as is under Node, tsx, vitest and `next start`
// without a build step, and imports unpdf from node_modules at run time.
import { isMainThread, parentPort } from "node:worker_threads";
import { getDocumentProxy, getResolvedPDFJS } from "unpdf";

// isEvalSupported: false keeps pdf.js from compiling PostScript functions from the file with
// `new Function` (CVE-2024-4367 was an injection there); unpdf defaults to it, we pass it anyway so
// a change of defaults cannot turn it on. verbosity 0 (errors only) keeps pdf.js's warnings about
// odd files out of the server's logs.
export const PDF_OPTIONS = Object.freeze({ isEvalSupported: false, verbosity: 0 });

function failure(err) {
  const name = err && typeof err === "object" && "name" in err ? String(err.name) : "";
  const message = err instanceof Error ? err.message : String(err);
  if (name === "PasswordException") return { ok: false, kind: "password", message };
  return { ok: false, kind: "invalid", message };
}

// The text of each page, in order, up to maxPages pages and about maxTextChars characters.
// Resolves to { ok: true, pages, truncated } or { ok: false, kind, message | pageCount }.
export async function readPdfPages(data, { maxPages, maxTextChars }) {
  let pdf;
  try {
    pdf = await getDocumentProxy(data, { ...PDF_OPTIONS });
  } catch (err) {
    return failure(err);
  }
  try {
    if (pdf.numPages > maxPages) return { ok: false, kind: "pages", pageCount: pdf.numPages };
    const pages = [];
    let chars = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
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

if (!isMainThread && parentPort) {
  // unpdf loads pdf.js lazily; load it now so a broken install fails before "ready".
  await getResolvedPDFJS();
  parentPort.once("message", async ({ data, maxPages, maxTextChars }) => {
    parentPort.postMessage(await readPdfPages(data, { maxPages, maxTextChars }));
  });
  // pdf.js is loaded: from here on, a crash is the file's doing (see pdf.ts).
  parentPort.postMessage({ ready: true });
}
