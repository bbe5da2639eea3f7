import type { Evidence } from "./evidence";
import { ACTION_PAST, BE, DONE, KNOWING, NOT_WORK, STATES, SUPPOSING } from "./grammar";
import { looksPast, phrases } from "../text/tokens";

// Ideas, unknowns and approaches named in plain words rather than by "we" and a verb: "our bet was",
// "the main challenge was", "not sure", "a lower pH should slow mould", and an iteration told as what
// was seen and what was changed because of it.

// "Our bet was that ...", "My first guess was ...": the idea put forward, named by its noun.
const SUPPOSITIONS = new Set([
  "bet", "guess", "hunch", "idea", "theory", "thinking", "assumption", "expectation", "premise", "intuition", "belief",
  "prediction", "hypothesis", "reasoning", "suspicion",
]);
const OWNERS = new Set(["our", "my", "the", "its", "their", "first", "initial", "working", "main"]);
const KEY = new Set(["key", "big", "biggest", "central", "real", "core", "open", "technical", "technological", "other"]);
const STATED = new Set(["was", "is", "were"]);

// "The main challenge was keeping the flame stable", "the key question was whether ...": the unknown,
// named by its noun; "our approach was to model the transients": the work, named by its noun.
const UNKNOWNS = new Set(["challenge", "problem", "question", "difficulty", "unknown", "issue", "risk", "obstacle", "barrier", "bottleneck", "uncertainty"]);
const APPROACHES = new Set(["approach", "method", "strategy", "plan", "solution", "workaround"]);

export function fromSupposition(tokens: string[], ev: Evidence): void {
  // "Problem is the welds kept cracking": the noun opens the sentence, its article left out.
  if (UNKNOWNS.has(tokens[0] ?? "") && STATED.has(tokens[1] ?? "")) ev.uncertainty = Math.max(ev.uncertainty, 2.75);
  // "... instead of continuously was our main idea": the noun at the end.
  const last = tokens.length - 1;
  if (last >= 2 && SUPPOSITIONS.has(tokens[last]!) && tokens.slice(last - 3, last).some((t) => STATED.has(t))) ev.hypothesis = Math.max(ev.hypothesis, 2.75);
  for (let i = 1; i + 1 < tokens.length; i += 1) {
    if (!OWNERS.has(tokens[i - 1]!) && !KEY.has(tokens[i - 1]!)) continue;
    if (!STATED.has(tokens[i + 1]!)) continue;
    const noun = tokens[i]!;
    if (SUPPOSITIONS.has(noun)) ev.hypothesis = Math.max(ev.hypothesis, 3);
    else if (UNKNOWNS.has(noun)) ev.uncertainty = Math.max(ev.uncertainty, 2.75);
    else if (APPROACHES.has(noun) && tokens[i + 2] === "to") ev.experiment = Math.max(ev.experiment, 2.5);
  }
}

// "Not sure", "no way to predict": what was not known, without the lexicon's words.
export const UNSURE = phrases([
  "not sure", "weren't sure", "wasn't sure", "unsure whether", "unsure if", "unsure how", "no idea whether", "no idea if",
  "no idea how", "no way to predict", "no way to know", "no way to tell", "hard to predict", "impossible to predict",
  "unclear whether", "unclear how", "unclear if", "open question", "nobody knew", "no one knew", "not obvious",
  "wasn't obvious", "not clear how", "know whether", "know if", "know how", "knowing whether",
  // "the supplier said it should be fine but couldn't say why ours cracked": nobody could explain it.
  "couldn't say why", "could not say why", "couldn't explain why", "could not explain why", "couldn't tell us why",
  "could not tell us why", "couldn't say what", "could not say what", "couldn't explain", "could not explain",
]);

// "B checked less but warped more, so charges 7-9 got top-load weights": what was seen, then what was
// changed because of it, is an iteration of the work.
const SO = new Set(["so", "therefore", "hence", "thus"]);
const CHANGE_REACH = 5;
const GIVEN = new Set(["got", "received", "gained"]);

export function iterates(tokens: string[]): boolean {
  for (let k = 0; k < tokens.length; k += 1) {
    if (!SO.has(tokens[k]!)) continue;
    for (let i = k + 1; i < Math.min(tokens.length, k + CHANGE_REACH); i += 1) {
      const t = tokens[i]!;
      const next = tokens[i + 1] ?? "";
      if ((t === "we" || t === "i") && !STATES.has(next) && !KNOWING.has(next) && !SUPPOSING.has(next) && (ACTION_PAST.has(next) || looksPast(next))) return true;
      if (GIVEN.has(t) || (BE.has(t) && !NOT_WORK.has(next) && (DONE.has(next) || looksPast(next)))) return true;
    }
  }
  return false;
}

// "A lower pH should slow mould growth": a prediction without "we", weak on its own.
const FORETELLING = new Set(["should", "would", "will"]);
const NOT_FORETOLD = new Set(["not", "be", "have", "need", "like", "cost", "require"]);

export function foretells(tokens: string[]): boolean {
  for (let i = 1; i + 1 < tokens.length; i += 1) {
    if (FORETELLING.has(tokens[i]!) && !NOT_FORETOLD.has(tokens[i + 1]!) && tokens[i - 1] !== "we" && tokens[i - 1] !== "i") return true;
  }
  return false;
}

