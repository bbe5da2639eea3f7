import type { DocxBlock, DocxWorkerRequest, DocxWorkerResult } from "./docx-worker.mjs";
import { runInWorker, transferableCopy } from "./run-worker";
import { openArchive } from "./zip";
import { ExtractionError, type Deadline, type ExtractedSection, type ExtractionLimits } from "./types";

// DOCX: the archive is checked here (its directory, then every entry inflated and counted, since
// mammoth inflates through JSZip, which trusts the declared sizes); then mammoth reads it in a
// worker thread (docx-worker.mjs). Its DOM takes several times the XML (measured: 12 MB of XML
// reads within 128 MB of heap, 60 MB needs over 256), so 512 MB reads documents of thousands of
// pages and refuses only near the archive limit.
const DOCX_HEAP_MB = 512;

// Blocks grouped under the nearest heading before them; the heading names the section and stays
// its first line, so a search for it finds the section.
function toSections(blocks: DocxBlock[]): ExtractedSection[] {
  const sections: ExtractedSection[] = [];
  let current: { section?: string; parts: string[] } = { parts: [] };
  const flush = () => {
    if (current.parts.length > 0) sections.push({ text: current.parts.join("\n\n"), ...(current.section && { section: current.section }) });
  };
  for (const block of blocks) {
    const text = block.text.trim();
    if (text === "") continue;
    if (block.heading) {
      flush();
      current = { section: text.replace(/\s+/g, " "), parts: [text] };
    } else {
      current.parts.push(text);
    }
  }
  flush();
  return sections;
}

export async function extractDocx(bytes: Buffer, limits: ExtractionLimits, deadline: Deadline): Promise<ExtractedSection[]> {
  const archive = await openArchive(bytes, limits, "document", deadline);
  await archive.verifyAll();
  if (!archive.has("word/document.xml")) throw new ExtractionError("The document is not a Word document (word/document.xml is missing)");
  const data = transferableCopy(bytes);
  const request: DocxWorkerRequest = { data };
  const result = await runInWorker<DocxWorkerResult>({
    script: "docx-worker.mjs",
    request,
    transfer: [data.buffer],
    deadline,
    heapMb: DOCX_HEAP_MB,
  });
  if (!result.ok) throw new ExtractionError(`The document could not be read: ${result.message}`);
  return toSections(result.blocks);
}
