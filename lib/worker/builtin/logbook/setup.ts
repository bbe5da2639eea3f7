import { LABELS, MEASURE_WORDS, RATE_WORDS, SETTING_NOUNS, WORK_UNITS } from "../lexicon/logbook-cues";
import { lowerFirst } from "./case";
import { bareWord, workVerb } from "./verbs";

// Set-up, not results. A count of units of work ("40 shots", "2x 12 h runs", "200 cycles on the jig")
// or a setting with its value ("mould temp 70 °C", "root radius 0.2 mm") says how the work was done,
// even in a sentence of its own after the results. A setting followed by an arrow to another value
// ("node size 32 -> 64 entries") is a change made, written as one ("increased node size from 32 to 64
// entries"). Read token by token.

const ARROWS = new Set(["->", "-->", "=>", "→"]);
// Words of a setting's name before its value, at most.
const NAME_WORDS = 3;
// A unit between a count and what it counts ("12 h runs") or after a value ("32 mm"), at most this long.
const UNIT_CHARS = 6;

// Words that join a setting to what came before it ("then mould temp 70 -> 90"), not part of its name.
const JOINERS = new Set(["then", "and", "but", "so", "also", "with", "at", "of", "to", "in", "on"]);

const isNumber = (token: string) => /^~?\d+(?:[.,]\d+)?%?$/.test(token);
const isMultiplier = (token: string) => /^\d+[x×]$/.test(token);
const isWord = (token: string) => token !== "" && !/\d/.test(token) && /^[A-Za-z-]+$/.test(token);

// "root radius", "PID gain Kp", "feed rate": a name holding a setting's word and no measured quantity.
const FUNCTION_WORDS = new Set(["if", "under", "over", "at", "in", "on", "with", "within", "of", "to", "for", "and", "or", "a", "an", "then", "when", "below", "above", "than", "by", "from", "is", "was", "now"]);

// A name of nouns: "diameter stayed within ±0.025 mm" reports a value, it does not set one.
export function settingName(words: string[]): boolean {
  if (words.length === 0 || words.some((w) => MEASURE_WORDS.has(w) || FUNCTION_WORDS.has(w) || (w.length > 4 && w.endsWith("ed")))) return false;
  return words.some((w, i) => (w === "rate" ? i > 0 && RATE_WORDS.has(words[i - 1]!) : SETTING_NOUNS.has(w)));
}

// "2x 12 h runs", spelled out as "two 12 h runs".
const TIMES = new Set(["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twice"]);

// A count is whole: "4.2 batch" names the batch made at 4.2, it does not count batches.
function countOfWork(tokens: string[]): boolean {
  let i = 0;
  if (isMultiplier(tokens[i] ?? "") || TIMES.has(tokens[i] ?? "")) i += 1;
  if (!isNumber(tokens[i] ?? "") || /[.,]/.test(tokens[i]!)) return false;
  i += 1;
  if (!WORK_UNITS.has(tokens[i] ?? "") && (tokens[i] ?? "").length <= UNIT_CHARS) i += 1;
  return WORK_UNITS.has(tokens[i] ?? "");
}

function valueOfSetting(tokens: string[]): boolean {
  const figure = tokens.findIndex((t) => /\d/.test(t));
  if (figure < 1 || figure > NAME_WORDS) return false;
  const words = tokens.slice(0, figure);
  return words.every(isWord) && settingName(words);
}

const tokensOf = (text: string) => text.trim().split(/\s+/, 8).map((t) => bareWord(t).toLowerCase());

