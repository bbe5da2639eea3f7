import { findDates } from "../text/dates";
import { hasDigit, tokensOf } from "../text/tokens";

// The user's own labels ("Uncertainty:", "What we did -", "Line 244") say which line a sentence is
// for; they are read, then removed so the draft does not repeat them ("investigation: Goal: ...").

export type LabelKind = "uncertainty" | "standard" | "hypothesis" | "experiment" | "result" | "knowledge" | "records" | "objective" | "context";

export interface Label {
  kind: LabelKind | null;
  // The sentence without the label; the whole sentence when it has none.
  rest: string;
  // The sentence is only a label ("Line 242", "Results:"): a heading for what follows.
  heading: boolean;
}

// Words that make a label of a short prefix, and the kind they give. The first word found decides,
// so "what we did" (experiment) is listed by its last word and "knowledge gained" by its first.
export const LABEL_WORDS: Record<string, LabelKind> = {
  uncertainty: "uncertainty", uncertainties: "uncertainty", challenge: "uncertainty", challenges: "uncertainty",
  problem: "uncertainty", problems: "uncertainty", unknowns: "uncertainty", unknown: "uncertainty", question: "uncertainty",
  questions: "uncertainty", risk: "uncertainty", risks: "uncertainty", obstacle: "uncertainty", obstacles: "uncertainty",
  limitation: "uncertainty", limitations: "uncertainty", gap: "uncertainty", gaps: "uncertainty", barrier: "uncertainty",
  barriers: "uncertainty", issue: "uncertainty", issues: "uncertainty", hurdle: "uncertainty", hurdles: "uncertainty",
  practice: "standard", prior: "standard", existing: "standard", alternatives: "standard", literature: "standard",
  hypothesis: "hypothesis", hypotheses: "hypothesis", assumption: "hypothesis", assumptions: "hypothesis", idea: "hypothesis",
  theory: "hypothesis", prediction: "hypothesis", predictions: "hypothesis", thought: "hypothesis", thoughts: "hypothesis",
  guess: "hypothesis", expectation: "hypothesis", expectations: "hypothesis", ideas: "hypothesis",
  did: "experiment", work: "experiment", method: "experiment", methods: "experiment", methodology: "experiment",
  approach: "experiment", experiment: "experiment", experiments: "experiment", tests: "experiment", testing: "experiment",
  trials: "experiment", procedure: "experiment", investigation: "experiment", iterations: "experiment", steps: "experiment",
  measurements: "experiment", activities: "experiment", tried: "experiment", trial: "experiment", test: "experiment",
  iteration: "experiment", attempt: "experiment", attempts: "experiment", prototype: "experiment", prototypes: "experiment",
  analysis: "experiment", setup: "experiment", design: "experiment",
  // Commit message prefixes ("measure: toggle a GPIO ...", "try: run the loop from RAM").
  measure: "experiment", bench: "experiment", try: "experiment", exp: "experiment", perf: "experiment",
  result: "result", results: "result", outcome: "result", outcomes: "result", findings: "result", observations: "result",
  status: "result", found: "result", came: "result", happened: "result", finding: "result", data: "result",
  advancement: "knowledge", advancements: "knowledge", advance: "knowledge", advances: "knowledge", knowledge: "knowledge",
  learned: "knowledge", learnt: "knowledge", learnings: "knowledge", lessons: "knowledge", conclusion: "knowledge",
  conclusions: "knowledge", takeaways: "knowledge", takeaway: "knowledge", insights: "knowledge", lesson: "knowledge",
  learning: "knowledge", insight: "knowledge",
  records: "records", documentation: "records", evidence: "records", logs: "records", log: "records", changelog: "records",
  goal: "objective", goals: "objective", objective: "objective", objectives: "objective", aim: "objective",
  aims: "objective", target: "objective", purpose: "objective",
  background: "context", about: "context", company: "context", context: "context", client: "context", customer: "context",
  summary: "context", overview: "context", project: "context", product: "context", team: "context", budget: "context",
  timeline: "context", next: "context", future: "context", plans: "context", note: "context", notes: "context",
  ps: "context", fyi: "context", re: "context", subject: "context", other: "context", misc: "context", admin: "context",
  // "Why it matters:" gives the business reason.
  matters: "context",
};

