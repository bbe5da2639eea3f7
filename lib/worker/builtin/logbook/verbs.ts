import { capitalized } from "./case";
import { IRREGULAR_WORK_PAST, NOUN_TOO, RESULT, WORK_SHORTHAND, WORK_VERBS } from "../lexicon/logbook-cues";

// The forms of the work verbs, looked up word by word: a table rather than an expression, so a clause
// is tested with one lookup of its first words.

export interface VerbForm {
  base: string;
  form: "base" | "past" | "ing";
}

const DOUBLED = /[^aeiou][aeiou][bdgklmnprt]$/;

function ingOf(base: string): string[] {
  if (base.endsWith("ie")) return [`${base.slice(0, -2)}ying`];
  if (base.endsWith("e") && !base.endsWith("ee")) return [`${base.slice(0, -1)}ing`];
  return DOUBLED.test(base) ? [`${base}ing`, `${base}${base.slice(-1)}ing`] : [`${base}ing`];
}

function pastOf(base: string): string[] {
  const irregular = IRREGULAR_WORK_PAST[base];
  if (irregular) return irregular;
  if (base.endsWith("e")) return [`${base}d`];
  if (/[^aeiou]y$/.test(base)) return [`${base.slice(0, -1)}ied`];
  // Both spellings: Canadian notes double a final l ("labelled") and others do not.
  return DOUBLED.test(base) ? [`${base}ed`, `${base}${base.slice(-1)}ed`] : [`${base}ed`];
}

const FORMS: ReadonlyMap<string, VerbForm> = (() => {
  const table = new Map<string, VerbForm>();
  for (const base of WORK_VERBS) {
    for (const w of ingOf(base)) table.set(w, { base, form: "ing" });
    if (!NOUN_TOO.has(base)) table.set(base, { base, form: "base" });
  }
  // Past forms last: "set", "cut" and "cast" are their own past and read as done.
  for (const base of WORK_VERBS) for (const w of pastOf(base)) table.set(w, { base, form: "past" });
  for (const [word, base] of Object.entries(WORK_SHORTHAND)) table.set(word, { base, form: "past" });
  // "Set" alone is a noun as often as a verb ("set B 27.4 avg"); "set up" is work.
  table.set("setting", { base: "set", form: "ing" });
  return table;
})();

// The simple past of a work verb's base form: "run" gives "ran", "merge" "merged", "swap" "swapped"
// (a short verb doubles its last consonant; "visit" does not).
export function pastForm(base: string): string {
  const forms = pastOf(base);
  const oneSyllable = (base.match(/[aeiouy]+/g) ?? []).length === 1;
  return forms.length === 2 && oneSyllable ? forms[1]! : forms[0]!;
}

// "dip-coated", "post-cured", "re-measured": a past or -ing form under a prefix of how or when it was
// done is still that verb's. Under a place or a thing ("field-cured cylinders", "snap-fit") it is an
// adjective or a noun.
const MANNER_PREFIXES = new Set(["dip", "spin", "spray", "double", "triple", "hand", "flash", "vacuum", "crash", "slow", "air", "oven", "freeze", "quench", "shock", "force", "wet", "dry"]);

export function workVerb(word: string): VerbForm | null {
  const lower = word.toLowerCase();
  const found = FORMS.get(lower);
  const dash = found ? -1 : lower.indexOf("-");
  const prefix = lower.slice(0, Math.max(dash, 0));
  if (dash <= 0 || !(VERB_PREFIXES.has(prefix) || MANNER_PREFIXES.has(prefix))) return found ?? null;
  const rest = lower.slice(dash + 1);
  if (!rest.endsWith("ed") && !rest.endsWith("ing")) return null;
  return FORMS.get(rest) ?? null;
}

// Words that may stand before the verb of a note ("we then ran", "also tried").
const SUBJECTS = new Set(["we", "i", "team", "they", "then", "also", "first", "finally", "again", "today", "yesterday", "so", "and", "just", "quickly", "briefly", "have", "had", "we've", "i've"]);

