import { learnPhrases, newPhrases, type Phrases } from "./anaphora";
import type { Piece } from "./fields";
import type { Plan } from "./plan";
import { learnSettings, type Settings } from "./setup";
import { experimentOf, type Experiment } from "./voice";
import { splitClauses } from "./clauses";

// What the rows written so far tell the next one, oldest first: the names they gave things (for "the
// offset"), what the last row planned, the experiment the series repeats, and the settings' last values.

export interface RowMemory {
  phrases: Phrases;
  plan: Plan | null;
  experiment: Experiment | null;
  settings: Settings;
}

export const newMemory = (): RowMemory => ({ phrases: newPhrases(), plan: null, experiment: null, settings: new Map() });

const textOf = (pieces: Piece[], field: Piece["field"]) => pieces.filter((p) => p.field === field).map((p) => p.text).join(" ");

// pieces: the row as spelled out, before its work was voiced; work: the voiced work.
export function remember(memory: RowMemory, pieces: Piece[], work: string): void {
  for (const piece of pieces) learnPhrases(piece.text, memory.phrases);
  const next = textOf(pieces, "nextSteps");
  const hypothesis = textOf(pieces, "hypothesis");
  memory.plan = next ? { text: next, fromHypothesis: false } : hypothesis ? { text: hypothesis, fromHypothesis: true } : null;
  memory.experiment = experimentOf(work) ?? memory.experiment;
  const clauses = pieces.filter((p) => p.field === "work").flatMap((p) => splitClauses(p.text).map((c) => c.text));
  learnSettings(clauses, memory.settings);
}
