import type { LogbookOutput } from "@/lib/worker/schemas";
import { capitalize, ensureStop } from "../text/words";
import { sortClauses, type Field } from "./fields";
import { findReferences } from "./references";
import { spelledOut } from "./shorthand";
import type { NoteSegment } from "./segment";
import { titleOf } from "./title";

// Turns one dated piece of notes into a logbook row: clauses sorted into the fields, a title from the
// work, and the references (never the figures, which stay in the result) as the evidence.

type Entry = LogbookOutput["entries"][number];


// A day's notes longer than this are not a logbook row but a pasted document: its fields are read from
// the start, and the references from all of it.
const MAX_SENTENCES = 1_000;

export function buildEntry(segment: NoteSegment, knownFiles: string[]): Entry {
  const pieces = sortClauses(segment.sentences.slice(0, MAX_SENTENCES));
  const field = (name: Field) =>
    pieces
      .filter((p) => p.field === name)
      .map((p) => ensureStop(capitalize(spelledOut(p.text.trim()))))
      .join(" ");
  return {
    date: segment.date,
    title: titleOf(pieces),
    hypothesis: field("hypothesis"),
    work: field("work"),
    result: field("result"),
    nextSteps: field("nextSteps"),
    evidence: findReferences(segment.sentences.map((s) => s.text).join("\n"), knownFiles).map((r) => r.text),
  };
}