const GROUP_OWNERS = new Set(["the", "our"]);
const GROUPS = new Set(["team", "crew", "lab", "group", "operators", "technicians", "students", "contractor"]);

// Strips what is not part of a word from both ends, by scanning: "(tried," gives "tried".
export function bareWord(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && !isWordChar(token.charCodeAt(start))) start += 1;
  while (end > start && !isWordChar(token.charCodeAt(end - 1))) end -= 1;
  return token.slice(start, end);
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 39 || code === 45 || code > 191;
}

// "cooling die at 80 °C", "mixing tank held at 40 °C", "drying oven set to 60 °C": a gerund before one
// thing (no plural) that is at, held at or set to a value names the part (the die that cools), not work
// done; "cooling samples at 4 °C" does work on them.
const VALUE_LEADS = new Set(["at", "to"]);
const HELD = new Set(["held", "set", "kept", "maintained", "fixed", "running"]);
const isValue = (word: string | undefined) => /^[~≈]?\d/.test(word ?? "");

function partAtValue(words: string[]): boolean {
  const part = (words[1] ?? "").toLowerCase();
  if (part.length < 3 || (part.endsWith("s") && !part.endsWith("ss"))) return false;
  const next = (words[2] ?? "").toLowerCase();
  if (VALUE_LEADS.has(next)) return isValue(words[3]);
  return HELD.has(next) && VALUE_LEADS.has((words[3] ?? "").toLowerCase()) && isValue(words[4]);
}

// The verb that opens a clause and the word index it is at, or null: "We then swapped ..." gives
// swap at 2. A base form ("merge if gap < 1.4x") is a command only at the start of a sentence: after
// a comma it is more often a noun ("ratio 2.1:1, decode 0.9 ms").
export function leadingWorkVerb(clause: string, sentenceStart = true): { verb: VerbForm; at: number } | null {
  const words = clause.trim().split(/\s+/, 7).map(bareWord);
  // "The team flew 14 plots", "our crew poured the slab": a group named as the subject.
  let at = GROUP_OWNERS.has((words[0] ?? "").toLowerCase()) && GROUPS.has((words[1] ?? "").toLowerCase()) ? 2 : 0;
  while (at < 3 && SUBJECTS.has((words[at] ?? "").toLowerCase())) at += 1;
  // "So today on K-117 we did cross-flow filtration": the specimen named before its subject.
  // The specimen may already be taken out as a reference ("today on we did").
  if (at > 0 && SPECIMEN_LEADS.has((words[at] ?? "").toLowerCase())) {
    const person = [1, 2].find((k) => PERSONS.has((words[at + k] ?? "").toLowerCase()));
    if (person) at += person + 1;
  }
  const word = (words[at] ?? "").toLowerCase();
  if (word === "set" && (words[at + 1] ?? "").toLowerCase() === "up") return { verb: { base: "set", form: "past" }, at };
  // "We run the slope detector for 48 h": after its subject, a base form that is a noun too is a verb.
  const person = at > 0 && PERSONS.has((words[at - 1] ?? "").toLowerCase());
  const verb = workVerb(word) ?? (person && WORK_BASES.has(word) ? { base: word, form: "base" as const } : null);
  // "Loading is not the limit", "cooling was too slow": a gerund that is the subject of a statement;
  // "coat cracked on 12% of seeds": a base form before what happened to it is its subject.
  if (verb?.form === "ing" && BE.has((words[at + 1] ?? "").toLowerCase())) return null;
  if (verb?.form === "base" && (happenedTo(words[at + 1] ?? "") || TOOK.has((words[at + 1] ?? "").toLowerCase()))) return null;
  if (verb?.form === "past" && namesGroupValue(clause, at)) return null;
  // "Spent cat sent for XRD": spent before the thing used up, not time spent.
  if (verb?.base === "spend" && verb.form === "past" && !SPENT_ON.test(words[at + 1] ?? "")) return null;
  // "Coating dust-off 0.8 g/100 kg", "mixing time 5 min": a gerund, a noun and a figure name a quantity.
  if (verb?.form === "ing" && at === 0 && /^[a-z][\w-]*$/i.test(words[1] ?? "") && !DETERMINER_WORDS.has((words[1] ?? "").toLowerCase()) && (/^\d/.test(words[2] ?? "") || partAtValue(words))) return null;
  if (verb) return sentenceStart || verb.form !== "base" || person ? { verb, at } : null;
  if (setsTo(clause, words, at)) return { verb: { base: baseOfPast(word), form: "past" }, at };
  // "Also left six bottles at 20 degrees": after a subject or an adverb, where "Left side cracked" opens
  // a result.
  if (at > 0 && word === "left") return { verb: { base: "leave", form: "past" }, at };
  // "Left 3 check strips at a flat 30 lb": things left as they were, counted.
  if (word === "left" && /^\d/.test(words[at + 1] ?? "")) return { verb: { base: "leave", form: "past" }, at };
  // "We reflowed 12 boards", "I shimmed the spindle": after its subject, a past tense reports work
  // the lexicon does not list.
  return at > 0 && PERSONS.has((words[at - 1] ?? "").toLowerCase()) ? guessedPast(word, at) : null;
}

