import { leadingDate } from "./dates";

// A table pasted from a PDF or a terminal keeps its columns by spaces alone:
//   Date    Run    Conditions               Yield  Notes
//   Mar 4   R-01   5 bar, 25 °C, 2 h        61%    slow start.
//                                                  GC-0304-01
// A header of three names or more parted by runs of two spaces or more, over rows whose first field is
// a date, is such a table. Each row is cut at the header's columns and handed on with its cells between
// tabs, as a spreadsheet pasted as text gives them (table.ts reads them). A line whose date column is
// blank carries on the row above it, cell by cell: a note wrapped within its column.

const MIN_COLUMNS = 3;
const NAME_CHARS = 30;
const NAME_WORDS = 4;
// The longest line read as a header, and the widest date cell.
const HEADER_CHARS = 240;
const DATE_CHARS = 40;
const RULE = /^[\s\-=_—–|+]+$/;

interface Field {
  start: number;
  end: number;
  text: string;
}

// The line's fields, parted by runs of two spaces or more; null when a tab parts them instead.
function fieldsOf(line: string): Field[] | null {
  if (line.includes("\t")) return null;
  const fields: Field[] = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && line[i] === " ") i += 1;
    if (i >= line.length) break;
    const start = i;
    let end = i;
    while (i < line.length && !(line[i] === " " && (line[i + 1] === " " || i + 1 === line.length))) {
      i += 1;
      if (line[i - 1] !== " ") end = i;
    }
    fields.push({ start, end, text: line.slice(start, end) });
  }
  return fields;
}

const wordCount = (text: string) => text.split(" ").length;

// "Date", "Catalyst / conditions", "Sel.VA", "T (°C)": a column's name opens on a letter and is short.
function headerFields(line: string): Field[] | null {
  if (line.length > HEADER_CHARS || !line.includes("  ")) return null;
  const fields = fieldsOf(line);
  if (!fields || fields.length < MIN_COLUMNS) return null;
  const names = fields.every((f) => f.text.length <= NAME_CHARS && /^\p{L}/u.test(f.text) && wordCount(f.text) <= NAME_WORDS);
  return names ? fields : null;
}

// The cells of a row: each field goes to the column it overlaps most, a tie to the later column (a
// figure set flush right may start before its column's name). Fields and columns both run left to
// right, so each field looks only at the columns it spans.
function cellsOf(fields: Field[], starts: number[]): string[] {
  const cells = starts.map(() => "");
  const endOf = (k: number) => (k + 1 < starts.length ? starts[k + 1]! : Number.MAX_SAFE_INTEGER);
  let k = 0;
  for (const field of fields) {
    while (k + 1 < starts.length && endOf(k) <= field.start) k += 1;
    let best = k;
    let most = -1;
    for (let j = k; j < starts.length && (j === k || starts[j]! < field.end); j += 1) {
      const overlap = Math.min(field.end, endOf(j)) - Math.max(field.start, j === 0 ? 0 : starts[j]!);
      if (overlap >= most) {
        most = overlap;
        best = j;
      }
    }
    cells[best] = cells[best] ? `${cells[best]} ${field.text}` : field.text;
  }
  return cells;
}

const DATE_CONTEXT = { last: null, week: null, reference: "2000", lineStart: true };

function isDate(cell: string): boolean {
  if (cell === "" || cell.length > DATE_CHARS || !/\d/.test(cell)) return false;
  return leadingDate(cell, DATE_CONTEXT)?.rest === "";
}

// The index of the first line at or after `from` that is neither blank nor a rule under the header.
function nextFilled(lines: string[], from: number): number {
  let i = from;
  while (i < lines.length && (lines[i]!.trim() === "" || RULE.test(lines[i]!))) i += 1;
  return i;
}

export function fixedWidthAsTable(text: string): string {
  if (!text.includes("  ")) return text;
  const lines = text.split(/\r\n?|\n/);
  const out: string[] = [];
  let changed = false;
  let n = 0;
  while (n < lines.length) {
    const line = lines[n]!;
    const header = headerFields(line);
    const first = header ? nextFilled(lines, n + 1) : lines.length;
    const starts = header?.map((f) => f.start) ?? [];
    const firstCells = header && first < lines.length ? cellsOf(fieldsOf(lines[first]!) ?? [], starts) : null;
    if (!header || !firstCells || !isDate(firstCells[0]!)) {
      out.push(line);
      n += 1;
      continue;
    }
    changed = true;
    out.push(header.map((f) => f.text).join("\t"));
    const rows: string[][] = [];
    let i = first;
    while (i < lines.length) {
      const filled = nextFilled(lines, i);
      if (filled >= lines.length) break;
      const fields = fieldsOf(lines[filled]!);
      if (!fields) break;
      const cells = cellsOf(fields, starts);
      if (isDate(cells[0]!)) rows.push(cells);
      else if (cells[0] === "" && rows.length > 0 && filled === i) {
        // A wrapped line carries on the row above, cell by cell.
        const row = rows[rows.length - 1]!;
        cells.forEach((cell, k) => {
          if (cell) row[k] = row[k] ? `${row[k]} ${cell}` : cell;
        });
      } else break;
      i = filled + 1;
    }
    for (const row of rows) out.push(row.join("\t"));
    n = i;
  }
  return changed ? out.join("\n") : text;
}
