import type { LogbookOutput } from "@/lib/worker/schemas";
import { contains, normalise, precision, recall } from "./text";
import type { ExpectedRow, LogbookCase } from "./schema";

// Scores one logbook case row by row.
//
// Rows are matched by date (same-day rows in the order that best fits their title and work). A text
// field is right when the engine kept at least FIELD_RECALL of the expected content words and at least
// FIELD_PRECISION of its own words were expected (so a field holding the whole note is wrong); a title,
// being a few words, needs TITLE_RECALL only. An expected null (no hypothesis, no next steps) is right
// only when the engine left the field empty. Evidence is right when every expected reference appears
// in one of the engine's items and none of them is a bare figure. A row is right when its date, title,
// work and result are right and no bare figure is listed as evidence.

export const FIELD_RECALL = 0.6;
export const FIELD_PRECISION = 0.3;
export const TITLE_RECALL = 0.5;

export const FIELDS = ["title", "hypothesis", "work", "result", "nextSteps", "evidence"] as const;
export type Field = (typeof FIELDS)[number];

type Entry = LogbookOutput["entries"][number];

export interface RowResult {
  date: string;
  matched: boolean;
  fields: Record<Field, boolean>;
  bareFigures: string[];
  right: boolean;
  got: Entry | null;
}

export interface LogbookScore {
  id: string;
  split: LogbookCase["split"];
  expectedRows: number;
  gotRows: number;
  matched: number;
  right: number;
  rows: RowResult[];
  ms: number;
  error?: string;
}

// A number with at most a unit or ratio ("0.9 ms", "1.28:1", "40 %", "~12ms"): a measurement, not a
// reference one could open (commit, file, test report).
const BARE_FIGURE = /^[\s~≈<>≤≥±+\-−]*\d[\d.,:]*\s*(?:[%°]|[a-zµ/]{1,6})?\s*$/i;

export function isBareFigure(item: string): boolean {
  return BARE_FIGURE.test(item.replace(/^["'`]+|["'`]+$/g, "").trim());
}

function isEmpty(text: string): boolean {
  return /^[\s—–\-]*$/.test(text) || /^(?:n\/a|none|not stated)\.?$/i.test(text.trim());
}

export function textRight(expected: string | null, got: string, minRecall = FIELD_RECALL): boolean {
  if (expected === null || expected.trim() === "") return isEmpty(got);
  if (isEmpty(got)) return false;
  return recall(expected, got) >= minRecall && precision(expected, got) >= FIELD_PRECISION;
}

function evidenceRight(expected: string[], got: string[]): boolean {
  if (got.some(isBareFigure)) return false;
  return expected.every((ref) => got.some((g) => contains(g, ref) || contains(ref, g)));
}

function scoreRow(row: ExpectedRow, got: Entry): RowResult {
  const fields: Record<Field, boolean> = {
    title: !isEmpty(got.title) && recall(row.title, got.title) >= TITLE_RECALL,
    hypothesis: textRight(row.hypothesis, got.hypothesis),
    work: textRight(row.work, got.work),
    result: textRight(row.result, got.result),
    nextSteps: textRight(row.nextSteps, got.nextSteps),
    evidence: evidenceRight(row.evidence, got.evidence),
  };
  const bareFigures = got.evidence.filter(isBareFigure);
  return {
    date: row.date,
    matched: true,
    fields,
    bareFigures,
    right: fields.title && fields.work && fields.result && bareFigures.length === 0,
    got,
  };
}

function fit(row: ExpectedRow, got: Entry): number {
  return recall(row.title, got.title) + recall(row.work, `${got.work} ${got.title}`);
}

export function scoreLogbook(c: LogbookCase, output: LogbookOutput, ms: number): LogbookScore {
  const used = new Set<number>();
  const rows: RowResult[] = c.expected.map((row) => {
    let best = -1;
    output.entries.forEach((entry, i) => {
      if (used.has(i) || normalise(entry.date).slice(0, 10) !== row.date) return;
      if (best < 0 || fit(row, entry) > fit(row, output.entries[best]!)) best = i;
    });
    if (best < 0) {
      const none = Object.fromEntries(FIELDS.map((f) => [f, false])) as Record<Field, boolean>;
      return { date: row.date, matched: false, fields: none, bareFigures: [], right: false, got: null };
    }
    used.add(best);
    return scoreRow(row, output.entries[best]!);
  });
  return {
    id: c.id,
    split: c.split,
    expectedRows: c.expected.length,
    gotRows: output.entries.length,
    matched: rows.filter((r) => r.matched).length,
    right: rows.filter((r) => r.right).length,
    rows,
    ms,
  };
}

// A run that gave no answer: no row matched.
export function failedLogbook(c: LogbookCase, error: string, ms: number): LogbookScore {
  return { ...scoreLogbook(c, { entries: [] }, ms), error };
}
