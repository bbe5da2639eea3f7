import { EXPERIMENT_VERBS, NOMINAL_VERBS, STATEMENT_WORDS, TECHNIQUES, TEST_NOUNS, WORK_VERBS } from "../lexicon/logbook-cues";
import { capitalized, lowerFirst } from "./case";
import { bareWord, leadingWorkVerb, openingPast, pastForm, workVerb } from "./verbs";

// Work as a consultant writes it: a sentence in the past tense that opens with the verb of the work
// ("Ran the burst trace with the 4 GB heap"), where notes write a noun phrase ("4 GB heap run.",
// "Totals detection added.", "GC-MS of the 9.", "C-S-H seeding admixture 2%."). The verb is the note's
// own: a command put in the past ("merge if" gives "merged if"), a participle moved to the front
// ("totals detection added" gives "added totals detection"), the verb of a noun that names the work
// ("scale-up of" gives "scaled up", "column test" gives "ran a column test", "GC-MS of X" gives
// "analysed X by GC-MS"). A phrase that only gives settings ("C-S-H seeding admixture 2%") repeats the
// experiment of the rows before with them ("cast the baseline mix with ..."). Anything else is kept.

export interface Experiment {
  // As written in its row: "Cast", "Replayed".
  verb: string;
  // "the baseline mix", "the production trace".
  object: string;
}

const DETERMINERS = new Set(["the", "a", "an", "our", "this", "these", "those", "each", "every", "both", "all"]);
const AUXILIARIES = new Set(["was", "were", "is", "are", "be", "been", "being", "not", "no", "never", "has", "have", "had", "get", "got"]);
const FINISHED = new Set(["done", "finished", "completed", "complete"]);
const PREPOSITIONS = new Set(["in", "at", "on", "with", "for", "to", "from", "by", "under", "over", "during", "into", "across", "after", "before", "via", "w/", "against"]);
// How far into a phrase its participle or test noun may stand ("btree seq done", "2 L ferments").
const MAX_LEAD_WORDS = 4;
const WORK_BASES: ReadonlySet<string> = new Set(WORK_VERBS);
// A piece longer than this is not a phrase of settings.
const MAX_SETTING_TOKENS = 10;
const MAX_OBJECT_WORDS = 5;

const lower = (token: string) => bareWord(token).toLowerCase();
const isFigure = (token: string) => /^[~<>≈]?\d/.test(bareWord(token) || token);
const endsClause = (token: string) => /[,;:)]$/.test(token);

function matchCase(original: string, word: string): string {
  return original.charAt(0) === original.charAt(0).toUpperCase() ? capitalized(word) : word;
}

// Subjects: "we mixed" is a verb in the past already, not a participle.
const PRONOUNS = new Set(["we", "i", "they", "he", "she", "it", "you"]);

// A verb in the past among a phrase's words ("seeding" and "test" name things; "added" does something).
// "Re-flew", "re-ran": a verb done again is a verb done.
const isPast = (token: string) => !isFigure(token) && workVerb(lower(token).replace(/^re-/, ""))?.form === "past";

// The words of a noun phrase before its participle or test noun: no verb, no statement, no break, no
// bracket ("stiffer holder (shrink fit)" has no participle).
function plainWords(tokens: string[]): boolean {
  return tokens.every((t) => !endsClause(t) && !t.includes("(") && !PRONOUNS.has(lower(t)) && !STATEMENT_WORDS.has(lower(t)) && !AUXILIARIES.has(lower(t)) && !isPast(t));
}

// The punctuation written after a token's word: "done," gives ",".
function after(token: string): string {
  const word = bareWord(token);
  return word === "" ? "" : token.slice(token.indexOf(word) + word.length);
}

// "Merge if gap < 1.4x" gives "Merged if gap < 1.4x"; "merge bench 50k+50k" names a bench.
// "Tuning the PID on zone 3" heading a row is the work done, unless the gerund is the subject of a
// verb that follows ("tuning the PID took two days").
const FOLLOWING_VERBS = new Set(["was", "were", "is", "are", "took", "takes", "gave", "gives", "showed", "shows", "made", "makes"]);
const GERUND_REACH = 6;

