import { mainPart, relationshipsOf } from "./office-parts";
import { elementAttributes, loadXmlParser, parseElement, scanElements, textOf, type TextRules } from "./xml";
import { openArchive, resolvePart, type Archive } from "./zip";
import { ExtractionError, type Deadline, type ExtractedSection, type ExtractionLimits } from "./types";

// PPTX: slides in presentation order (ppt/presentation.xml's slide list, not file names: a moved
// slide keeps its file), the text of every paragraph (<a:p>, runs <a:t>) of every shape and table,
// then the speaker notes. Read with yauzl and fast-xml-parser, paragraph by paragraph.

const RULES: TextRules = {
  text: new Set(["a:t"]),
  lineBreak: new Set(["a:br"]),
  // Slide-number fields print "3" on the slide and in the notes: noise for search.
  skip: (tag, a) => tag === "a:fld" && a.type === "slidenum",
};

// The paragraphs of a slide or notes part, one a line; stops reading past `maxChars`.
async function paragraphs(archive: Archive, part: string, maxChars: number): Promise<string> {
  const lines: string[] = [];
  let chars = 0;
  await scanElements(archive.open(part), "a:p", (xml) => {
    const text = textOf(parseElement(xml), RULES).trim();
    if (text) lines.push(text);
    chars += text.length + 1;
    if (chars > maxChars) return false;
  });
  return lines.join("\n");
}

async function slideOrder(archive: Archive, presentation: string): Promise<string[]> {
  const rels = await relationshipsOf(archive, presentation);
  const byId = new Map(rels.map((r) => [r.id, r]));
  const slides: string[] = [];
  if (archive.has(presentation)) {
    await scanElements(archive.open(presentation), "p:sldId", (xml) => {
      const rel = byId.get(elementAttributes(xml)["r:id"] ?? "");
      if (rel) slides.push(resolvePart(presentation, rel.target));
    });
  }
  if (slides.length > 0) return slides;
  // No usable slide list: fall back to the file names, slide1.xml, slide2.xml, … in number order.
  const numbered = archive
    .names()
    .map((name) => ({ name, n: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((s) => Number.isInteger(s.n));
  return numbered.sort((a, b) => a.n - b.n).map((s) => s.name);
}

export async function extractPptx(
  bytes: Buffer,
  limits: ExtractionLimits,
  deadline: Deadline,
): Promise<{ sections: ExtractedSection[]; truncated: boolean }> {
  await loadXmlParser();
  const archive = await openArchive(bytes, limits, "presentation", deadline);
  const presentation = await mainPart(archive, "ppt/presentation.xml");
  const slides = await slideOrder(archive, presentation);
  if (slides.length === 0 && !archive.has(presentation)) {
    throw new ExtractionError("The presentation is not a PowerPoint file (ppt/presentation.xml is missing)");
  }
  const sections: ExtractedSection[] = [];
  let chars = 0;
  for (const [i, slide] of slides.entries()) {
    if (chars >= limits.maxTextChars) return { sections, truncated: true };
    if (!archive.has(slide)) continue;
    const text = await paragraphs(archive, slide, limits.maxTextChars - chars);
    const notesRel = (await relationshipsOf(archive, slide)).find((r) => r.type.endsWith("/notesSlide"));
    const notesPart = notesRel ? resolvePart(slide, notesRel.target) : undefined;
    const notes = notesPart && archive.has(notesPart) ? await paragraphs(archive, notesPart, limits.maxTextChars - chars) : "";
    const full = notes ? `${text}\n\nNotes: ${notes}` : text;
    chars += full.length;
    sections.push({ text: full, section: `Slide ${i + 1}` });
  }
  return { sections, truncated: false };
}