// What time spent is spent on: "spent the morning", "spent 2 h", "spent most of the day".
const SPENT_ON = /^(?:the|a|an|all|most|some|half|another|several|much|our|my|this|that|two|three|four|five|six|\d|hours?|days?|time|ages|weeks?|mornings?|afternoons?|today|yesterday)/i;

// "Dropped the ΔT threshold to 7 K", "turned the gain down to 0.4": opening a clause, with what it
// changed and the figure it set, a verb that more often reports an outcome ("yield dropped to 80%")
// reports a change someone made.
const SET_VERBS = new Set(["dropped", "upped", "turned", "dialed", "pushed"]);
const SET_TO = /\sto\s[~≈<>]?[-+−]?\d/;
const SET_CHARS = 120;

function setsTo(clause: string, words: string[], at: number): boolean {
  const object = (words[at + 1] ?? "").toLowerCase();
  if (!SET_VERBS.has((words[at] ?? "").toLowerCase()) || object === "" || object === "to" || object === "by" || /\d/.test(object)) return false;
  return SET_TO.test(clause.slice(0, SET_CHARS));
}

const PERSONS = new Set(["we", "i", "they", "team"]);
const DETERMINER_WORDS = new Set(["the", "a", "an", "all", "both", "each", "every", "our", "this", "these", "those", "some", "more"]);

// "coated 62%, uncoated 41%": a participle naming a group, then the group's figure, is a result's label.
const GROUP_VALUE = /^[~≈<>]?\d{1,6}(?:[.,]\d{1,4})?%?$/;

function namesGroupValue(clause: string, at: number): boolean {
  if (at !== 0) return false;
  const raw = clause.trim().split(/\s+/, 3);
  const token = raw[1] ?? "";
  const value = /[,;.]$/.test(token) ? token.slice(0, -1) : token;
  if (!GROUP_VALUE.test(value) || !/[.,%]/.test(value)) return false;
  return raw.length === 2 || value !== token;
}

// "Debind took 38 h", "sinter lasted 6 h": a base form before how long it took is the step named.
const TOOK = new Set(["took", "takes", "lasted", "lasts", "needed", "needs", "ran"]);

// A past tense that reports what happened ("cracked", "failed", "dropped"), not work done.
function happenedTo(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length > 3 && lower.endsWith("ed") && (NOT_WORK_ED.has(lower) || RESULT.test(lower));
}
const SPECIMEN_LEADS = new Set(["on", "for", "with"]);
const BE = new Set(["is", "was", "are", "were", "isn't", "wasn't", "seems", "looks", "has", "does", "doesn't", "remains", "stays"]);

