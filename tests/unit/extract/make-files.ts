import ExcelJS from "exceljs";
import { deflatedZeros, makeZip, type ZipEntry } from "./make-zip";

// Fixture files for the extraction tests and the benchmark, generated in code: real, valid files
// (a hand-written PDF, DOCX and PPTX zips, an XLSX written by exceljs) and hostile ones.
export { makeCorruptPdf, makeEncryptedPdf, makeManyPagePdf, makePdf } from "./make-pdf";

export const TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
} as const;

const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function rels(items: [id: string, type: string, target: string][]): string {
  const body = items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`).join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PKG_REL}">${body}</Relationships>`;
}

export type DocxBlock = { heading: string } | { para: string } | { table: string[][] };

function docxBlock(block: DocxBlock): string {
  const para = (text: string, style?: string) =>
    `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  if ("heading" in block) return para(block.heading, "Heading1");
  if ("para" in block) return para(block.para);
  const rows = block.table.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${para(cell)}</w:tc>`).join("")}</w:tr>`);
  return `<w:tbl>${rows.join("")}</w:tbl>`;
}

// A minimal Word document: content types, package rels, styles (so "Heading1" is "heading 1")
// and the body. `extra` adds entries (padding for the many-entries case).
export function makeDocx(blocks: DocxBlock[], extra: ZipEntry[] = []): Buffer {
  const body = blocks.map(docxBlock).join("");
  return makeZip([
    {
      name: "[Content_Types].xml",
      data:
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>` +
        `<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
    },
    { name: "_rels/.rels", data: rels([["rId1", "officeDocument", "word/document.xml"]]) },
    { name: "word/_rels/document.xml.rels", data: rels([["rId1", "styles", "styles.xml"]]) },
    {
      name: "word/styles.xml",
      data: `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`,
    },
    { name: "word/document.xml", data: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>` },
    ...extra,
  ]);
}

// A DOCX whose one extra entry honestly declares `mib` MiB of zeros (about 1 KB a MiB compressed).
export function makeZipBombDocx(mib = 200): Buffer {
  return makeDocx([{ para: "Bomb" }], [{ name: "word/media/zeros.bin", deflated: deflatedZeros(mib), declaredSize: mib * 1024 * 1024 }]);
}

// A DOCX whose extra entry declares 64 KiB but inflates to `mib` MiB: only counting the bytes
// actually inflated catches it.
export function makeLyingZipDocx(mib = 200): Buffer {
  return makeDocx([{ para: "Liar" }], [{ name: "word/media/zeros.bin", deflated: deflatedZeros(mib), declaredSize: 64 * 1024 }]);
}

export function makeManyEntriesDocx(count = 20_000): Buffer {
  const extra = Array.from({ length: count }, (_, i): ZipEntry => ({ name: `word/media/e${i}.txt`, data: "x", store: true }));
  return makeDocx([{ para: "Many" }], extra);
}

const A = "http://schemas.openxmlformats.org/drawingml/2006/main";
const P = "http://schemas.openxmlformats.org/presentationml/2006/main";

function slideXml(paragraphs: string[], root = "p:sld"): string {
  const ps = paragraphs.map((t) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${escapeXml(t)}</a:t></a:r></a:p>`).join("");
  // A slide-number field, which must not show up in the text.
  const field = `<a:p><a:fld id="{1}" type="slidenum"><a:t>9</a:t></a:fld></a:p>`;
  return `<?xml version="1.0" encoding="UTF-8"?><${root} xmlns:a="${A}" xmlns:p="${P}" xmlns:r="${REL}"><p:cSld><p:spTree><p:sp><p:txBody>${ps}${field}</p:txBody></p:sp></p:spTree></p:cSld></${root}>`;
}

// Two slides whose files are in the opposite order of the deck (slide2.xml is shown first), the
// first shown with speaker notes.
export function makePptx(): Buffer {
  return makeZip([
    { name: "[Content_Types].xml", data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>` },
    { name: "_rels/.rels", data: rels([["rId1", "officeDocument", "ppt/presentation.xml"]]) },
    {
      name: "ppt/presentation.xml",
      data: `<?xml version="1.0"?><p:presentation xmlns:p="${P}" xmlns:r="${REL}"><p:sldIdLst><p:sldId id="256" r:id="rId7"/><p:sldId id="257" r:id="rId8"/></p:sldIdLst></p:presentation>`,
    },
    { name: "ppt/_rels/presentation.xml.rels", data: rels([["rId7", "slide", "slides/slide2.xml"], ["rId8", "slide", "slides/slide1.xml"]]) },
    { name: "ppt/slides/slide2.xml", data: slideXml(["Hypothesis: a ceramic binder", "reduces porosity & cracking"]) },
    { name: "ppt/slides/_rels/slide2.xml.rels", data: rels([["rId1", "notesSlide", "../notesSlides/notesSlide1.xml"]]) },
    { name: "ppt/notesSlides/notesSlide1.xml", data: slideXml(["Mention the failed 2023 batch."], "p:notes") },
    { name: "ppt/slides/slide1.xml", data: slideXml(["Results", "Porosity fell from 12% to 4%"]) },
  ]);
}

// A workbook written by exceljs, as a real spreadsheet program would: shared strings, a formula
// with its cached result, a boolean, and a sheet long enough to be cut into row sections.
export async function makeXlsx(longRows = 450): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const results = wb.addWorksheet("Results");
  results.addRow(["Run", "Binder", "Porosity %", "Passed"]);
  results.addRow([1, "ceramic", 4.2, true]);
  results.addRow([2, "polymer", 11.8, false]);
  results.getCell("E2").value = { formula: "C2*2", result: 8.4 };
  const log = wb.addWorksheet("Log");
  for (let i = 1; i <= longRows; i++) log.addRow([`entry ${i}`, `furnace at ${800 + i} C`]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// A 1×1 transparent PNG.
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
