import type { T661Output } from "@/lib/worker/schemas";
import { contains, recall, splitSentences } from "./text";
import { T661_LINE_IDS, type T661Case, type T661LineId } from "./schema";

// Scores one T661 case: where each labelled sentence landed, what leaked, and which lines are empty.
//
// A sentence is "in" a line when its normalised text is contained in the line, or when at least
// PLACEMENT_OVERLAP of its content words (stemmed, stopwords out) appear in one sentence of the line.
// Containment alone would fail every sentence the engine rewrote to "we" + past tense; overlap with one
// sentence (not the whole line) keeps a long line from "containing" everything by sheer size.

export const PLACEMENT_OVERLAP = 0.6;

export interface SentenceResult {
  text: string;
  expected: T661LineId | null;
  foundIn: T661LineId[];
}

export interface T661Score {
  id: string;
  split: T661Case["split"];
  labelled: number;
  placed: number;
  context: number;
  leaked: number;
  // Lines with at least one labelled sentence, and those of them the engine left empty.
  linesWithMaterial: T661LineId[];
  emptyLines: T661LineId[];
  sentences: SentenceResult[];
  ms: number;
  error?: string;
}

export function t661Input(c: T661Case): string {
  // Sentences are joined with spaces; "para" starts a new paragraph, as the claimant would have typed it.
  return c.sentences.map((s, i) => (i > 0 && s.para ? "\n\n" : i > 0 ? " " : "") + s.text).join("");
}

export function inLine(sentence: string, lineText: string): boolean {
  if (lineText.trim() === "") return false;
  if (contains(lineText, sentence)) return true;
  return splitSentences(lineText).some((s) => recall(sentence, s) >= PLACEMENT_OVERLAP);
}

export function scoreT661(c: T661Case, output: T661Output, ms: number): T661Score {
  const sentences: SentenceResult[] = c.sentences.map((s) => ({
    text: s.text,
    expected: s.line,
    foundIn: T661_LINE_IDS.filter((line) => inLine(s.text, output.lines[line].text)),
  }));
  const labelled = sentences.filter((s) => s.expected !== null);
  const context = sentences.filter((s) => s.expected === null);
  const linesWithMaterial = T661_LINE_IDS.filter((line) => labelled.some((s) => s.expected === line));
  return {
    id: c.id,
    split: c.split,
    labelled: labelled.length,
    placed: labelled.filter((s) => s.expected !== null && s.foundIn.includes(s.expected)).length,
    context: context.length,
    leaked: context.filter((s) => s.foundIn.length > 0).length,
    linesWithMaterial,
    emptyLines: linesWithMaterial.filter((line) => output.lines[line].text.trim() === ""),
    sentences,
    ms,
  };
}

// A run that gave no answer: every line with material counts as empty and nothing is placed.
export function failedT661(c: T661Case, error: string, ms: number): T661Score {
  const empty = { question: "", text: "", wordCount: 0, wordLimit: 0 };
  return { ...scoreT661(c, { lines: { "242": empty, "244": empty, "246": empty }, warnings: [], sources: [] }, ms), error };
}