// Words a label may hold besides its key word ("Tech uncertainty", "What we did", "Line 242").
const LABEL_FILLERS = new Set([
  "tech", "technical", "technological", "scientific", "main", "key", "our", "the", "what", "we", "i", "work", "done",
  "gained", "line", "lines", "us", "and", "of", "to", "overall", "final", "initial", "new", "sr&ed", "sred", "performed",
  "standard", "why", "failed", "state", "art", "steps", "my", "a", "learned", "some", "first", "quick", "solutions",
  "methods", "approaches", "fell", "short", "in", "this", "year", "working", "big", "slide", "section", "chapter",
  "part", "page", "plan", "it",
  // "SR&ED" is read as the words "sr" and "ed".
  "sr", "ed",
]);

const LINE_KIND: Record<string, LabelKind> = { "242": "uncertainty", "244": "experiment", "246": "knowledge" };

const MAX_LABEL_WORDS = 5;
const MAX_LABEL_CHARS = 48;

// Where the label ends: a colon, or a dash between spaces ("Outcome - at ..."), within the first
// few words.
function labelEnd(text: string): { end: number; restFrom: number } | null {
  const limit = Math.min(text.length, MAX_LABEL_CHARS);
  for (let i = 1; i < limit; i += 1) {
    const ch = text[i];
    if (ch === ":" && text[i + 1] !== "/" ) return { end: i, restFrom: i + 1 };
    if ((ch === "-" || ch === "–" || ch === "—") && text[i - 1] === " " && text[i + 1] === " ") return { end: i - 1, restFrom: i + 1 };
    if (ch === "." || ch === "," || ch === ";" || ch === "(") return null;
  }
  return null;
}

// A heading may hold one word of its own ("Advancement achieved", "Work in 2024").
// "Hypothesis 2", "H1", "Trial 3b": a number names which one, it is not a word of its own.
function hasLetterAfter(word: string): boolean {
  for (let i = 1; i < word.length; i += 1) if (!hasDigit(word.charAt(i))) return true;
  return false;
}

// "Project B", "Trial C": a single letter names which one too.
function numbering(word: string): boolean {
  return (hasDigit(word) && word.length <= 3) || (word.length === 1 && word >= "a" && word <= "z");
}

// "What we did not know:", "Why it was not known:", "What nobody knew:": the unknown, whatever
// other words the label holds.
const KNOWING = new Set(["know", "known", "knew"]);

function kindOf(words: string[], unknownAllowed: number): LabelKind | null | undefined {
  if (words.length === 0 || words.length > MAX_LABEL_WORDS) return undefined;
  if (words.some((w) => KNOWING.has(w)) && words.some((w) => DENIED.has(w))) return "uncertainty";
  let kind: LabelKind | null = null;
  let unknown = 0;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    // "H1:", "H2:": a hypothesis named by its number.
    if (w.length <= 3 && w.charAt(0) === "h" && hasDigit(w.slice(1)) && !hasLetterAfter(w)) {
      kind ??= "hypothesis";
      continue;
    }
    if (numbering(w) && !LINE_KIND[w]) continue;
    // "Not known:" is what was unknown.
    if (w === "not" && words[i + 1] === "known") {
      kind ??= "uncertainty";
      i += 1;
      continue;
    }
    const line = LINE_KIND[w];
    if (line) return line;
    const k = LABEL_WORDS[w];
    if (k && kind === null) kind = k;
    else if (!k && !LABEL_FILLERS.has(w)) unknown += 1;
  }
  if (unknown > unknownAllowed) return undefined;
  // "Why we did it:", "Why:": the motive for the project, unless it names what was hard or unknown.
  if (words[0] === "why" && (kind === null || kind === "experiment")) return "context";
  return kind ?? undefined;
}

