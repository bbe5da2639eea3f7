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
  return withoutScriptCells(withoutCodeFences(text));
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