// "AERO 3894 at 25 g/t", "PAX at 40 g/t and frother 14 g/t": a reagent's dose is set, not measured; the
// clause names only what was dosed before it.
const DOSE = /^([\p{L}\d' -]{1,40}?) at ~?\d{1,5}(?:\.\d{1,3})? ?(?:g\/t|kg\/t|mg\/l|g\/l|ml\/l|ppm|wt ?%|ml\/min|l\/min|kg\/h|t\/h)(?![\p{L}\d\/])/iu;

function doseOf(text: string): boolean {
  const m = text.includes(" at ") ? DOSE.exec(text.trim()) : null;
  return m !== null && !m[1]!.toLowerCase().split(" ").some((w) => MEASURE_WORDS.has(w));
}

// Units a machine or a recipe is set in: a value in one of them is a setting, not a reading
// ("1200 RPM", "40 psi", "1 °C/min", "4.5 kg/ha").
const PROCESS_UNITS = new Set(["rpm", "psi", "g/t", "kg/t", "kg/ha", "l/ha", "c/min", "k/min", "ml/min", "l/min", "sfm", "ipm", "ipr", "mm/rev", "m/min"]);

// "1200 RPM", "0.8 millimetres axial", "40 psi packer": a setting written value first, with nothing
// measured named after it.
function valueFirst(tokens: string[]): boolean {
  if (!isNumber(tokens[0] ?? "")) return false;
  const unit = tokens[1] ?? "";
  const after = tokens.slice(2);
  if (after.some((w) => MEASURE_WORDS.has(w))) return false;
  if (PROCESS_UNITS.has(unit)) return after.length <= NAME_WORDS;
  return after.length >= 1 && after.length <= NAME_WORDS && SETTING_NOUNS.has(after[0]!) && after.every(isWord);
}

export function isSetup(text: string): boolean {
  const tokens = tokensOf(text);
  return countOfWork(tokens) || valueOfSetting(tokens) || valueFirst(tokens) || doseOf(text);
}

// Only a count of units of work ("two 12 h runs"): how much, not what.
export function isWorkCount(text: string): boolean {
  return countOfWork(tokensOf(text));
}

// The value before an arrow: its number's index, or -1 ("32 ->", "70 °C ->").
function valueBefore(tokens: string[], arrow: number): number {
  if (isNumber(tokens[arrow - 1] ?? "")) return arrow - 1;
  const unit = tokens[arrow - 1] ?? "";
  return unit.length <= UNIT_CHARS && isNumber(tokens[arrow - 2] ?? "") ? arrow - 2 : -1;
}

const MEASURED = /^(?:measured|re-?measured|tested|re-?tested|checked|logged|recorded|scoped)$/i;

// The change that ends at the arrow: where its setting starts among the tokens so far, and the tokens
// that take their place ("node size 32 ->" before "64" gives "increased node size from 32 to"), or null.
function changeBefore(out: string[], right: string): { start: number; tokens: string[] } | null {
  const arrow = out.length;
  const left = valueBefore(out, arrow);
  if (left < 1 || !isNumber(bareWord(right))) return null;
  let start = left;
  while (start > 0 && left - start < NAME_WORDS && isWord(out[start - 1]!) && !JOINERS.has(out[start - 1]!.toLowerCase())) start -= 1;
  const name = out.slice(start, left);
  if (!settingName(name.map((w) => w.toLowerCase()))) return null;
  const [from, to] = [Number.parseFloat(out[left]!.replace(/^~/, "")), Number.parseFloat(bareWord(right))];
  const verb = to > from ? "increased" : to < from ? "reduced" : "changed";
  const unit = arrow - left === 2 ? [out[left + 1]!] : [];
  // "tried lowering the PID gain Kp 2.0 -> 1.2": the sentence says what was done already.
  const before = (out[start - 1] ?? "").toLowerCase();
  // ... or is a plan ("next: retraction 0.8 -> 1.2 mm"), whose verb is not in the past.
  const planned = LABELS[before.replace(/:$/, "")] === "nextSteps";
  // "Measured on Otii Arc: sleep current 38.2 uA -> 4.6 uA": after a colon, what the setting did.
  if (before.endsWith(":") && MEASURED.test(out[0] ?? "")) return { start, tokens: [...name, "went", "from", out[left]!, ...unit, "to"] };
  // "Raise step size 0.02 -> 0.05": the change's own verb opens it.
  const commanded = start === 0 && name.length > 1 && workVerb(name[0]!.toLowerCase())?.form === "base";
  const said = before === "the" || before.endsWith("ing") || before.endsWith("ed") || planned || commanded;
  return { start, tokens: [...(said ? [] : [verb]), said ? name[0]! : lowerFirst(name[0]!), ...name.slice(1), "from", out[left]!, ...unit, "to"] };
}

// Changes are read in the start of a sentence; a pasted document is kept as it is past it.
const CHANGE_CHARS = 2_000;

export function settingChanges(text: string): string {
  const cut = text.length > CHANGE_CHARS ? text.indexOf(" ", CHANGE_CHARS) : -1;
  if (cut !== -1) return settingChanges(text.slice(0, cut)) + text.slice(cut);
  const sentence = text;
  if (!sentence.includes(">") && !sentence.includes("→")) return sentence;
  const tokens = sentence.split(" ");
  // Built token by token: each change only rewrites the few tokens before its arrow.
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const change = ARROWS.has(tokens[i]!) && i + 1 < tokens.length ? changeBefore(out, tokens[i + 1]!) : null;
    if (!change) {
      out.push(tokens[i]!);
      continue;
    }
    out.splice(change.start);
    out.push(...change.tokens);
  }
  return out.join(" ");
}

// A setting's value as a row gave it: "mould temperature 70 °C".
export interface Setting {
  name: string[];
  value: string;
  unit: string;
}

// Name words (lower case) -> the last value a row gave the setting with that word in its name.
export type Settings = Map<string, Setting>;

function settingAt(text: string): Setting | null {
  const tokens = text.trim().split(/\s+/, NAME_WORDS + 3);
  const figure = tokens.findIndex((t) => /\d/.test(t));
  if (figure < 1 || figure > NAME_WORDS || !isNumber(bareWord(tokens[figure]!))) return null;
  const name = tokens.slice(0, figure);
  if (!name.every(isWord) || !settingName(name.map((w) => w.toLowerCase()))) return null;
  const unit = tokens[figure + 1] ?? "";
  return { name, value: bareWord(tokens[figure]!), unit: unit.length <= UNIT_CHARS && !/\d/.test(unit) ? bareWord(unit) || unit : "" };
}

export function learnSettings(clauses: string[], settings: Settings): void {
  for (const clause of clauses) {
    const setting = settingAt(clause);
    if (setting) for (const word of setting.name) settings.set(word.toLowerCase(), setting);
  }
}

const RAISED = new Set(["temp", "temperature", "pressure", "voltage", "speed", "power", "current"]);

// A piece that opens with a setting a previous row gave another value ("Mould temperature 90 °C, same
// tool" after "mould 70 °C"): the change, written as one ("Raised mould temperature from 70 to 90 °C,
// same tool"), with the fuller of the two names.
export function asChange(text: string, settings: Settings): string {
  if (settings.size === 0) return text;
  const now = settingAt(text);
  if (!now) return text;
  const before = now.name.map((w) => settings.get(w.toLowerCase())).find((s) => s !== undefined);
  if (!before || before.unit !== now.unit || before.value === now.value) return text;
  const [from, to] = [Number.parseFloat(before.value), Number.parseFloat(now.value)];
  if (!Number.isFinite(from) || !Number.isFinite(to) || from === to) return text;
  const name = before.name.length > now.name.length ? before.name : now.name;
  const raised = name.some((w) => RAISED.has(w.toLowerCase()));
  const verb = to > from ? (raised ? "Raised" : "Increased") : raised ? "Lowered" : "Reduced";
  const tokens = text.trim().split(" ");
  const valueAt = now.name.length;
  const rest = tokens.slice(valueAt + 1);
  // The unit token keeps its own punctuation ("°C," stays "°C,").
  return [verb, lowerFirst(name[0]!), ...name.slice(1), "from", before.value, "to", tokens[valueAt]!, ...rest].join(" ");
}
