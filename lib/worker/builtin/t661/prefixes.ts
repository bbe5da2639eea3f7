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
// A questionnaire's own numbering: "Q2. Why couldn't ...", "Question 3: What did you do?".
const QUESTION_NUMBER = /^(?:q|question )\d{1,2}[.):]?[ \t]+(?=\p{L})/iu;
const COMMIT = /^[0-9a-f]{7,12}[ \t]+(?=\S)/;
// A chat export's stamp before the speaker: "[Mon 9:02] Julie: …", "[2025-03-04 14:20] Marc: …".
const CHAT_STAMP = /^\[[^\]\n]{1,30}\][ \t]*(?=\S)/;
// "SO:", "Owner:", "Dr. Mehta:", "Mr Chan:": one name, after a title or not.
const SPEAKER = /^((?:(?:Dr|Mr|Mrs|Ms|Prof)\.? )?\p{Lu}[\p{L}.'-]{0,20}):[ \t]+/u;
const MAIL_HEADER = /^(?:from|to|cc|bcc|sent|date|subject|objet|de|à|envoyé)[ \t]*:/i;

// A transcript names the same speaker at the start of several turns.
const MIN_TURNS = 2;

function isCommitHash(prefix: string): boolean {
  return /\d/.test(prefix) && /[a-f]/.test(prefix);
}

// A tracker's line: "AGRI-101 Investigate why … | Status: Done". The key and the fields after the title
// are the tracker's, not the claimant's words.
const ISSUE_KEY = /^[A-Z][A-Z0-9]{1,9}-\d{1,6}:?[ \t]+(?=\S)/;
const TRACKER_FIELD = /^(?:status|priority|assignee|resolution|type|sprint|labels?|component|points)[ \t]{0,3}:/i;

function withoutTrackerFields(text: string): string {
  let t = text;
  for (let bar = t.lastIndexOf(" | "); bar > 0 && TRACKER_FIELD.test(t.slice(bar + 3)); bar = t.lastIndexOf(" | ")) t = t.slice(0, bar);
  return t;
}

function withoutMarks(text: string): { text: string; numbered: boolean } {
  let t = withoutTrackerFields(text.replace(QUOTE, "").replace(HASHES, "").replace(CHAT_STAMP, "").replace(ISSUE_KEY, ""));
  const commit = COMMIT.exec(t);
  if (commit && isCommitHash(commit[0].trim())) t = t.slice(commit[0].length);
  const bare = t.replace(NUMBERING, "").replace(QUESTION_NUMBER, "");
  return { text: bare, numbered: bare !== t };
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
  numbered: boolean;
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
// "What didn't you know at the start?": the unknown, asked as what was not known.
const KNOW_WORDS = new Set(["know", "knew", "sure", "certain"]);
const DENIAL_WORDS = new Set(["not", "didn", "don", "couldn", "wasn", "weren", "nobody", "no"]);
// A prompt the form numbers but that names no part of the claim ("1. What is the project?") ends the
// heading before it: its answer is the claimant's background.
const BACKGROUND_HEADING = "Background";

function headingFor(question: string): string | null {
  if (!question.trimEnd().endsWith("?")) return null;
  return headingOf(question.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean));
}

// "What did you think would work?" asks for the idea, though "did" names the work; "Why was it hard?"
// asks for the unknown.
const THINKING_WORDS = new Set(["think", "thought", "expect", "expected", "predict", "predicted", "believe", "believed"]);
const DIFFICULTY_WORDS = new Set(["hard", "difficult", "tricky"]);

function kindOf(words: string[]): Exclude<LabelKind, "context"> | null {
  if (words.some((w) => KNOWLEDGE_WORDS.has(w))) return "knowledge";
  if (words.some((w) => RESULT_WORDS.has(w))) return "result";
  if (words.some((w) => KNOW_WORDS.has(w)) && words.some((w) => DENIAL_WORDS.has(w))) return "uncertainty";
  if (words.some((w) => THINKING_WORDS.has(w))) return "hypothesis";
  if (words.some((w) => DIFFICULTY_WORDS.has(w))) return "uncertainty";
  for (const w of words) {
    const kind = LABEL_WORDS[w];
    if (kind && kind !== "context") return kind;
  }
  return null;
}

function headingOf(words: string[]): string | null {
  const kind = kindOf(words);
  return kind ? HEADINGS[kind] : null;
}

/** What part of a claim a questionnaire's question asks for ("What didn't you know?": the uncertainty). */
export function promptKind(question: string): Exclude<LabelKind, "context"> | null {
  return kindOf(question.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean));
}

// A prompt is numbered ("2. What didn't you know?", "Q2. Why couldn't ...?"), or is a short question
// put to the reader ("What did you find out?"). Undefined: not a prompt; null: a prompt with no heading.
const READER = new Set(["you", "your"]);
const QUESTION_OPENINGS = new Set(["what", "why", "how", "which", "where", "when", "who"]);
const PROMPT_MAX_WORDS = 14;
const ASKED_PART_MAX_WORDS = 6;

// A list item's opening question is a prompt when it is put to the reader or asks about the project
// itself ("What is the project?"); "- How to keep the flame stable?" is an unknown of the work.
const FORM_TOPICS = new Set(["project", "business", "company"]);
// "Q2." split off as a sentence of its own numbers the prompt after it.
const NUMBER_ONLY = /^(?:q|question )?\d{1,2}[.):]?$/i;

