import { fixedWidthAsTable } from "./fixed-width";
import { withoutStandingSections } from "./sections";

// A spreadsheet exported as comma-separated values ("date,author,activity,result,next_step,refs" over
// rows whose cells are quoted when they hold a comma): read as the table it is, each row's cells
// handed on between tabs as a spreadsheet pasted as text gives them. Prose has commas too, so the
// notes are a table only when a header of short names has a row under it with as many cells.

const MIN_COLUMNS = 3;
const NAME_CHARS = 30;
// The header is near the top: a title line or two may come first.
const HEADER_LINES = 5;

// The cells of one line: commas inside double quotes are the cell's own, and "" is a quote.
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (ch === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = !quoted;
    } else if (ch === "," && !quoted) {
      cells.push(cell.trim());
      cell = "";
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

// A logbook's export dates its rows: its header names a date column.
// A calendar's export dates its events by when they start ("Subject,Start Date,Start Time,…").
const DATE_COLUMN = /^(?:date|day|when|timestamp|date\/time|datetime|created(?: at)?|start date|event date)$/i;

function isHeader(cells: string[]): boolean {
  return (
    cells.length >= MIN_COLUMNS &&
    cells.every((c) => c.length > 0 && c.length <= NAME_CHARS && /^[\p{L}][\p{L}\d _#%()./-]*$/u.test(c)) &&
    cells.some((c) => DATE_COLUMN.test(c))
  );
}

function firstLines(lines: string[]): string[] {
  const top: string[] = [];
  for (const line of lines) {
    if (line.trim() !== "") top.push(line);
    if (top.length > HEADER_LINES) break;
  }
  return top;
}

// The column count of the notes' CSV header, or 0 when the notes are not a CSV export.
function csvColumns(lines: string[]): number {
  const top = firstLines(lines);
  for (let i = 0; i + 1 < top.length; i += 1) {
    if (!top[i]!.includes(",")) continue;
    const header = csvCells(top[i]!);
    if (isHeader(header) && csvCells(top[i + 1]!).length === header.length) return header.length;
  }
  return 0;
}

// The notes as the segmenter reads tables: a CSV export's rows, or a table aligned by spaces
// (fixed-width.ts), handed on with their cells between tabs; a shift log's routine sections left out
// (sections.ts).
export function csvAsTable(text: string): string {
  return withoutStandingSections(fixedWidthAsTable(csvRowsAsTable(text)));
}

function csvRowsAsTable(text: string): string {
  if (!text.includes(",")) return text;
  const lines = text.split(/\r\n?|\n/);
  const columns = csvColumns(lines);
  if (columns === 0) return text;
  return lines
    .map((line) => {
      const cells = line.includes(",") ? csvCells(line) : [];
      return cells.length === columns ? cells.map((c) => c.replace(/\t/g, " ")).join("\t") : line;
    })
    .join("\n");
}
