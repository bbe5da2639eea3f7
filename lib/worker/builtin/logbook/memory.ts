import { learnPhrases, newPhrases, type Phrases } from "./anaphora";
import type { Piece } from "./fields";
import type { Plan } from "./plan";
import { learnSettings, type Settings } from "./setup";
import { experimentOf, type Experiment } from "./voice";
import { splitClauses } from "./clauses";
import type { Numbered } from "./numbered";

// What the rows written so far tell the next one, oldest first: the names they gave things (for "the
// offset"), what the last row planned, the experiment the series repeats, and the settings' last values.

export interface RowMemory {
  phrases: Phrases;
  plan: Plan | null;
  experiment: Experiment | null;
  settings: Settings;
  // The last row's title, for a row that says it repeats it ("Same as Thursday on the 10-25 mm fraction").
  title: string | null;
  // What the last row did at a time point ("plate counts" of "Day 7 plate counts"), for a row that only
  // names the next one ("Day 14").
  timed: string | null;
  // What each change request an earlier row made was about ("#215" -> "linear temperature compensation").
  numbered: Numbered;
}

export const newMemory = (): RowMemory => ({ phrases: newPhrases(), plan: null, experiment: null, settings: new Map(), title: null, timed: null, numbered: new Map() });

// "Day 7 plate counts", "Week 2 pull test": a time point and what was done at it.
const TIME_POINT = /^(?:day|week|wk|month|hour|t)\s?\d{1,4}\b/i;
const TIMED_CHARS = 60;

// The work done at a time point in a piece of work, or null.
function doneAt(text: string): string | null {
  const m = TIME_POINT.exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length).trim().replace(/[.;:]$/, "");
  return rest !== "" && rest.length <= TIMED_CHARS && /^[a-z]/i.test(rest) ? rest : null;
}

// "Day 14" after "Day 7 plate counts" gives "Day 14 plate counts".
export function atTimePoint(text: string, timed: string | null): string {
  const bare = text.trim().replace(/[.;]$/, "");
  return timed && TIME_POINT.test(bare) && TIME_POINT.exec(bare)![0].length === bare.length ? `${bare} ${timed}` : text;
}

const textOf = (pieces: Pick<Piece, "field" | "text">[], field: Piece["field"]) => pieces.filter((p) => p.field === field).map((p) => p.text).join(" ");

// pieces: the row as spelled out, before its work was voiced; work: the voiced work.
// A row is remembered from the start of each of its pieces: a pasted document is not a row to learn from.
const PIECE_CHARS = 2_000;

export function remember(memory: RowMemory, pieces: Piece[], work: string): void {
  const texts = pieces.map((p) => ({ field: p.field, text: p.text.slice(0, PIECE_CHARS) }));
  for (const piece of texts) learnPhrases(piece.text, memory.phrases);
  const next = textOf(texts, "nextSteps");
  const hypothesis = textOf(texts, "hypothesis");
  memory.plan = next ? { text: next, fromHypothesis: false } : hypothesis ? { text: hypothesis, fromHypothesis: true } : null;
  memory.experiment = experimentOf(work.slice(0, PIECE_CHARS)) ?? memory.experiment;
  const clauses = texts.filter((p) => p.field === "work").flatMap((p) => splitClauses(p.text).map((c) => c.text));
  learnSettings(clauses, memory.settings);
  memory.timed = clauses.map(doneAt).find((t) => t !== null) ?? memory.timed;
}