// "Q1. Describe the technical problem.": a numbered prompt given as an order.
const PROMPT_VERBS = new Set(["describe", "explain", "outline", "list", "summarise", "summarize", "state", "identify", "provide"]);

function formPrompt(turn: Turn, text: string, openingItem: boolean): string | null | undefined {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  if (words.length > PROMPT_MAX_WORDS) return undefined;
  if (turn.numbered && PROMPT_VERBS.has(words[0] ?? "")) return headingOf(words) ?? BACKGROUND_HEADING;
  if (!text.trimEnd().endsWith("?")) return undefined;
  if (turn.numbered) return headingFor(text) ?? BACKGROUND_HEADING;
  if (!QUESTION_OPENINGS.has(words[0] ?? "")) return undefined;
  if (words.some((w) => READER.has(w))) return headingFor(text) ?? (openingItem ? BACKGROUND_HEADING : null);
  // "> What was the technical problem?", "What happened?": a short question that names a part of the
  // claim and nothing of the work is the correspondent's prompt, heading its answer.
  if (words.length <= ASKED_PART_MAX_WORDS && !/\d/.test(text)) {
    const heading = headingFor(text);
    if (heading) return heading;
  }
  return openingItem && words.some((w) => FORM_TOPICS.has(w)) ? BACKGROUND_HEADING : undefined;
}

export function withoutPrefixes(sentences: Sentence[]): Sentence[] {
  const turns: Turn[] = sentences.map((s) => {
    const { text, numbered } = withoutMarks(s.text.trim());
    return { speaker: speakerOf(text), text, numbered };
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
  let numberedNext = false;
  sentences.forEach((s, i) => {
    const turn = turns[i]!;
    const before = sentences[i - 1];
    const opensParagraph = before === undefined || before.paragraph !== s.paragraph || before.block !== s.block;
    if (NUMBER_ONLY.test(turn.text)) {
      numberedNext = true;
      return;
    }
    if (numberedNext) turn.numbered = true;
    numberedNext = false;
    if (turn.speaker && speakers.has(turn.speaker)) current = turn.speaker;
    if (isMailHeader(turn.text)) return;
    if (current !== null && interviewers.has(current)) {
      // The interviewer's question is not the claimant's material, but it says what the answer is.
      const heading = headingFor(turn.text);
      if (heading) out.push({ ...s, text: heading });
      return;
    }
    const text = turn.speaker && speakers.has(turn.speaker) ? turn.text.slice(turn.text.indexOf(":") + 1).trim() : turn.text;
    // A questionnaire's prompt, pasted with its answers, is a heading for them, never material.
    const prompt = formPrompt(turn, text, opensParagraph && s.item === true);
    if (prompt !== undefined) {
      if (prompt) out.push({ ...s, text: prompt });
      return;
    }
    if (text !== "") out.push({ ...s, text });
  });
  return out;
}