function gerundHeadsWork(tokens: string[]): boolean {
  return !tokens.slice(1, GERUND_REACH + 1).some((t) => {
    const word = lower(bareWord(t));
    return FOLLOWING_VERBS.has(word) || workVerb(word)?.form === "past";
  });
}

// "Merging after CI", "merge once green": the step is still to come, and the notes do not say it was done.
const AHEAD = new Set(["after", "once", "tomorrow", "later", "soon", "asap", "next"]);

function commandInPast(tokens: string[]): string[] | null {
  const lead = leadingWorkVerb(tokens.slice(0, 5).join(" "));
  if (!lead || lead.at !== 0 || TEST_NOUNS.has(headOf(tokens[1] ?? "")) || AHEAD.has(lower(tokens[1] ?? ""))) return null;
  if (lead.verb.form !== "base" && !(lead.verb.form === "ing" && gerundHeadsWork(tokens))) return null;
  const word = bareWord(tokens[0]!);
  return [tokens[0]!.replace(word, matchCase(word, pastForm(lead.verb.base))), ...tokens.slice(1)];
}

// "Bench test with the fixed threshold": after a preposition or an article the participle describes a
// noun ("the fixed threshold"); it closes no noun phrase of work done.
function modifies(before: string[]): boolean {
  return before.some((t) => PREPOSITIONS.has(lower(t))) || DETERMINERS.has(lower(before[before.length - 1]!));
}

// "Dip coated 20 cm samples", "Spin coated the wafer": a participle with an object of its own is the
// verb, and the word before it says how.
function takesObject(next: string | undefined): boolean {
  return next !== undefined && (/^\d/.test(next) || DETERMINERS.has(lower(next)));
}

// The participle at k is no verb of work closing a noun phrase: a passive with its agent ("by"), an
// adjective, or a verb with a prefix and an object of its own.
// "0.5% cultured dextrose", "2% hydrated lime": right after a quantity, a participle before its noun
// says what kind of thing was dosed.
function describesDosed(tokens: string[], k: number): boolean {
  return /^[~≈]?\d/.test(tokens[k - 1]!) && !endsClause(tokens[k]!) && /^\p{L}/u.test(tokens[k + 1] ?? "");
}

function staysInPlace(tokens: string[], k: number): boolean {
  const before = tokens.slice(0, k);
  if (!plainWords(before) || lower(tokens[k + 1] ?? "") === "by" || modifies(before) || describesDosed(tokens, k)) return true;
  return !endsClause(tokens[k]!) && takesObject(tokens[k + 1]);
}

// "Totals detection added (PR #88)" gives "Added totals detection (PR #88)".
// "Masking took out eleven percent", "the coupon broke at 12 kN": a simple past that is no participle
// has its subject before it, so the phrase is no work done to that noun.
const SIMPLE_PAST = new Set(["took", "ran", "wrote", "did", "grew", "drew", "froze", "broke", "rose", "fell", "reran", "rewrote", "redid", "went"]);

function participleFirst(tokens: string[]): string[] | null {
  if (PRONOUNS.has(lower(tokens[0] ?? ""))) return null;
  for (let k = 1; k <= MAX_LEAD_WORDS && k < tokens.length; k++) {
    const word = lower(tokens[k]!);
    // "Batch B-0219 (coated yesterday …) went through …": an aside's participle is no part of the phrase.
    if (SIMPLE_PAST.has(word) || tokens[k]!.startsWith("(")) return null;
    const finished = FINISHED.has(word);
    if (!finished && workVerb(word)?.form !== "past") continue;
    if (staysInPlace(tokens, k)) return null;
    const phrase = tokens.slice(0, k);
    phrase[0] = lowerFirst(phrase[0]!);
    phrase[k - 1] += after(tokens[k]!);
    return [capitalized(finished ? "finished" : word), ...phrase, ...tokens.slice(k + 1)];
  }
  return null;
}

// "A U-Net on 5 raw bands was trained on 1,800 crowns" gives "Trained a U-Net on 5 raw bands on 1,800
// crowns": a report's passive, with the work's verb first as the notes write it.
const PASSIVE_BE = new Set(["was", "were"]);
const MAX_PASSIVE_SUBJECT = 8;

