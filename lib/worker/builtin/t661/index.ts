import type { CodeHistory } from "@/lib/worker/codehost/types";
import { countWords } from "@/lib/shared/limits";
import { T661_LINES, type T661Output, type TaskEnvelope } from "@/lib/worker/schemas";
import { classifyAll, filesWithMaterial } from "../classify";
import { buildCorpus } from "../corpus";
import { summarizeExclusions } from "../exclusions";
import { splitInlineBullets } from "./bullets";
import { withCodeRecords } from "./code";
import { composeLine, type ComposedLine } from "./compose";
import { paragraphsFor } from "./lines";
import { renderT661 } from "./markdown";
import { withoutPrefixes } from "./prefixes";
import { splitRunOns } from "./runons";
import { assignSentences, type LineId } from "./select";
import { admissionWarnings, exclusionWarnings, lateFilingWarnings, lineWarnings } from "./warnings";

const LINE_IDS: LineId[] = ["242", "244", "246"];

export function runT661(envelope: TaskEnvelope, code: CodeHistory | null = null): { markdown: string; output: T661Output } {
  const corpus = buildCorpus(envelope);
  const classified = classifyAll(splitRunOns(splitInlineBullets(withoutPrefixes(corpus.sentences))));
  const exclusions = summarizeExclusions(classified);
  const assignment = assignSentences(classified);
  const recordFiles = filesWithMaterial(classified, corpus.filesWithText);

  const composed = {} as Record<LineId, ComposedLine>;
  for (const id of LINE_IDS) composed[id] = composeLine(paragraphsFor(id, assignment, recordFiles), T661_LINES[id].wordLimit);

  const usedFileIds = new Set(LINE_IDS.flatMap((id) => composed[id].used.flatMap((c) => (c.classified.sentence.file ? [c.classified.sentence.file.fileId] : []))));
  // Files named in the records sentence count as used too.
  if (composed["244"].closingUsed) for (const f of recordFiles) usedFileIds.add(f.fileId);
  const sources = corpus.filesWithText.filter((f) => usedFileIds.has(f.fileId)).map((f) => ({ fileId: f.fileId, filename: f.filename }));

  const omitted = { "242": composed["242"].omitted, "244": composed["244"].omitted, "246": composed["246"].omitted };
  const limits = { "242": T661_LINES["242"].wordLimit, "244": T661_LINES["244"].wordLimit, "246": T661_LINES["246"].wordLimit };
  const records = withCodeRecords(composed["244"].text, limits["244"], code);
  const line244 = { ...composed["244"], text: records.text, wordCount: countWords(records.text) };
  const output: T661Output = {
    lines: {
      "242": line("242", composed["242"]),
      "244": line("244", line244),
      "246": line("246", composed["246"]),
    },
    warnings: [
      ...lateFilingWarnings(classified),
      ...lineWarnings(assignment, omitted, limits),
      ...exclusionWarnings(exclusions, assignment),
      ...admissionWarnings(classified),
      ...records.warnings,
    ],
    sources: [...sources, ...records.sources],
  };
  return { markdown: renderT661(output, envelope.project?.name ?? null, envelope.project?.fiscalYear ?? null), output };
}

function line(id: LineId, composed: ComposedLine): T661Output["lines"][LineId] {
  const { question, wordLimit } = T661_LINES[id];
  return { question, text: composed.text, wordCount: composed.wordCount, wordLimit };
}
