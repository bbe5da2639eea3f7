import { PAST_FORMS, PAST_OF } from "../text/verbs";
import { looksPast } from "../text/tokens";
import { trimEnd } from "../text/words";

// "Our first try was an off-the-shelf colour camera …" (line 244), then "It failed: it flagged 35% of
// clean boards …" (line 246): once the two are in different lines, "It" points at nothing. The draft
// names what it stands for: the subject of the sentence before ("Our first try failed: …"), what we
// worked on ("We tried hyperspectral imaging on a conveyor. It separated …" → "The hyperspectral
// imaging separated …"), or, for "That"/"This", the step itself ("We then added LED strobe lighting.
// That didn't work either" → "Adding LED strobe lighting didn't work either"). Only a verb that reads
// the same in the singular and the plural follows, so the subject can change without the verb.

const POINTER = /^(It|That|This)\s+([a-z']+)/;
// Verbs after the pointer that do not agree with it.
const FREE_OF_NUMBER = new Set(["didn't", "did", "could", "couldn't", "would", "wouldn't", "never", "also", "then", "only", "still", "should", "might", "will", "can", "cannot", "can't"]);
const NOT_FREE = new Set(["was", "is", "has", "does", "doesn't", "wasn't", "isn't", "hasn't", "seems", "seemed", "looks"]);

function freeOfNumber(verb: string): boolean {
  if (NOT_FREE.has(verb)) return false;
  return FREE_OF_NUMBER.has(verb) || PAST_FORMS.has(verb) || looksPast(verb);
}

const DETERMINERS = /^(?:The|Our|Its|Their|Each|Every|This|That|These|Those)\s/;
// The subject ends at its verb: up to this many words after the determiner.
const SUBJECT_WORDS = 4;
const SUBJECT_VERBS = new Set(["was", "were", "is", "are", "had", "has", "did"]);
// An object ends where a phrase or a clause starts.
const OBJECT_ENDS = new Set(["on", "in", "at", "to", "for", "with", "from", "by", "into", "that", "which", "who", "because", "so", "but", "and", "then", "after", "before", "until", "when", "while", "using", "over", "under"]);
const OBJECT_WORDS = 6;
const WE_VERB = /^(?:Finally|Then|Next|First|Later|After that|So),?\s+/;

const PRESENT_OF: ReadonlyMap<string, string> = new Map(Object.entries(PAST_OF).filter(([present, past]) => !past.includes(" ") && present !== past).map(([present, past]) => [past, present]));

function gerund(present: string, past: string): string {
  // "dropped" → "dropping", "modelled" → "modelling".
  if (past.length === present.length + 3 && past.charAt(present.length) === present.charAt(present.length - 1)) return `${present}${present.charAt(present.length - 1)}ing`;
  if (present.endsWith("ie")) return `${present.slice(0, -2)}ying`;
  if (present.endsWith("e") && !present.endsWith("ee")) return `${present.slice(0, -1)}ing`;
  return `${present}ing`;
}

function words(text: string): string[] {
  return trimEnd(text, /[.!?]/).split(/\s+/);
}

// "Our first try was …" → "Our first try".
function subjectOf(previous: string): string | null {
  if (!DETERMINERS.test(previous)) return null;
  const w = words(previous);
  for (let i = 1; i <= SUBJECT_WORDS && i < w.length; i += 1) {
    if (/[,;:]$/.test(w[i - 1]!)) return null;
    if (SUBJECT_VERBS.has(w[i]!)) return w.slice(0, i).join(" ");
  }
  return null;
}

// "We then added LED strobe lighting and a camera." → { verb: "added", object: "LED strobe lighting" }.
function stepOf(previous: string): { verb: string; object: string } | null {
  const w = words(previous.replace(WE_VERB, ""));
  if (w[0]?.toLowerCase() !== "we") return null;
  let i = 1;
  while (i < w.length && FREE_OF_NUMBER.has(w[i]!)) i += 1;
  const verb = w[i];
  if (!verb || !PRESENT_OF.has(verb)) return null;
  const object: string[] = [];
  for (let k = i + 1; k < w.length && object.length < OBJECT_WORDS; k += 1) {
    const word = w[k]!;
    if (OBJECT_ENDS.has(word.toLowerCase())) break;
    object.push(word.replace(/[,;:]$/, ""));
    if (/[,;:]$/.test(word)) break;
  }
  return object.length > 0 ? { verb, object: object.join(" ") } : null;
}

function lowerFirst(text: string): string {
  const second = text.charAt(1);
  return second !== "" && second === second.toLowerCase() ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function opensOnPointer(text: string): boolean {
  return POINTER.test(text);
}

export function withAntecedent(text: string, previous: string): string {
  const m = POINTER.exec(text);
  if (!m || !freeOfNumber(m[2]!)) return text;
  const rest = text.slice(m[1]!.length);
  const subject = subjectOf(previous);
  if (m[1] === "It" && subject) return `${subject}${rest}`;
  const step = stepOf(previous);
  if (!step) return text;
  if (m[1] === "It") return `The ${lowerFirst(step.object).replace(/^(?:a|an|the)\s/, "")}${rest}`;
  const doing = gerund(PRESENT_OF.get(step.verb)!, step.verb);
  return `${doing.charAt(0).toUpperCase()}${doing.slice(1)} ${step.object}${rest}`;
}
