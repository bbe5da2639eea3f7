import type { LogbookOutput } from "@/lib/worker/schemas";
import { ensureStop, trimEnd } from "../text/words";
import { capitalized } from "./case";
import { resolved } from "./anaphora";
import { sortClauses, type Field, type Piece } from "./fields";
import { withNamedSteps } from "./named-step";
import { atTimePoint, remember, type RowMemory } from "./memory";
import { learnNumbered, namedNumber } from "./numbered";
import { findReferences } from "./references";
import { repeatedRun, repeatOpener } from "./repeat";
import { asChange } from "./setup";
import { spelledOut } from "./shorthand";
import type { NoteSegment } from "./segment";
import { titleOf } from "./title";
import { experimentOf, voiced } from "./voice";

// Turns one dated piece of notes into a logbook row: clauses sorted into the fields, shorthand spelled
// out, short references to earlier rows' things named in full, the work written with its verb, a title
// from the work, and the references (never the figures, which stay in the result) as the evidence. The
// memory carries what earlier rows said; rows are built oldest first.

type Entry = LogbookOutput["entries"][number];

// A day's notes longer than this are not a logbook row but a pasted document: its fields are read from
// the start, and the references from all of it.
const MAX_SENTENCES = 1_000;

// opening: the piece opens the row's work. Only there does a setting given a new value say the run was
// set up so ("Mould temperature 90 °C, same tool"); further on it is a reading ("… pump pressure 35 bar"),
// and writing it as "Lowered pump pressure" would claim an action the notes do not report.
function spelled(piece: Piece, memory: RowMemory, opening: boolean): Piece {
  const said = piece.field === "work" ? namedNumber(atTimePoint(piece.text, memory.timed), memory.numbered) : piece.text;
  const text = resolved(spelledOut(said.trim(), piece.field === "work" ? "past" : "base"), memory.phrases);
  return { ...piece, text: opening ? asChange(text, memory.settings) : text };
}

// "Same, 4 h lead" after "Forecast-based pre-cooling of the slab": "Repeated forecast-based
// pre-cooling of the slab, 4 h lead", so the work says what was run.
function repeated(text: string, last: string | null): string {
  const opener = repeatOpener(text);
  return opener > 0 && last ? `Repeated ${repeatedRun(last)}${text.slice(opener)}` : text;
}

// series: what the notes as a whole study (series.ts), for a row named only as their baseline.
export function buildEntry(segment: NoteSegment, knownFiles: string[], memory: RowMemory, series: string | null = null): Entry {
  const { title: stated, sentences } = statedTitle(segment.sentences.slice(0, MAX_SENTENCES));
  const sorted = withNamedSteps(sortClauses(sentences));
  const opening = sorted.findIndex((p) => p.field === "work" && !p.context);
  const pieces = sorted.map((p, i) => spelled(p, memory, i === opening));
  // A phrase of settings repeats the experiment the row itself has just named ("Welded T2. Pulsed 120 A"),
  // before the one an earlier row named.
  let experiment = memory.experiment;
  const written = pieces.map((p) => {
    if (p.field !== "work" || p.context) return p;
    const text = voiced(repeated(p.text, memory.title), experiment);
    experiment = experimentOf(text) ?? experiment;
    return { ...p, text };
  });
  const field = (name: Field) =>
    written
      .filter((p) => p.field === name)
      .map((p) => ensureStop(capitalized(p.text)))
      .join(" ");
  const entry: Entry = {
    date: segment.date,
    title: stated ?? asBaseline(repeatedTitle(subjectTitle(segment.subject, memory) || titleOf(pieces, memory.plan, series), memory.title), sentences),
    hypothesis: field("hypothesis"),
    work: field("work"),
    result: field("result"),
    nextSteps: field("nextSteps"),
    evidence: findReferences(segment.sentences.map((s) => s.text).join("\n"), knownFiles).map((r) => r.text),
  };
  remember(memory, pieces, entry.work);
  learnNumbered(entry.evidence, entry.title, memory.numbered);
  memory.title = entry.title;
  return entry;
}

// "Title: Post-cure rinse" in an export of experiments, "Summary: Pre-bond dry-out at 80 °C" under a
// ticket's header: the author's own title for the row, as written. Elsewhere a summary sums up results.
const TITLE_LABEL = /^(?:title|experiment title|experiment name)\s{0,3}:\s{0,3}/i;
const SUMMARY_LABEL = /^summary\s{0,3}:\s{0,3}/i;
const TITLE_CHARS = 120;

function statedTitle(sentences: NoteSegment["sentences"]): { title: string | null; sentences: NoteSegment["sentences"] } {
  const ticket = sentences[0]?.text.startsWith("ticket ") ?? false;
  const label = (text: string) => (TITLE_LABEL.test(text) ? TITLE_LABEL : ticket && SUMMARY_LABEL.test(text) ? SUMMARY_LABEL : null);
  const at = sentences.findIndex((s) => s.lineStart && s.text.length <= TITLE_CHARS && label(s.text) !== null);
  if (at === -1) return { title: null, sentences };
  const text = sentences[at]!.text;
  const title = trimEnd(spelledOut(text.replace(label(text)!, ""), "base"), /[.\s]/);
  if (title === "") return { title: null, sentences };
  return { title: capitalized(title), sentences: [...sentences.slice(0, at), ...sentences.slice(at + 1)] };
}

// "Baseline: the threshold alarm takes 2 h", "### April 2 — Rack 3 (baseline)": a row its notes mark as
// the baseline says so first in its title.
const BASELINE_MARK = /^(?:context: )?(?:baseline\s{0,2}[:–—-]|[^()]{1,40}\(baseline\)$)/i;

function asBaseline(title: string, sentences: NoteSegment["sentences"]): string {
  if (title === "" || /\bbaseline\b/i.test(title) || !sentences.some((s) => s.lineStart && BASELINE_MARK.test(s.text))) return title;
  return `Baseline: ${title.replace(/^(?:the|a|an) /i, "")}`;
}

// A commit's subject is its author's title for the change; its body says how, often at length.
const MIN_SUBJECT_WORDS = 3;

function subjectTitle(subject: string | undefined, memory: RowMemory): string {
  if (!subject || subject.split(" ").length < MIN_SUBJECT_WORDS) return "";
  return titleOf([spelled({ field: "work", text: subject, context: false }, memory, true)], null);
}

function repeatedTitle(title: string, last: string | null): string {
  const opener = repeatOpener(title);
  return opener > 0 && last ? `${last}${title.slice(opener)}` : title;
}
