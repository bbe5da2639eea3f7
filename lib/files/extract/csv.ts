import type Papa from "papaparse";
import { decodeText } from "./text";
import type { Deadline, ExtractedSection, ExtractionLimits } from "./types";

// CSV rows as lines (cells joined by " | ", which survives whitespace normalisation), in sections
// of 200 records named "rows 1-200", so an excerpt can say where it came from. Parsed record by
// record with papaparse's step callback, stopping once the file has given enough text.
const ROWS_PER_SECTION = 200;

// Packages are loaded when a format needs them (worker.ts preloads the file's before it says
// ready), not when the worker starts: each costs a thread tens of milliseconds to load.
let papa: typeof Papa | undefined;
export async function loadCsvParser(): Promise<typeof Papa> {
  papa ??= (await import("papaparse")).default;
  return papa;
}

export async function extractCsv(
  bytes: Buffer,
  limits: ExtractionLimits,
  deadline: Deadline,
): Promise<{ sections: ExtractedSection[]; truncated: boolean }> {
  const Papa = await loadCsvParser();
  const sections: ExtractedSection[] = [];
  let lines: string[] = [];
  let first = 1;
  let record = 0;
  let chars = 0;
  let truncated = false;
  const flush = () => {
    if (lines.length > 0) sections.push({ text: lines.join("\n"), section: `rows ${first}-${record}` });
    lines = [];
  };
  Papa.parse<string[]>(decodeText(bytes), {
    skipEmptyLines: "greedy",
    step: (results, parser) => {
      record += 1;
      if (lines.length === 0) first = record;
      const line = results.data.map((cell) => String(cell).trim()).filter(Boolean).join(" | ");
      if (line) lines.push(line);
      chars += line.length + 1;
      if (lines.length >= ROWS_PER_SECTION) flush();
      if (record % 1000 === 0) deadline.check();
      if (chars >= limits.maxTextChars) {
        truncated = true;
        parser.abort();
      }
    },
  });
  flush();
  return { sections, truncated };
}
