import type { Sentence } from "../corpus";
import { LABEL_WORDS, type LabelKind } from "./labels";

// What a paste puts in front of the words: e-mail quote marks ("> "), Markdown heading marks, list
// numbers ("4. "), commit
// hashes ("a3f91c0 measure: ..."), and the speakers of an interview transcript ("SO: Our paste
// backfill ..."). They are removed before roles are read, so the role comes from the words and the
// draft does not carry them. The interviewer's own questions ("RD: And what came out of it?") and the
// header lines of a forwarded e-mail are not the claimant's material at all and are dropped; a
// question that names a part of the claim leaves the heading it stands for.

const QUOTE = /^(?:>[ \t]*)+/;
// A Markdown heading's marks ("## Results"): the words are read as a heading by the labels.
const HASHES = /^#{1,6}[ \t]+/;
const NUMBERING = /^\(?\d{1,2}[.)][ \t]+(?=\p{L})/u;
const COMMIT = /^[0-9a-f]{7,12}[ \t]+(?=\S)/;
// "SO:", "Owner:", "Dr. Mehta:", "Mr Chan:": one name, after a title or not.
const SPEAKER = /^((?:(?:Dr|Mr|Mrs|Ms|Prof)\.? )?\p{Lu}[\p{L}.'-]{0,20}):[ \t]+/u;
const MAIL_HEADER = /^(?:from|to|cc|bcc|sent|date|subject|objet|de|à|envoyé)[ \t]*:/i;

// A transcript names the same speaker at the start of several turns.
const MIN_TURNS = 2;

function isCommitHash(prefix: string): boolean {
  return /\d/.test(prefix) && /[a-f]/.test(prefix);
}

function withoutMarks(text: string): string {
  let t = text.replace(QUOTE, "").replace(HASHES, "");
  const commit = COMMIT.exec(t);
  if (commit && isCommitHash(commit[0].trim())) t = t.slice(commit[0].length);
  return t.replace(NUMBERING, "");
}

function isMailHeader(text: string): boolean {
  return MAIL_HEADER.test(text) || text.toLowerCase().includes("forwarded message") || text.toLowerCase().includes("original message");
}

function speakerOf(text: string): string | null {
  const m = SPEAKER.exec(text);
  if (!m) return null;
  const name = m[1]!;
  // "Results: ...", "Hypothesis: ..." are the user's own labels, read later.
  return LABEL_WORDS[name.toLowerCase()] ? null : name;
}

interface Turn {
  speaker: string | null;
  text: string;
}

// The heading an interviewer's question stands for: "What was the technical problem?" introduces the
// uncertainty, "What did you learn?" what was learned (before "did" makes it the work), "What came out
// of it?" the results. Written as a heading the labels read (labels.ts).
const HEADINGS: Record<Exclude<LabelKind, "context">, string> = {
  uncertainty: "Uncertainty", standard: "Prior practice", hypothesis: "Hypothesis", experiment: "Work done",
  result: "Results", knowledge: "Lessons learned", records: "Records", objective: "Goal",
};
const KNOWLEDGE_WORDS = new Set(["learn", "learned", "learnt", "lesson", "lessons", "conclude", "conclusion", "conclusions"]);
const RESULT_WORDS = new Set(["result", "results", "outcome", "outcomes", "came", "happen", "happened", "find", "found"]);

function headingFor(question: string): string | null {
  if (!question.trimEnd().endsWith("?")) return null;
  const words = question.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  if (words.some((w) => KNOWLEDGE_WORDS.has(w))) return HEADINGS.knowledge;
  if (words.some((w) => RESULT_WORDS.has(w))) return HEADINGS.result;
  for (const w of words) {
    const kind = LABEL_WORDS[w];
    if (kind && kind !== "context") return HEADINGS[kind];
  }
  return null;
}

export function withoutPrefixes(sentences: Sentence[]): Sentence[] {
  const turns: Turn[] = sentences.map((s) => {
    const text = withoutMarks(s.text.trim());
    return { speaker: speakerOf(text), text };
  });
  const counts = new Map<string, { turns: number; questions: number }>();
  for (const t of turns) {
    if (!t.speaker) continue;
    const c = counts.get(t.speaker) ?? { turns: 0, questions: 0 };
    c.turns += 1;
    if (t.text.trimEnd().endsWith("?")) c.questions += 1;
    counts.set(t.speaker, c);
  }
  const speakers = new Set([...counts].filter(([, c]) => c.turns >= MIN_TURNS).map(([name]) => name));
  // The one who mostly asks is the interviewer; what the interviewer says is not the claimant's work.
  const interviewers = new Set([...speakers].filter((name) => counts.get(name)!.questions * 2 >= counts.get(name)!.turns));

  const out: Sentence[] = [];
  let current: string | null = null;
  sentences.forEach((s, i) => {
    const turn = turns[i]!;
    if (turn.speaker && speakers.has(turn.speaker)) current = turn.speaker;
    if (isMailHeader(turn.text)) return;
    if (current !== null && interviewers.has(current)) {
      // The interviewer's question is not the claimant's material, but it says what the answer is.
      const heading = headingFor(turn.text);
      if (heading) out.push({ ...s, text: heading });
      return;
    }
    const text = turn.speaker && speakers.has(turn.speaker) ? turn.text.slice(turn.text.indexOf(":") + 1).trim() : turn.text;
    if (text !== "") out.push({ ...s, text });
  });
  return out;
}
