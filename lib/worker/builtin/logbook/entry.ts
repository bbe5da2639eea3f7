import type { LogbookOutput } from "@/lib/worker/schemas";
import { HYPOTHESIS, NEXT_ANYWHERE, NEXT_START, RESULT, WORK } from "../lexicon/logbook-cues";
import { findMeasurements } from "../text/measurements";
import { capitalize, ensureStop, truncate } from "../text/words";
import type { NoteSegment } from "./segment";

// Turns one dated piece of notes into a logbook entry: each sentence goes to hypothesis, work,
// result or next steps by its cue words, and figures and file names become the evidence.

type Entry = LogbookOutput["entries"][number];
type Field = "hypothesis" | "work" | "result" | "nextSteps";

const TITLE_CHARS = 80;
// Where a note sentence can be cut into what was done and what came of it.
const CLAUSE = /,\s+(?:so\s+|and\s+)?|;\s+|\s+[-–—]\s+|:\s+|\s+but\s+|\s+so\s+/g;
const FILE_NAME = /\b[\w-]+(?:\.[\w-]+)*\.(?:pdf|docx?|xlsx?|csv|pptx?|txt|md|json|ipynb|png|jpe?g|log|zip|py|stl|step|dwg)\b/gi;
const TICKET = /\b[A-Z][A-Z0-9]{1,9}-\d+\b/g;
const COMMIT = /\bcommit\s+[0-9a-f]{7,40}\b/gi;

// "Tried X", "We tried X", "I ran Y": the sentence opens with what was done.
const SUBJECT = /^(?:we|i|team|they|then|also|first|finally|again|today|yesterday)$/i;

function startsWithWork(sentence: string): boolean {
  const words = sentence.split(/\s+/).map((w) => w.replace(/[^\w'-]/g, ""));
  let at = 0;
  while (at < 2 && SUBJECT.test(words[at] ?? "")) at += 1;
  // "Set up" is the only two-word verb in the list.
  return WORK.test(words.slice(at, at + (/^set$/i.test(words[at] ?? "") ? 2 : 1)).join(" "));
}

function isResult(text: string): boolean {
  return RESULT.test(text) || (findMeasurements(text).length > 0 && !startsWithWork(text));
}

// Cuts "Tried delta encoding, latency dropped to 4 ms" after the first clause whose remainder
// passes the test.
function splitClause(sentence: string, tailTest: (tail: string) => boolean): [string, string] | null {
  for (const m of sentence.matchAll(CLAUSE)) {
    const head = sentence.slice(0, m.index).trim();
    const tail = sentence.slice(m.index + m[0].length).trim();
    if (head !== "" && tail !== "" && tailTest(tail)) return [head, capitalize(tail)];
  }
  return null;
}

function sortSentence(sentence: string, fields: Record<Field, string[]>): void {
  if (NEXT_START.test(sentence)) return void fields.nextSteps.push(sentence);
  if (HYPOTHESIS.test(sentence)) {
    const parts = splitClause(sentence, (tail) => NEXT_ANYWHERE.test(tail) && !HYPOTHESIS.test(tail));
    fields.hypothesis.push(parts ? parts[0] : sentence);
    if (parts) fields.nextSteps.push(parts[1]);
    return;
  }
  if (NEXT_ANYWHERE.test(sentence)) return void fields.nextSteps.push(sentence);
  if (startsWithWork(sentence)) {
    const parts = splitClause(sentence, isResult);
    fields.work.push(parts ? parts[0] : sentence);
    if (parts) fields.result.push(parts[1]);
    return;
  }
  if (isResult(sentence)) return void fields.result.push(sentence);
  fields.work.push(sentence);
}

function evidenceOf(text: string, knownFiles: string[]): string[] {
  const lower = text.toLowerCase();
  const items = [
    ...knownFiles.filter((f) => lower.includes(f.toLowerCase())),
    ...(text.match(FILE_NAME) ?? []),
    ...(text.match(TICKET) ?? []),
    ...(text.match(COMMIT) ?? []),
    ...findMeasurements(text),
  ];
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.toLowerCase()) && Boolean(seen.add(i.toLowerCase())));
}

function titleOf(fields: Record<Field, string[]>): string {
  const source = fields.work[0] ?? fields.result[0] ?? fields.hypothesis[0] ?? fields.nextSteps[0] ?? "";
  return truncate(capitalize(source.replace(/[.!?:;,]+$/, "")), TITLE_CHARS);
}

export function buildEntry(segment: NoteSegment, knownFiles: string[]): Entry {
  const fields: Record<Field, string[]> = { hypothesis: [], work: [], result: [], nextSteps: [] };
  for (const s of segment.sentences) sortSentence(s, fields);
  const join = (list: string[]) => list.map((s) => ensureStop(s)).join(" ");
  return {
    date: segment.date,
    title: titleOf(fields),
    hypothesis: join(fields.hypothesis),
    work: join(fields.work),
    result: join(fields.result),
    nextSteps: join(fields.nextSteps),
    evidence: evidenceOf(segment.sentences.join(" "), knownFiles),
  };
}
