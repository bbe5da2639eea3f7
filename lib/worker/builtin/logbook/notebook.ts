import { findReferences } from "./references";

// A notebook exported as a script (jupytext, VS Code) marks its cells with "# %%" lines, "# %% [markdown]"
// for text. The markdown cells are the notes, one day's cells one entry; the code cells and the outputs
// printed under them ("# Out[7]:") are no note, but the files the code reads are the row's records.

const CELL_MARKER = /^\s*# ?%%/;
const OUTPUT = /^\s*# ?Out\[\d{1,5}\]:?\s*$/;
// "# ## Tue 19 Aug — as-built coupons": a markdown heading, where a new day may start.
const HEADING = /^\s*# ?#{1,6}\s/;

type Cell = "preamble" | "markdown" | "code" | "output";

// "#> cor = 0.87, rows kept = 170912": R prints a chunk's output so; a figure it names is a result,
// where a bare "#> [1] 184203" names nothing.
const PRINTED = /^\s{0,8}#>\s{0,3}(?:\[\d{1,6}\]\s{0,3})?/;
const NAMED_FIGURE = /[A-Za-z][\w. ]{0,30}\s?[=:]\s?-?\d/;

function codeLine(line: string): string[] {
  const printed = line.includes("#>") ? PRINTED.exec(line) : null;
  if (printed) {
    const output = line.slice(printed[0].length).trim();
    return NAMED_FIGURE.test(output) ? [`result: ${output}`] : [];
  }
  if (line.trimStart().startsWith("#")) return [];
  const refs = findReferences(line).map((r) => r.text);
  return refs.length > 0 ? [refs.join(" ")] : [];
}

// "```{r}" … "```": an R Markdown or Markdown notebook fences its code chunks and printed outputs the
// same way; the prose between them is the notes.
const FENCE = /^\s{0,3}```/;

function withoutCodeFences(text: string): string {
  if (!text.includes("```")) return text;
  const out: string[] = [];
  let inCode = false;
  for (const line of text.split(/\r\n?|\n/)) {
    if (FENCE.test(line)) inCode = !inCode;
    else if (inCode) out.push(...codeLine(line));
    else out.push(line);
  }
  return out.join("\n");
}

export function withoutCellMarkers(text: string): string {
  return withoutPromptCells(withoutScriptCells(withoutCodeFences(text)));
}

// A notebook copied from JupyterLab's page: each code cell under its prompt ("[3]:", "In [3]:"), to the
// first blank line, then the paragraph it printed, if any, then the markdown again. "Last Checkpoint:"
// is the page's own line.
const PROMPT = /^[ \t]{0,3}(?:In[ \t]?)?\[[ \t]?\d{0,5}\]:[ \t]*$/;
const CHECKPOINT = /^[ \t]{0,3}last checkpoint:/i;
// "(48, 1920344)", "['models/x.pkl']", "MAE = 0.0312": what a cell prints is a value, a collection or a
// named figure, never prose.
const PRINTED_VALUE = /^[ \t]{0,3}(?:[([{'"\d-]|[A-Za-z][\w. ]{0,30}\s?[=:]\s?-?\d[\d.eE%-]{0,20}[ \t]*$)/;
const PROMPT_LINE_CHARS = 12;

function withoutPromptCells(text: string): string {
  if (!text.includes("]:")) return text;
  const lines = text.split(/\r\n?|\n/);
  if (!lines.some((line) => line.length <= PROMPT_LINE_CHARS && PROMPT.test(line))) return text;
  const out: string[] = [];
  let cell: "markdown" | "code" | "printed" = "markdown";
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    if (line.length <= PROMPT_LINE_CHARS && PROMPT.test(line)) {
      // The cell belongs to the notes above it: the blank line before its prompt parts nothing.
      while (out.length > 0 && out[out.length - 1]!.trim() === "") out.pop();
      cell = "code";
      continue;
    }
    if (cell === "markdown") {
      if (!CHECKPOINT.test(line)) out.push(line);
      continue;
    }
    if (line.trim() !== "") {
      if (cell === "code") out.push(...codeLine(line));
      else out.push(...printedLine(line));
      continue;
    }
    // The blank line after a cell: the paragraph under it is the cell's output when each line is printed.
    // Blank lines part the cells, not the day's notes.
    cell = cell === "code" && printedParagraph(lines, n + 1) ? "printed" : "markdown";
  }
  return out.join("\n");
}

function printedParagraph(lines: string[], from: number): boolean {
  let n = from;
  while (n < lines.length && lines[n]!.trim() === "") n += 1;
  if (n >= lines.length || PROMPT.test(lines[n]!)) return false;
  for (; n < lines.length && lines[n]!.trim() !== ""; n++) if (!PRINTED_VALUE.test(lines[n]!)) return false;
  return true;
}

function printedLine(line: string): string[] {
  const output = line.trim();
  if (NAMED_FIGURE.test(output) && /^[A-Za-z]/.test(output)) return [`result: ${output}`];
  const refs = findReferences(output).map((r) => r.text);
  return refs.length > 0 ? [refs.join(" ")] : [];
}

function withoutScriptCells(text: string): string {
  if (!text.includes("%%")) return text;
  const lines = text.split(/\r\n?|\n/);
  if (!lines.some((line) => CELL_MARKER.test(line))) return text;
  const out: string[] = [];
  let cell: Cell = "preamble";
  for (const line of lines) {
    if (CELL_MARKER.test(line)) {
      cell = line.includes("[markdown]") ? "markdown" : "code";
      continue;
    }
    // Blank lines part the cells, not the day's notes: only a heading starts a paragraph.
    if (line.trim() === "") {
      if (cell === "preamble") out.push(line);
      if (cell === "output") cell = "code";
      continue;
    }
    if (cell === "code" && OUTPUT.test(line)) cell = "output";
    if (cell === "output") continue;
    if (cell === "code") out.push(...codeLine(line));
    else out.push(...(HEADING.test(line) ? ["", line] : [line]));
  }
  return out.join("\n");
}