// Words ending in "-ed" that open notes without reporting work done: adjectives and intentions.
const NOT_WORK_ED = new Set([
  "based", "limited", "advanced", "detailed", "related", "aged", "naked", "hundred", "speed", "need", "indeed",
  "embedded", "required", "needed", "planned", "proposed", "suggested", "expected", "unexpected", "supposed",
  "intended", "wanted", "decided", "hoped", "assumed", "noticed", "observed", "failed", "passed", "worked",
  "cracked", "improved", "dropped", "converged", "diverged", "peeled", "bricked", "succeeded", "crashed",
  "learned", "realised", "realized", "discovered", "confirmed", "concluded", "believed", "suspected", "seemed",
  "appeared", "agreed", "wondered", "liked", "preferred", "hoped", "tried", "reached", "obtained", "reported",
  "gained", "scored", "exceeded", "missed", "returned", "yielded", "showed", "caused", "helped", "stopped",
]);

// The verb of a line that opens with a past tense the work lexicon does not hold ("Pruned conv2",
// "Shimmed the spindle"): for titles only, which need a verb to make a gerund of; the fields keep to
// the lexicon, since "Cracked at the weld toe" opens a result. The base is a guess that only has to
// make the right gerund ("pruned" gives "prune", hence "pruning"; "bonded" gives "bond").
export function openingPast(clause: string): { verb: VerbForm; at: number } | null {
  const words = clause.trim().split(/\s+/, 5).map(bareWord);
  // "The team flew 14 plots", "our crew poured the slab": a group named as the subject.
  let at = GROUP_OWNERS.has((words[0] ?? "").toLowerCase()) && GROUPS.has((words[1] ?? "").toLowerCase()) ? 2 : 0;
  while (at < 3 && SUBJECTS.has((words[at] ?? "").toLowerCase())) at += 1;
  return guessedPast((words[at] ?? "").toLowerCase(), at);
}

function guessedPast(word: string, at: number): { verb: VerbForm; at: number } | null {
  if (word.length < 5 || !word.endsWith("ed") || NOT_WORK_ED.has(word) || !/^[a-z-]+$/.test(word) || compound(word)) return null;
  // "We achieved 5%", "they reported a loss": what came of the work.
  if (RESULT.test(word)) return null;
  return { verb: { base: baseOfPast(word), form: "past" }, at };
}

// "temperature-scheduled", "fixed-covariance": a compound adjective, where "re-ran" and "pre-heated"
// are verbs with their prefix.
const VERB_PREFIXES = new Set(["re", "pre", "de", "un", "co", "post", "sub", "over", "under", "out"]);

function compound(word: string): boolean {
  const dash = word.indexOf("-");
  return dash >= 0 && !VERB_PREFIXES.has(word.slice(0, dash));
}

function baseOfPast(word: string): string {
  let base = word.slice(0, -2);
  if (base.endsWith("i")) base = `${base.slice(0, -1)}y`;
  else if (/([^aeiouls])\1$/.test(base)) base = base.slice(0, -1);
  else if (/[^aeiou][aeiouy][^aeiouwxy]$/.test(base)) base = `${base}e`;
  return base;
}

// An imperative that names what was done: a commit subject ("try column generation") or a plan the
// entry carried out ("run the pump at 40 Hz") says what happened, "tried column generation". After a
// plan's label the first word is a verb even when it is a noun too ("run", "test").
const WORK_BASES: ReadonlySet<string> = new Set(WORK_VERBS);

export function asDone(phrase: string, imperative = false): string {
  const first = phrase.split(/\s/, 1)[0]!;
  const found = leadingWorkVerb(phrase);
  const base = found && found.at === 0 && found.verb.form === "base" ? found.verb.base : imperative && WORK_BASES.has(first.toLowerCase()) ? first.toLowerCase() : null;
  if (!base) return phrase;
  const past = pastForm(base);
  return `${first[0] === first[0]!.toUpperCase() ? capitalized(past) : past}${phrase.slice(first.length)}`;
}
