import type { CodeHistory } from "@/lib/worker/codehost/types";
import type { LogbookOutput, TaskEnvelope } from "@/lib/worker/schemas";
import { commitDays, commitSegment } from "../code/logbook";
import { userMessages } from "../corpus";
import { buildEntry } from "./entry";
import { renderLogbook } from "./markdown";
import { newMemory } from "./memory";
import { segmentNotes } from "./segment";
import { seriesOf } from "./series";

export function runLogbook(envelope: TaskEnvelope, code: CodeHistory | null = null): { markdown: string; output: LogbookOutput } {
  const knownFiles = envelope.files.map((f) => f.filename);
  const notes = segmentNotes(envelope);
  // A day of commits is a row of its own unless the notes already cover that day.
  const days = commitDays(code);
  const covered = new Set(notes.map((s) => s.date));
  const segments = [...notes, ...days.filter((d) => !covered.has(d.date)).map((d, i) => commitSegment(d, notes.length + i))];
  // Oldest first; entries of the same day keep the order they were written in. An entry without
  // any date goes last.
  const sorted = [...segments].sort((a, b) => {
    if (a.date === b.date) return a.order - b.order;
    if (a.date === "") return 1;
    if (b.date === "") return -1;
    return a.date < b.date ? -1 : 1;
  });
  // Oldest first, so a row can name in full what an earlier row named ("the offset", "the 37").
  const memory = newMemory();
  const series = seriesOf(userMessages(envelope)[0]?.text ?? "");
  const output: LogbookOutput = { entries: sorted.map((s) => buildEntry(s, knownFiles, memory, series)) };
  // Each day's commits are its evidence: on the day's first row, after the references the notes name.
  for (const day of days) {
    const entry = output.entries.find((e) => e.date === day.date);
    if (entry) entry.evidence = [...new Set([...entry.evidence, ...day.shas])];
  }
  return { markdown: renderLogbook(output, envelope.project?.name ?? null, code), output };
}
