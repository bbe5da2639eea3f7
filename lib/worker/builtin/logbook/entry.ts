import type { LogbookOutput } from "@/lib/worker/schemas";
import { HYPOTHESIS, isHypothesis, lastIfThen, NEXT_ANYWHERE, NEXT_START, RESULT, WORK } from "../lexicon/logbook-cues";
import { findMeasurements, measurementTest } from "../text/measurements";
import { suffixTest } from "../text/suffix";
import { capitalize, ensureStop, trimEnd, truncate } from "../text/words";
import type { NoteSegment } from "./segment";

// Turns one dated piece of notes into a logbook entry: each sentence goes to hypothesis, work,
// result or next steps by its cue words, and figures and file names become the evidence.

type Entry = LogbookOutput["entries"][number];
type Field = "hypothesis" | "work" | "result" | "nextSteps";

const TITLE_CHARS = 80;
// Where a note sentence can be cut into what was done and what came of it. A break that opens with
// white space starts at the first space of the run: from inside the run it would be the same break,
// and retrying every position of a long run is quadratic.
const CLAUSE = /,\s+(?:so\s+|and\s+)?|;\s+|(?<!\s)\s+(?:[-–—]|but|so)\s+|:\s+/g;
const TICKET = /\b[A-Z][A-Z0-9]{1,9}-\d+\b/g;
const COMMIT = /\bcommit\s+[0-9a-f]{7,40}\b/gi;

// File names such as "bench-v2.results.csv". The name-shaped runs of the text ("a-b.c.d", dots only
// between name characters) are found first, and a name is tried only from the first letter or digit of
// each: /\b[\w-]+(?:\.[\w-]+)*\.(?:pdf|...)\b/g also tried every later word start of a run, reading
// the rest of the run again from each (quadratic on "a.a.a.a..."), and found nothing more there
// (what starts inside a run is also reached from the run's first word character, and the scan then
// goes past it).
const NAME_RUN = /[\w-]+(?:\.[\w-]+)*/g;
const FILE_NAME_AT = /[\w-]+(?:\.[\w-]+)*\.(?:pdf|docx?|xlsx?|csv|pptx?|txt|md|json|ipynb|png|jpe?g|log|zip|py|stl|step|dwg)\b/iy;

function fileNames(text: string): string[] {
  const names: string[] = [];
  for (const run of text.matchAll(NAME_RUN)) {
    const first = run[0].search(/\w/);
    if (first === -1) continue;
    FILE_NAME_AT.lastIndex = run.index + first;
    const m = FILE_NAME_AT.exec(text);
    if (m) names.push(m[0]);
  }
  return names;
}

// "Tried X", "We tried X", "I ran Y": the sentence opens with what was done.
const SUBJECT = /^(?:we|i|team|they|then|also|first|finally|again|today|yesterday)$/i;

function startsWithWork(sentence: string): boolean {
  // Only the first four words matter; the limit keeps a long sentence from being split whole.
  const pieces = sentence.split(/\s+/, 4);
  const word = (i: number) => (pieces[i] ?? "").replace(/[^\w'-]/g, "");
  let at = 0;
  while (at < 2 && SUBJECT.test(word(at))) at += 1;
  // "Set up" is the only two-word verb in the list.
  const verb = word(at);
  return WORK.test(/^set$/i.test(verb) && pieces.length > at + 1 ? `${verb} ${word(at + 1)}` : verb);
}

function isResult(text: string): boolean {
  return RESULT.test(text) || (findMeasurements(text).length > 0 && !startsWithWork(text));
}

// A test of splitClause on the tail of a sentence that starts at `from`, after a clause break.
type TailTest = (from: number) => boolean;

// A tail that says what comes next and is not itself a hypothesis. Each expression is read once over
// the whole sentence (suffixTest), not once per tail.
function nextStepTail(sentence: string): TailTest {
  const next = suffixTest(NEXT_ANYWHERE, sentence);
  const hypothesis = suffixTest(HYPOTHESIS, sentence);
  const ifThen = lastIfThen(sentence);
  return (from) => next(from) && !(hypothesis(from) || from <= ifThen);
}

// isResult of the tail.
function resultTail(sentence: string): TailTest {
  const result = suffixTest(RESULT, sentence);
  const figure = measurementTest(sentence);
  return (from) => result(from) || (figure(from) && !startsWithWork(sentence.slice(from).trim()));
}

// Cuts "Tried delta encoding, latency dropped to 4 ms" after the first clause whose remainder
// passes the test (made once per sentence, at its first clause break).
function splitClause(sentence: string, makeTest: (sentence: string) => TailTest): [string, string] | null {
  const content = sentence.search(/\S/);
  let tailTest: TailTest | null = null;
  for (const m of sentence.matchAll(CLAUSE)) {
    // Every break ends with white space, so the tail starts with a word (or is empty).
    const from = m.index + m[0].length;
    if (content === -1 || content >= m.index || from >= sentence.length) continue;
    tailTest ??= makeTest(sentence);
    if (tailTest(from)) return [sentence.slice(0, m.index).trim(), capitalize(sentence.slice(from).trim())];
  }
  return null;
}

function sortSentence(sentence: string, fields: Record<Field, string[]>): void {
  if (NEXT_START.test(sentence)) return void fields.nextSteps.push(sentence);
  if (isHypothesis(sentence)) {
    const parts = splitClause(sentence, nextStepTail);
    fields.hypothesis.push(parts ? parts[0] : sentence);
    if (parts) fields.nextSteps.push(parts[1]);
    return;
  }
  if (NEXT_ANYWHERE.test(sentence)) return void fields.nextSteps.push(sentence);
  if (startsWithWork(sentence)) {
    const parts = splitClause(sentence, resultTail);
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
    ...fileNames(text),
    ...(text.match(TICKET) ?? []),
    ...(text.match(COMMIT) ?? []),
    ...findMeasurements(text),
  ];
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.toLowerCase()) && Boolean(seen.add(i.toLowerCase())));
}

function titleOf(fields: Record<Field, string[]>): string {
  const source = fields.work[0] ?? fields.result[0] ?? fields.hypothesis[0] ?? fields.nextSteps[0] ?? "";
  return truncate(capitalize(trimEnd(source, /[.!?:;,]/)), TITLE_CHARS);
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
