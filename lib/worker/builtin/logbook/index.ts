import type { LogbookOutput, TaskEnvelope } from "@/lib/worker/schemas";
import { buildEntry } from "./entry";
import { renderLogbook } from "./markdown";
import { newMemory } from "./memory";
import { segmentNotes } from "./segment";

export function runLogbook(envelope: TaskEnvelope): { markdown: string; output: LogbookOutput } {
  const knownFiles = envelope.files.map((f) => f.filename);
  const segments = segmentNotes(envelope);
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
  const output: LogbookOutput = { entries: sorted.map((s) => buildEntry(s, knownFiles, memory)) };
  return { markdown: renderLogbook(output, envelope.project?.name ?? null), output };
}