// Headings that ask what a section answers: "What we didn't know", "What came out of it", "How we
// tested it". Short, without a stop, and about "we" or "it": a note that asks about the work itself
// ("how to keep the flame stable") is an unknown, not a heading.
const QUESTION_WORDS = new Set(["what", "why", "how", "where", "which"]);
const PRONOUNS = new Set(["we", "i", "us", "it", "our", "this"]);
const DENIED = new Set(["not", "didn't", "don't", "couldn't", "wasn't", "weren't", "nobody", "no"]);
const MAX_QUESTION_HEADING_WORDS = 6;

function questionHeading(words: string[]): LabelKind | null | undefined {
  if (words.length > MAX_QUESTION_HEADING_WORDS || !QUESTION_WORDS.has(words[0] ?? "")) return undefined;
  if (!words.some((w) => PRONOUNS.has(w)) || words.some((w) => hasDigit(w))) return undefined;
  // "what we didn't know" is the unknown; "what we know now" what was learned.
  if (words.includes("know") || words.includes("knew")) return words.some((w) => DENIED.has(w)) ? "uncertainty" : "knowledge";
  for (const w of words) if (LABEL_WORDS[w] && LABEL_WORDS[w] !== "context") return LABEL_WORDS[w];
  return null;
}

// A log entry's date ("2025-01-24 — Raised the crosslinker to 4 wt%", "Mar 18: ...") says when, not
// what: the draft and the role are read from what follows it.
const DATE_SEPARATORS = new Set([":", "-", "–", "—", ",", ")"]);
const DATE_PREFIX_CHARS = 40;

function withoutDate(text: string): string {
  const date = findDates(text.slice(0, DATE_PREFIX_CHARS), null)[0];
  if (!date || date.index > 1) return text;
  let i = date.index + date.length;
  while (i < text.length && text[i] === " ") i += 1;
  if (!DATE_SEPARATORS.has(text[i] ?? "")) return text;
  while (i < text.length && (text[i] === " " || DATE_SEPARATORS.has(text[i]!))) i += 1;
  return i < text.length ? text.slice(i) : text;
}

// Field names of a tracker or a form ("Description:", "Comment:") say nothing
// about the line; they are removed all the same, so the draft does not open with them.
// "Solution:" names what was tried in one story and what came of it in another: it is stripped, and
// the words say which.
const FIELD_NAMES = new Set(["description", "desc", "details", "detail", "comment", "comments", "body", "text", "remarks", "solution"]);

// Only the bare field name, or with its number ("Comment 3:"): "Text extraction:" or "Detail drawings:"
// name a topic, whose words the draft keeps.
// "Step 2 - We formulated 8 coatings": a step's number says where it comes, not which line it is for.
const STEP_NAMES = new Set(["step", "phase", "stage"]);

function isFieldName(prefix: string): boolean {
  const words = tokensOf(prefix);
  if (STEP_NAMES.has(words[0] ?? "") && words.length === 2 && hasDigit(words[1]!)) return true;
  return FIELD_NAMES.has(words[0] ?? "") && (words.length === 1 || (words.length === 2 && hasDigit(words[1]!)));
}

export function readLabel(sentence: string): Label {
  const text = withoutDate(sentence.trim());
  // A sentence that is only a label is a heading: "Line 242", "Results", "Uncertainty:".
  if (text.length <= MAX_LABEL_CHARS && !/[.!?]$/.test(text)) {
    const words = tokensOf(text);
    const kind = kindOf(words, 1) ?? questionHeading(words);
    if (kind !== undefined) return { kind, rest: "", heading: true };
  }
  const at = labelEnd(text);
  if (!at) return { kind: null, rest: text, heading: false };
  const kind = kindOf(tokensOf(text.slice(0, at.end)), 0);
  const rest = text.slice(at.restFrom).trim();
  if (rest === "") return { kind: null, rest: text, heading: false };
  if (kind === undefined) return { kind: null, rest: isFieldName(text.slice(0, at.end)) ? rest : text, heading: false };
  return { kind, rest, heading: false };
}
