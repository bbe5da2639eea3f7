import { readDocxBlocks, type DocxBlock } from "./docx-read";
import { openArchive } from "./zip";
import { ExtractionError, type Deadline, type ExtractedSection, type ExtractionLimits } from "./types";

// DOCX: the archive is checked first (its directory, then every entry inflated and counted, since
// mammoth inflates through JSZip, which trusts the declared sizes); then mammoth reads it
// (docx-read.ts). Both run inside the extraction worker, under its heap cap and time limit.

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

/** The archive checks mammoth needs first (it trusts the declared sizes); shared with the HTML preview. */
export async function checkDocxArchive(bytes: Buffer, limits: ExtractionLimits, deadline: Deadline): Promise<void> {
  const archive = await openArchive(bytes, limits, "document", deadline);
  await archive.verifyAll();
  if (!archive.has("word/document.xml")) throw new ExtractionError("The document is not a Word document (word/document.xml is missing)");
}

export async function extractDocx(bytes: Buffer, limits: ExtractionLimits, deadline: Deadline): Promise<ExtractedSection[]> {
  await checkDocxArchive(bytes, limits, deadline);
  const result = await readDocxBlocks(bytes);
  if (!result.ok) throw new ExtractionError(`The document could not be read: ${result.message}`);
  return toSections(result.blocks);
}