function passiveFirst(tokens: string[]): string[] | null {
  if (PRONOUNS.has(lower(tokens[0] ?? ""))) return null;
  for (let k = 1; k <= MAX_PASSIVE_SUBJECT && k + 1 < tokens.length; k++) {
    if (endsClause(tokens[k - 1]!)) return null;
    if (!PASSIVE_BE.has(lower(tokens[k]!))) continue;
    const verb = lower(tokens[k + 1]!);
    if (workVerb(verb)?.form !== "past" || SIMPLE_PAST.has(verb)) return null;
    const subject = tokens.slice(0, k);
    subject[0] = lowerFirst(subject[0]!);
    subject[k - 1] += after(tokens[k + 1]!);
    return [capitalized(verb), ...subject, ...tokens.slice(k + 2)];
  }
  return null;
}

// "TP-1 at 72 h: maturity 6.2 MPa", "cube C3 at 28 days": a specimen at an age is tested then, not
// made again.
const AGE_UNITS = new Set(["h", "hr", "hrs", "hour", "hours", "d", "day", "days", "wk", "wks", "week", "weeks", "month", "months"]);
const AGE_TOKENS = 5;

function testedAtAge(tokens: string[]): string[] | null {
  const at = tokens.findIndex((t) => lower(t) === "at");
  if (at < 1 || at > 2 || tokens.length > AGE_TOKENS || !/\d/.test(tokens[at - 1]!) || !isFigure(tokens[at + 1] ?? "")) return null;
  const unit = tokens[at + 2];
  return unit && AGE_UNITS.has(lower(unit)) && tokens.length === at + 3 ? ["Tested", ...tokens] : null;
}

// "Spent the morning getting the outdoor unit instrumented" gives "Instrumented the outdoor unit": the
// time spent is no part of the work.
const SPENT_REACH = 4;
const GETTING_REACH = 14;

function spentGetting(tokens: string[]): string[] | null {
  const spent = ["i", "we"].includes(lower(tokens[0] ?? "")) ? 1 : 0;
  if (lower(tokens[spent] ?? "") !== "spent") return null;
  const getting = tokens.slice(spent + 1, spent + 1 + SPENT_REACH).findIndex((t) => lower(t) === "getting") + spent + 1;
  if (getting === spent) return null;
  for (let k = getting + 2; k <= getting + GETTING_REACH && k < tokens.length; k++) {
    const verb = workVerb(lower(tokens[k]!));
    if (verb?.form === "past" || FINISHED.has(lower(tokens[k]!))) {
      const object = tokens.slice(getting + 1, k);
      object[object.length - 1] += after(tokens[k]!);
      return [capitalized(lower(tokens[k]!)), ...object, ...tokens.slice(k + 1)];
    }
    if (endsClause(tokens[k]!)) return null;
  }
  return null;
}

// "On 50 random blockage events" after the change it tests: "Ran it on 50 random blockage events".
const SET_LEADS = new Set(["on", "over", "across"]);

function ranOnSet(tokens: string[]): string[] | null {
  if (!SET_LEADS.has(lower(tokens[0]!)) || !isFigure(tokens[1] ?? "") || tokens.length < 3) return null;
  return ["Ran", "it", lowerFirst(tokens[0]!), ...tokens.slice(1)];
}

// "GC-MS of the 9" gives "Analysed the 9 by GC-MS".
function byTechnique(tokens: string[]): string[] | null {
  if (!TECHNIQUES.has(lower(tokens[0]!)) || !["of", "on"].includes(lower(tokens[1] ?? "")) || tokens.length < 3) return null;
  const rest = tokens.slice(2);
  let end = rest.findIndex(endsClause);
  if (end === -1) end = rest.length - 1;
  const last = rest[end]!;
  const bare = bareWord(last);
  const cut = last.lastIndexOf(bare) + bare.length;
  const technique = bareWord(tokens[0]!);
  return ["Analysed", ...rest.slice(0, end), last.slice(0, cut), "by", technique + last.slice(cut), ...rest.slice(end + 1)];
}

// "Scale-up of the wash to 50 g" gives "Scaled up the wash to 50 g".
function nominalInPast(tokens: string[]): string[] | null {
  const verb = NOMINAL_VERBS[lower(tokens[0]!)];
  if (!verb || endsClause(tokens[0]!)) return null;
  const rest = lower(tokens[1] ?? "") === "of" ? tokens.slice(2) : tokens.slice(1);
  return rest.length === 0 ? null : [capitalized(verb), ...rest];
}

