import { mainPart, relationshipsOf } from "./office-parts";
import { attributesOf, childrenOf, elementAttributes, loadXmlParser, parseElement, scanElements, tagOf, textOf, type TextRules, type XmlNode } from "./xml";
import { openArchive, resolvePart, type Archive } from "./zip";
import { ExtractionError, type Deadline, type ExtractedSection, type ExtractionLimits } from "./types";

// XLSX is read straight from its XML with yauzl and fast-xml-parser rather than with exceljs:
// exceljs loads the whole workbook (every cell with its style, every image) into memory through
// JSZip, which inflates entries without checking their declared sizes. Reading row by row, we keep
// memory flat, inflate only the parts we need, and stop once the file has given enough text.

// A sheet's rows are cut into sections of this many rows, so an excerpt can cite "rows 201-400".
const ROWS_PER_SECTION = 200;

const STRING_RULES: TextRules = {
  text: new Set(["t"]),
  // Phonetic guides (furigana) repeat the text in another script.
  skip: (tag) => tag === "rPh",
};

// The workbook's table of strings, which cells refer to by index. It is held in memory while the
// sheets are read, so it is capped too: past `maxChars` the remaining strings read as empty.
async function readSharedStrings(archive: Archive, path: string | undefined, maxChars: number): Promise<{ strings: string[]; capped: boolean }> {
  const strings: string[] = [];
  let chars = 0;
  let capped = false;
  if (!path || !archive.has(path)) return { strings, capped };
  await scanElements(archive.open(path), "si", (xml) => {
    const text = textOf(parseElement(xml), STRING_RULES);
    strings.push(text);
    chars += text.length;
    if (chars > maxChars) {
      capped = true;
      return false;
    }
  });
  return { strings, capped };
}

function childText(node: XmlNode, tag: string): string | undefined {
  const child = childrenOf(node).find((c) => tagOf(c) === tag);
  return child ? textOf([child], { text: new Set([tag]) }) : undefined;
}

// A cell's shown value: shared strings are looked up, booleans spelled out, numbers and cached
// formula results kept as written (dates stay serial numbers: their format lives in styles.xml).
function cellValue(cell: XmlNode, strings: string[]): string {
  const type = attributesOf(cell).t;
  if (type === "inlineStr") {
    const is = childrenOf(cell).find((c) => tagOf(c) === "is");
    return is ? textOf([is], STRING_RULES) : "";
  }
  const v = childText(cell, "v") ?? "";
  if (type === "s") return strings[Number(v)] ?? "";
  if (type === "b") return v === "1" ? "TRUE" : "FALSE";
  return v;
}

interface SheetRef {
  name: string;
  path: string;
}

async function listSheets(archive: Archive, workbook: string): Promise<{ sheets: SheetRef[]; sharedStrings?: string }> {
  const rels = await relationshipsOf(archive, workbook);
  const byId = new Map(rels.map((r) => [r.id, r]));
  const sheets: SheetRef[] = [];
  await scanElements(archive.open(workbook), "sheet", (xml) => {
    const a = elementAttributes(xml);
    const rel = byId.get(a["r:id"] ?? "");
    // Chart sheets and dialog sheets have no cells.
    if (a.name && rel && rel.type.endsWith("/worksheet")) sheets.push({ name: a.name, path: resolvePart(workbook, rel.target) });
  });
  const shared = rels.find((r) => r.type.endsWith("/sharedStrings"));
  return { sheets, sharedStrings: shared ? resolvePart(workbook, shared.target) : "xl/sharedStrings.xml" };
}

export async function extractXlsx(
  bytes: Buffer,
  limits: ExtractionLimits,
  deadline: Deadline,
): Promise<{ sections: ExtractedSection[]; truncated: boolean }> {
  await loadXmlParser();
  const archive = await openArchive(bytes, limits, "spreadsheet", deadline);
  const workbook = await mainPart(archive, "xl/workbook.xml");
  if (!archive.has(workbook)) throw new ExtractionError("The spreadsheet is not an Excel workbook (its workbook part is missing)");
  const { sheets, sharedStrings } = await listSheets(archive, workbook);
  // Strings shared by many cells may be worth more than their length in text: keep a margin.
  const { strings, capped } = await readSharedStrings(archive, sharedStrings, 2 * limits.maxTextChars);

  const sections: ExtractedSection[] = [];
  let chars = 0;
  let truncated = capped;
  for (const sheet of sheets) {
    if (chars >= limits.maxTextChars) break;
    if (!archive.has(sheet.path)) continue;
    const blocks: { first: number; last: number; lines: string[] }[] = [];
    let rowIndex = 0;
    await scanElements(archive.open(sheet.path), "row", (xml) => {
      const row = parseElement(xml)[0];
      if (!row) return;
      rowIndex += 1;
      const number = Number(attributesOf(row).r) || rowIndex;
      // Cells are taken while the row fits in what the file may still give: a cell refers to a
      // shared string by index, so a row of 50,000 cells naming one 500 KB string would otherwise
      // join into gigabytes.
      const room = limits.maxTextChars - chars;
      const values: string[] = [];
      let length = 0;
      let cut = false;
      for (const c of childrenOf(row)) {
        if (tagOf(c) !== "c") continue;
        const value = cellValue(c, strings).trim();
        if (!value) continue;
        if (length + value.length > room) {
          values.push(value.slice(0, Math.max(0, room - length)));
          cut = true;
          break;
        }
        values.push(value);
        length += value.length + 3;
      }
      if (values.length === 0) return;
      const line = values.join(" | ");
      let block = blocks[blocks.length - 1];
      if (!block || block.lines.length >= ROWS_PER_SECTION) {
        block = { first: number, last: number, lines: [] };
        blocks.push(block);
      }
      block.lines.push(line);
      block.last = number;
      chars += line.length + 1;
      // Enough text for the whole file: stop inflating this sheet and skip the rest.
      if (cut || chars >= limits.maxTextChars) {
        truncated = true;
        return false;
      }
    });
    for (const b of blocks) {
      const section = blocks.length === 1 ? sheet.name : `${sheet.name} (rows ${b.first}-${b.last})`;
      sections.push({ text: b.lines.join("\n"), section });
    }
  }
  return { sections, truncated };
}
