import { Document, Footer, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import type { ExportDocument } from "./export-document";

// The export as a Word document (the `docx` library: pure JavaScript, no file system, so it runs in
// a serverless function as it is). Each paragraph of a line's text stays a paragraph.

const labelled = (label: string, value: string) =>
  new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });

const paragraphs = (text: string) =>
  text.trim() === ""
    ? [new Paragraph({ children: [new TextRun({ text: "Not drafted yet.", italics: true })] })]
    : text
        .split(/\r?\n/)
        .filter((p) => p.trim() !== "")
        .map((p) => new Paragraph({ children: [new TextRun(p)], spacing: { after: 120 } }));

export async function renderDocx(doc: ExportDocument): Promise<Uint8Array<ArrayBuffer>> {
  const body: Paragraph[] = [
    new Paragraph({ text: doc.heading, heading: HeadingLevel.TITLE }),
    ...doc.facts.map((f) => labelled(f.label, f.value)),
    new Paragraph({ text: "Section A: Project identification", heading: HeadingLevel.HEADING_1 }),
    ...doc.sectionA.map((f) => labelled(f.label, f.value)),
    new Paragraph({ text: "Section B: Project descriptions", heading: HeadingLevel.HEADING_1 }),
  ];
  for (const line of doc.lines) {
    body.push(
      new Paragraph({ text: `Line ${line.number}: ${line.question}`, heading: HeadingLevel.HEADING_2 }),
      ...paragraphs(line.text),
      new Paragraph({ children: [new TextRun({ text: `${line.wordCount} of ${line.wordLimit} words`, italics: true })] }),
    );
  }
  body.push(new Paragraph({ text: "Evidence", heading: HeadingLevel.HEADING_1 }));
  if (doc.evidence.length === 0) body.push(new Paragraph({ children: [new TextRun({ text: "No files uploaded.", italics: true })] }));
  for (const e of doc.evidence) {
    body.push(new Paragraph({ text: `${e.filename}, uploaded ${e.date}${e.note ? ` (${e.note})` : ""}`, bullet: { level: 0 } }));
  }
  const document = new Document({
    title: `${doc.heading}: ${doc.projectName}`,
    creator: "SR&ED Workspace",
    sections: [
      {
        footers: { default: new Footer({ children: [new Paragraph({ children: [new TextRun({ text: doc.pageFooter, size: 16 })] })] }) },
        children: [...body, new Paragraph({ children: [new TextRun({ text: doc.footer, italics: true, size: 18 })], spacing: { before: 240 } })],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