function headOf(token: string): string {
  const word = lower(token);
  return word.slice(word.lastIndexOf("-") + 1);
}

function article(tokens: string[], head: string): string[] {
  const first = lower(tokens[0]!);
  if (DETERMINERS.has(first) || isFigure(tokens[0]!) || (head.endsWith("s") && !head.endsWith("ss"))) return [];
  return ["aeiou".includes(first.charAt(0)) ? "an" : "a"];
}

// "Column test, 1 m bed" gives "Ran a column test, 1 m bed"; "4 GB heap run" after a row that
// replayed the production trace gives "Ran the production trace with 4 GB heap".
function namedRun(tokens: string[], experiment: Experiment | null): string[] | null {
  for (let j = 0; j < MAX_LEAD_WORDS && j < tokens.length; j++) {
    const head = headOf(tokens[j]!);
    if (!TEST_NOUNS.has(head) && !TEST_NOUNS.has(lower(tokens[j]!))) continue;
    // "Run #4: bed 90 °C" names a run, it does not say one was run.
    if (!plainWords(tokens.slice(0, j)) || tokens.slice(0, j + 1).some((t) => t.includes("(")) || (!endsClause(tokens[j]!) && /^#?\d{1,3}[:,]?$|^[A-Z][:,]?$/.test(tokens[j + 1] ?? ""))) return null;
    if ((head === "run" || head === "runs") && j > 0 && experiment) {
      const settings = tokens.slice(0, j);
      settings[0] = lowerFirst(settings[0]!);
      settings[j - 1] += after(tokens[j]!);
      return ["Ran", experiment.object, "with", ...settings, ...tokens.slice(j + 1)];
    }
    return ["Ran", ...article(tokens, head), lowerFirst(tokens[0]!), ...tokens.slice(1)];
  }
  return null;
}

// "C-S-H seeding admixture 2%" after rows that cast the baseline mix: "Cast the baseline mix with
// C-S-H seeding admixture 2%". Only a short phrase with a figure and no verb of its own.
// A value given outside brackets: "2%", "0.5 mm", "90 °C" (not "(migration 0043)").
function hasValue(tokens: string[]): boolean {
  let depth = 0;
  return tokens.some((t, i) => {
    if (t.startsWith("(")) depth += 1;
    const value = depth === 0 && isFigure(t) && (t.includes("%") || /^[a-zA-Z°µ/]{1,5}[,.;]?$/.test(tokens[i + 1] ?? ""));
    if (t.includes(")")) depth = Math.max(0, depth - 1);
    return value;
  });
}

function settingsOf(tokens: string[], experiment: Experiment | null): string[] | null {
  if (!experiment || tokens.length > MAX_SETTING_TOKENS || !hasValue(tokens)) return null;
  if (tokens.some((t) => isPast(t) || STATEMENT_WORDS.has(lower(t)))) return null;
  // "RT-07 at 21 g/t all shift" after "Ran a trial RT-07": the phrase names the run itself.
  const named = experiment.object.split(" ").map(lower).filter((w) => /\d/.test(w));
  if (named.some((w) => tokens.some((t) => lower(t) === w))) return null;
  return [experiment.verb, experiment.object, "with", lowerFirst(tokens[0]!), ...tokens.slice(1)];
}

// Only the start of a piece is rewritten; the rest is kept as it is.
const HEAD_TOKENS = 40;

function head(text: string): { tokens: string[]; rest: string } {
  let at = -1;
  for (let n = 0; n < HEAD_TOKENS; n++) {
    at = text.indexOf(" ", at + 1);
    if (at === -1) return { tokens: text.split(" "), rest: "" };
  }
  return { tokens: text.slice(0, at).split(" "), rest: text.slice(at) };
}

// "We baked the control formula" is written "Baked the control formula", as logbook rows are; a
// numbered step in the present ("We compute the slope") is written as done, "Computed the slope".
function withoutSubject(tokens: string[]): string[] | null {
  if (!["we", "i"].includes(lower(tokens[0]!)) || tokens.length < 3 || endsClause(tokens[0]!)) return null;
  const lead = leadingWorkVerb(tokens.slice(0, 5).join(" "));
  if (lead?.at !== 1 || lead.verb.form === "ing") return null;
  if (lead.verb.form === "past") return [capitalized(tokens[1]!), ...tokens.slice(2)];
  // "... and repeat the 48 h run": the steps joined to the first are in its tense.
  return tokens.slice(1).map((t, i) => (i === 0 ? capitalized(inPast(t)) : lower(tokens[i] ?? "") === "and" ? inPast(t) : t));
}

function inPast(token: string): string {
  const word = bareWord(token);
  const verb = workVerb(word.toLowerCase()) ?? (WORK_BASES.has(word.toLowerCase()) ? { base: word.toLowerCase(), form: "base" as const } : null);
  return verb?.form === "base" ? token.replace(word, pastForm(verb.base)) : token;
}

// "Build B-0916 done with the order swapped": a verb that is a noun too, then "done" within a few
// words, names the thing finished; it commands nothing.
const DONE_REACH = 3;

function namedThenDone(tokens: string[]): boolean {
  for (let k = 1; k <= DONE_REACH && k < tokens.length; k++) {
    if (FINISHED.has(lower(tokens[k]!))) return true;
    if (endsClause(tokens[k]!)) return false;
  }
  return false;
}

export function voiced(text: string, experiment: Experiment | null): string {
  const { tokens, rest } = head(text.trim());
  if (tokens.length === 0 || tokens[0] === "") return text;
  if (leadingWorkVerb(tokens.slice(0, 5).join(" "))) {
    const command = spentGetting(tokens) ?? (namedThenDone(tokens) ? participleFirst(tokens) : null) ?? commandInPast(tokens) ?? withoutSubject(tokens);
    return command ? command.join(" ") + rest : text;
  }
  // "reformulated B at 8% zinc phosphate, sprayed 6 new panels": a past tense the lexicon does not hold
  // opens work already told as done; it is no set of settings for the last experiment.
  // "pulsed 120 A" is a setting's adjective before its value.
  if (openingPast(tokens.slice(0, 5).join(" "))?.at === 0 && !/^\d/.test(tokens[1] ?? "")) return text;
  const whole = rest === "";
  const rewritten = participleFirst(tokens) ?? passiveFirst(tokens) ?? testedAtAge(tokens) ?? ranOnSet(tokens) ?? byTechnique(tokens) ?? nominalInPast(tokens) ?? namedRun(tokens, experiment) ?? (whole ? settingsOf(tokens, experiment) : null);
  return rewritten ? rewritten.join(" ") + rest : text;
}

// "12 brackets printed, 5/12 lifted" gives "Printed 12 brackets, 5/12 lifted"; null when no participle
// closes the piece's opening noun phrase. Titles name such work by its verb.
export function participleMovedFirst(text: string): string | null {
  const { tokens, rest } = head(text.trim());
  const moved = participleFirst(tokens) ?? passiveFirst(tokens) ?? spentGetting(tokens);
  return moved ? moved.join(" ") + rest : null;
}

// The experiment a row ran, from its voiced work: the first clause that opens with an experiment's
// verb ("Cast baseline mix at 5 °C", "..., replayed production trace (burst-03)"), and its object up to
// a preposition or a bracket.
export function experimentOf(work: string): Experiment | null {
  for (const clause of work.split(", ")) {
    const tokens = clause.trim().split(" ");
    const lead = leadingWorkVerb(tokens.slice(0, 5).join(" "));
    if (!lead || lead.at !== 0 || !EXPERIMENT_VERBS.has(lead.verb.base)) continue;
    const object: string[] = [];
    for (const token of tokens.slice(1, 1 + MAX_OBJECT_WORDS)) {
      const word = lower(token);
      if (token.startsWith("(") || PREPOSITIONS.has(word) || word === "") break;
      object.push(bareWord(token));
      if (endsClause(token) || /[.!?]$/.test(token)) break;
    }
    if (object.length === 0 || isFigure(object[0]!)) continue;
    const named = DETERMINERS.has(object[0]!.toLowerCase()) ? object : ["the", ...object];
    return { verb: capitalized(bareWord(tokens[0]!)), object: named.join(" ") };
  }
  return null;
}
