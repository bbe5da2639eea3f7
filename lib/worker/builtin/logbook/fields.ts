import { opensOwnItem } from "../text/sentences";
import {
  BECAUSE,
  CHATTER,
  CONTEXT_LABELS,
  HYPOTHESIS_START,
  isHypothesis,
  LABELS,
  NEXT_ANYWHERE,
  NEXT_PENDING,
  NEXT_START,
  NEXT_START_FR,
  HYPOTHESIS_TESTED,
  NOT_HYPOTHESIS,
  MEASURE_WORDS,
  PLAN_IS,
  PREDICTED,
  RESULT,
  STATEMENT_VERBS,
  WORK_VERBS,
} from "../lexicon/logbook-cues";
import { labelledAside, splitClauses, type Clause } from "./clauses";
import { figureIn, figureOfPlain, isPointer, isPointerOf, plainOf, POINTER_TOKENS } from "./figures";
import { asksOrPredicts, CONDITION_START, goalOf, namesWork } from "./aims";
import { namedFirst, namesAnalysis, namesRunSetting, namesSampleSet, namesSpecimen, opensOnRun } from "./naming";
import { repeatOpener, sameAsRun } from "./repeat";
import type { NoteSentence } from "./segment";
import { isSetup, settingChanges } from "./setup";
import { asDone, bareWord, leadingWorkVerb, workVerb } from "./verbs";

// Sorts the clauses of one entry's notes into hypothesis, work, result and next steps. A label
// ("hyp:", "next ->") decides outright; otherwise cue words, then a work verb at the start, then a
// result word or figure. A clause with no cue carries on the field of the clause before it. A clause
// that only points at a record ("results in runs/x.csv") feeds the evidence and no field.

export type Field = "hypothesis" | "work" | "result" | "nextSteps";

export interface Piece {
  field: Field;
  text: string;
  // Stated as the problem or context ("problem: ..."): kept with the work, never its title.
  context: boolean;
}

type Kind = Field | "pointer" | null;

const LABEL_MARKS = [":", "->", "=>", "→"];
const LABEL_CHARS = 24;
const CONJUNCTION = /^(?:but|and|so|then|while|whereas)\s+/i;
const CAUSE_START = /^(?:because|since|as|bc|b\/c)\s/i;

// "hyp: ...", "next -> ...", "Results: ..." (a label word or two before the mark).
function readLabel(text: string): { field: Field; word: string; rest: string } | null {
  const head = text.slice(0, LABEL_CHARS);
  let at = -1;
  let mark = "";
  for (const m of LABEL_MARKS) {
    const i = head.indexOf(m);
    if (i > 0 && (at === -1 || i < at)) [at, mark] = [i, m];
  }
  if (at === -1) return null;
  const word = text.slice(0, at).trim().toLowerCase();
  const field = LABELS[word];
  return field ? { field, word, rest: text.slice(at + mark.length).trim() } : null;
}

// "blowers turned down to 0.5 m/s": a setting someone turned, where "yield dropped to 80%" reports.
const TURNED = /^[\w-]{1,20}(?: [\w-]{1,20}){0,2} (?:turned|dialed|dialled|cranked|backed) (?:down|up|back|off) to \d/i;

// "Made B-0205 — HWP down to 5%, glycerol back to 3%": after work, an amount moved to a value is a
// change made, unless what moved is a measured quantity ("latency down to 3 ms").
const MOVED_TO = /^([\p{L}][\p{L}\d-]{0,20}(?: [\p{L}\d-]{1,20}){0,2}) (?:down|up|back) to [~≈]?\d/u;

function setTo(body: string): boolean {
  const m = MOVED_TO.exec(body);
  return m !== null && !m[1]!.toLowerCase().split(" ").some((w) => MEASURE_WORDS.has(w) || RESULT_SUBJECTS.has(w));
}

// What a run reports moving, though no measure word names it: "it", "moisture", "the count".
const RESULT_SUBJECTS = new Set(["it", "they", "this", "that", "moisture", "count", "counts", "reading", "readings", "value", "values", "result", "results", "ph"]);

// "Pack P-0431 (16S LFP, 280 Ah) in the chamber at −10 °C", "sample S3 into the oven at 80 °C": a
// specimen put in the place it was tested is how the run was set up.
const PLACED = /^(?:the )?(?:pack|cell|sample|specimen|board|unit|part|coupon|bar|beam|batch|lot|panel|module) [A-Z0-9][\w.-]{0,11}\b[^.;]{0,60}? (?:in|into|on) the (?:chamber|oven|rig|bench|jig|furnace|bath|tank|reactor|press|shaker|incubator|freezer|fixture)\b/i;

// "Checklist items now an observed-remove set": what a thing was made into, with no figure to report.
const NOW_MADE = /^[\p{L}][\p{L} -]{1,40} now (?:an?|the) [\p{L}-]{2,30}(?: [\p{L}-]{1,30}){0,4}$/u;

// "Broke field-cured cylinders from panel 2 at 48 h": breaking specimens is how their strength is
// tested; "the coupon broke at 12 kN" reports what came of it.
const BROKE = /^(?:we |i )?broke (?:the |all |both |\d{1,3} |two |three |four |five |six )?(?:[\w-]{1,20} ){0,2}(?:cylinders?|cubes?|specimens?|samples?|coupons?|beams?|cores?|prisms?|bars?|dogbones?)\b/i;

// "Batch B-0219 went through flex and friction tests this morning": a specimen put through a test.
const UNDERWENT = /^[^:;]{2,80}\b(?:went through|underwent|was put through|were put through|was subjected to|were subjected to)\s/i;

// "Lots A and B OK", "all 20 passed": a short verdict on what was tested.
const VERDICT = /^[\p{L}\d][\p{L}\d ]{0,40} (?:ok|okay|passed|failed|fine)[.!]?$/iu;

// "it's crept from 0.4 to 0.48 percent", "they went to 0.46%": what the thing measured did.
const MOVED_FIGURE = /^(?:it|they|this|that|these|those)(?:'s|'ve| has| have)? [a-z]{2,12} (?:up |down |back )?(?:from|to) [~<>≈]?\d/i;

// "BME280 was indeed in normal mode", "the leak turned out to be the gasket": what a check found, even
// as the row's opening statement.
const FOUND_SO = /\b(?:(?:was|were|is|are) (?:indeed|in fact|actually)|turned out)\b/i;

// "They go in the chamber tomorrow", "samples out to the lab next Monday": a clause whose verb did not
// open on work done and that names a time ahead is a plan.
const AHEAD = /\b(?:tomorrow|tonight|next (?:mon|tues?|wed|thu|thurs|fri|sat|sun)(?:day)?)\b/i;

// "No clogs at all", "none cracked", "nothing on the scope": what the check did not find.
const NONE_SEEN = /^(?:no (?!need\b|plan\b|time\b|idea\b|more\b)\p{L}|none\b|nothing\b|zero [\p{L}])/iu;

// "Variant B blistered at the scribe", "the standard tube clogged 7 times", "Gels disappeared": a thing
// named (a determiner and a word or two, a name and its number, or one word), then a past tense that is
// no work verb and ends the clause or leads to where, when or how much, reports what happened to it.
// "std timed defrost", "force carbonated in the keg" and "we noticed" are not that.
const DETERMINERS = new Set(["the", "a", "an", "this", "that", "these", "those", "all", "both", "each", "every", "most", "some", "our", "its", "their", "one", "two", "three", "four"]);
const AFTER_EVENT = new Set(["at", "in", "on", "after", "within", "during", "under", "over", "by", "again", "twice", "once", "badly", "completely", "slightly", "immediately", "overnight", "early", "late", "near", "along", "around", "from", "to"]);
const IDENTIFIER = /^(?:[A-Z]{1,3}\d{0,4}|[A-Z]{0,3}-?\d{1,4}[a-z]?|#\d{1,4})$/;

function eventOf(body: string): boolean {
  const words = body.trim().split(" ", 6);
  const first = (words[0] ?? "").toLowerCase();
  // "1/20 lifted": a count told with its outcome stays with the count.
  if (/^\d/.test(first)) return false;
  let at: number;
  if (DETERMINERS.has(first)) at = words.findIndex((w, i) => i >= 2 && i <= 3 && pastEvent(w));
  else if (IDENTIFIER.test(words[1] ?? "")) at = pastEvent(words[2] ?? "") ? 2 : -1;
  else at = pastEvent(words[1] ?? "") ? 1 : -1;
  if (at === -1 || words.slice(0, at).some((w) => bareWord(w) !== w || workVerb(w.toLowerCase()) || w.toLowerCase().endsWith("ed"))) return false;
  const next = words[at + 1];
  return next === undefined || /^\d/.test(next) || AFTER_EVENT.has(bareWord(next).toLowerCase()) || /[,.;:!]$/.test(words[at]!);
}

function pastEvent(token: string): boolean {
  const word = bareWord(token).toLowerCase();
  return word.length > 4 && word.endsWith("ed") && !workVerb(word) && !PARTICIPLE_LEADS.has(word) && !/^[(\[]/.test(token);
}

// "Fixed-speed", "based on": participles that describe a noun or lead a phrase, not what happened.
const PARTICIPLE_LEADS = new Set(["based", "needed", "required", "planned", "expected", "used", "called", "named", "related", "advanced", "detailed", "mixed", "fixed"]);

// A clause is classified by its start: cue words and figures come early, and a clause of a megabyte
// is a pasted document, not a note.
const CLASSIFY_CHARS = 2_000;

const WORK_BASES: ReadonlySet<string> = new Set(WORK_VERBS);

// "beany still bad. → test UF instead", "→ try 40C": an arrow that opens a sentence, before a
// command, points at what to do next. Inside a sentence an arrow leads to what came of the work.
const LEADING_ARROW = /^(?:→|->|=>)[ \t]*/;

const isCommand = (text: string) => WORK_BASES.has(bareWord(text.trimStart().split(" ", 1)[0] ?? "").toLowerCase());

function commandAfterArrow(clauses: Clause[], at: number, text: string): boolean {
  if (at === 0) {
    const arrow = LEADING_ARROW.exec(text);
    return arrow !== null && isCommand(text.slice(arrow[0].length));
  }
  const before = clauses[at - 1]!.text.trimEnd();
  if (!/[→>]/.test(clauses[at]!.sep)) return false;
  return STEP_AFTER_ARROW.has(bareWord(text.trimStart().split(" ", 1)[0] ?? "").toLowerCase()) || (/[.!?]$/.test(before) && isCommand(text));
}

// "la culture manque de sucre → ajouter 1,5% dextrose", "crack = weld line → try a bigger radius":
// inside a sentence too, an arrow before a verb of trying leads to what to do next.
const STEP_AFTER_ARROW = new Set([
  "try", "retry", "test", "retest", "rerun", "check", "ajouter", "essayer", "tester", "vérifier", "refaire", "mesurer",
  "augmenter", "réduire", "baisser", "diminuer", "remplacer", "changer", "comparer", "passer", "utiliser", "lancer",
]);

function kindOf(text: string, sentenceStart: boolean): Kind | "figure" | "count" | "statement" {
  const body = text.slice(0, CLASSIFY_CHARS).replace(CONJUNCTION, "").replace(AFTER_EARLIER, "");
  if (NEXT_START.test(body) || NEXT_START_FR.test(body)) return "nextSteps";
  if (HYPOTHESIS_TESTED.test(body)) return "result";
  if (HYPOTHESIS_START.test(body) && !NOT_HYPOTHESIS.test(body)) return "hypothesis";
  if (guessedCause(text)) return "hypothesis";
  const clause = plainOf(body);
  const short = body.trim().split(/\s+/, POINTER_TOKENS + 1).length <= POINTER_TOKENS;
  if (short && isPointerOf(clause)) return "pointer";
  // "Layered structure visible in the cross-section": a thing and how it shows, with no verb, is seen.
  if (SEEN.test(body)) return "result";
  const lead = leadingWorkVerb(body, sentenceStart);
  const work = lead && isGerundSubject(body, lead) ? null : lead;
  if (NEXT_ANYWHERE.test(body) || PLAN_IS.test(body) || (NEXT_PENDING.test(body) && work?.verb.form !== "past")) return "nextSteps";
  if (isHypothesis(body)) return "hypothesis";
  if (work || repeatOpener(body) > 0 || sameAsRun(body) || (sentenceStart && opensOnRun(body)) || TURNED.test(body) || BROKE.test(body) || NOW_MADE.test(body) || PLACED.test(body)) return "work";
  if (UNDERWENT.test(body)) return "work";
  if (AHEAD.test(body)) return "nextSteps";
  if (PREDICTED.test(body)) return "hypothesis";
  if (NONE_SEEN.test(body) || (!CONJUNCTION.test(text) && eventOf(body))) return "result";
  if (RESULT.test(body) || FOUND_SO.test(body) || MOVED_FIGURE.test(body) || VERDICT.test(body)) return "result";
  // "Fibres this time!": a cry with no verb of work is what the writer saw.
  if (/!\s*$/.test(body) && !EXCLAIMED_PLAN.test(body)) return "result";
  if (statesHowThingsAre(body)) return "statement";
  const figure = figureOfPlain(clause.plain);
  if (figure === "strong") return "figure";
  if (figure === "count") return "count";
  return null;
}

// "SAP swells but soil pulls water back out below about 7%?": a statement put with a question mark is
// the writer's guess at the cause; a question ("Is it the air speed or the humidity??", "sinter?") is not.
const QUESTION_OPENERS = /^(?:(?:so|and|but|then) )?(?:is|are|was|were|do|does|did|can|could|should|would|will|what|why|how|which|who|where|when|any|anyone|maybe|or|ask|try|check|need|let's)\b/i;
const GUESS_WORDS = 5;
// "so ask foundry about impregnating the flange faces?": a question put to someone is a next step.
const ASKING = /\b(?:ask|call|e-?mail|check with|talk to|ping)\b/i;

function guessedCause(text: string): boolean {
  const t = text.trimEnd();
  if (!t.endsWith("?") || t.endsWith("??") || QUESTION_OPENERS.test(t) || ASKING.test(t)) return false;
  return t.split(" ", GUESS_WORDS + 1).length > GUESS_WORDS;
}

// "This morning we swapped the screen pack", "Earlier today, I reran the bench": when, before who did
// the work, is the row's date already; the work opens with who did it (then written without them).
const TIME_LEAD = /^(?:(?:this|yesterday|earlier this|late this|first thing this) (?:morning|afternoon|evening)|earlier today|later today|today|tonight|yesterday|overnight),?\s+(?=(?:we|i|they)\s)/i;

// "Following Monday's result we extended the mesh": what the work follows on from, not what came of it.
const AFTER_EARLIER = /^(?:following|based on|given|in light of|after) (?:[\w'’]{1,20} ){0,3}(?:results?|findings?|tests?|runs?|trials?),? (?=(?:we|i|they|the team)\s)/i;

// "heating time rose to 17 min", "cooling rate went from 2 to 5 K/min": a gerund naming a quantity, the
// subject of what it did, not work done.
const MOVED = new Set(["rose", "fell", "went", "grew", "dropped", "doubled", "halved", "increased", "decreased", "climbed", "jumped", "is", "was", "were", "stayed", "remained"]);
const GERUND_SUBJECT_WORDS = 2;

function isGerundSubject(text: string, lead: { at: number; verb: { form: string } }): boolean {
  if (lead.at !== 0 || lead.verb.form !== "ing") return false;
  const words = text.split(" ", GERUND_SUBJECT_WORDS + 1);
  return words.length === GERUND_SUBJECT_WORDS + 1 && MOVED.has(bareWord(words[GERUND_SUBJECT_WORDS]!).toLowerCase());
}

function startsLower(text: string): boolean {
  const c = text.trimStart().charAt(0);
  return c !== "" && c === c.toLowerCase() && c !== c.toUpperCase();
}

// Where a clause with figures but no cue goes. The entry's opening clause describes the set-up ("4 GB
// heap run", "3% C-S-H + 1% nitrate"); after work, figures stay with it ("12 mg/L, 24 h contact")
// unless a colon or arrow leads to them ("leach test: Fe 0.4 mg/L"); a sentence of its own that
// opens with them reports a result ("37 candidates.", "wear now ~26 writes/page") unless it is set-up
// ("40 shots, mould 70 °C").
function placeFigure(opening: boolean, inSentence: Field | null, outcome: boolean, setup: boolean): Field {
  if (inSentence === "hypothesis" || inSentence === "nextSteps") return inSentence;
  if (opening || (setup && !outcome && inSentence !== "result")) return "work";
  if (inSentence === null) return "result";
  if (inSentence === "work") return outcome ? "result" : "work";
  return inSentence;
}


function statesHowThingsAre(body: string): boolean {
  return body.split(/\s+/, POINTER_TOKENS).some((w) => STATEMENT_VERBS.has(bareWord(w).toLowerCase()));
}

// "The week-long run finished: 7 days, ambient between -29 and -4": hours or days alone after a colon
// say how long the work ran. Seconds and minutes there are more often a time measured ("bench: 14.2 s").
const DURATION = /^~?\d{1,4}(?:[.,]\d{1,2})? ?(?:h|hrs?|hours?|d|days?|wks?|weeks?|months?)$/i;

function runsFor(clause: Clause, text: string): boolean {
  return clause.sep.trimStart().startsWith(":") && text.length <= 16 && DURATION.test(text.trim().replace(/[.;]$/, ""));
}

// "overshoot 18% at step input" opening a row measures; "4 GB heap run" sets up.
// "this time double blankets on the perimeter": after a determiner the quantity's noun says when.
const ADVERBIAL_LEADS = new Set(["this", "that", "each", "every", "next", "last", "same", "second", "third", "other"]);

function measures(text: string): boolean {
  const words = text.trim().split(/\s+/, 2).map((w) => bareWord(w).toLowerCase());
  if (ADVERBIAL_LEADS.has(words[0]!)) return false;
  return words.some((w) => MEASURE_WORDS.has(w));
}

// "Ran the extruder at 180 °C and the filament diameter wandered by ±0.08 mm, well outside our
// target": "and" before a new subject starts a clause of its own when that clause reports a result.
const NEW_SUBJECTS = new Set(["the", "our", "it", "its", "they", "this", "that", "all", "both", "none"]);
const MAX_AND_SCAN = 2_000;

// "the filament diameter wandered", "the loaves collapsed": a subject and a past tense that is no work.
const SUBJECT_WORDS = 5;

function happened(tail: string): boolean {
  return tail
    .split(" ", SUBJECT_WORDS)
    .slice(1)
    .some((w) => {
      const word = bareWord(w).toLowerCase();
      return word.length > 4 && word.endsWith("ed") && !workVerb(word);
    });
}

function atNewSubject(clause: Clause): Clause[] {
  const text = clause.text.slice(0, MAX_AND_SCAN);
  for (let at = text.indexOf(" and "); at !== -1; at = text.indexOf(" and ", at + 5)) {
    const next = bareWord(text.slice(at + 5).split(" ", 1)[0] ?? "").toLowerCase();
    if (!NEW_SUBJECTS.has(next)) continue;
    const tail = clause.text.slice(at + 5);
    const kind = kindOf(tail, false);
    if (kind !== "result" && kind !== "statement" && !happened(tail)) continue;
    return [{ ...clause, text: clause.text.slice(0, at) }, { sep: " and ", outcome: true, text: tail }];
  }
  return [clause];
}

// "Wrote a demand-defrost trigger: start defrost when ΔT exceeds 9 K", "Added a re-rank stage: PQ
// retrieves the top-100": after work that made something, a colon leads to how the thing works (a rule
// in the imperative, or words without a measured figure), not to what came of it.
const CONDITIONS = new Set(["when", "whenever", "if", "unless", "until", "once"]);
const RULE_WORDS = 8;
const SHIPPED = new Set(["push", "commit", "merge"]);
const MAKING = new Set(["add", "write", "implement", "build", "prototype", "design", "code", "develop", "rewrite", "rebuild", "redesign"]);

function describesWhatWasMade(work: string, clause: Clause, text: string): boolean {
  if (!clause.outcome || !clause.sep.trimStart().startsWith(":")) return false;
  const made = leadingWorkVerb(work);
  if (!made || made.verb.form !== "past") return false;
  const body = text.slice(0, CLASSIFY_CHARS);
  // "pushed fix/lse-keepalive: LSE stays on in STOP2, RTC drives adv timer": what a pushed change does.
  if (SHIPPED.has(made.verb.base)) return figureOfPlain(plainOf(body).plain) !== "strong";
  if (!MAKING.has(made.verb.base)) return false;
  if (RESULT.test(body) || measures(body) || statesHowThingsAre(body)) return false;
  // A base form that is a noun too ("start", "trigger") commands here; a condition ("stop the feed when
  // the current exceeds 4 A") states the rule the thing applies, figures and all.
  const words = body.trimStart().split(" ", RULE_WORDS).map((w) => bareWord(w).toLowerCase());
  const rule = WORK_BASES.has(words[0]!) || words.some((w) => CONDITIONS.has(w));
  return rule || figureOfPlain(plainOf(body).plain) !== "strong";
}

// "0.2 °C/min from 70 to 5 °C gave yield 84%": the settings a run was given, then what they gave; the
// verb parts the work from its result when a figure stands on each side.
const GAVE = / (?:gave|gives|yielded|produced|resulted in) (?=[~≈<>]?\d|[\p{L}]{2,12} [~≈<>]?\d)/u;

function atGave(clause: Clause): Clause[] {
  const m = clause.text.length <= CLASSIFY_CHARS ? GAVE.exec(clause.text) : null;
  if (!m || figureIn(clause.text.slice(0, m.index)) !== "strong") return [clause];
  const tail = clause.text.slice(m.index + m[0].length);
  if (figureIn(tail) === null || !(measures(tail) || /^[~≈<>]?\d/.test(tail))) return [clause];
  return [{ ...clause, text: clause.text.slice(0, m.index), given: true }, { sep: ` ${m[0].trim()} `, outcome: true, text: tail }];
}

function isChatterClause(text: string): boolean {
  const body = text.slice(0, CLASSIFY_CHARS);
  return CHATTER.test(body) && figureOfPlain(plainOf(body).plain) !== "strong";
}

function leadsToFigures(clauses: Clause[], at: number): boolean {
  const next = clauses[at + 1];
  return next !== undefined && next.outcome && figureIn(next.text) !== null;
}

// "Plan: baseline at 1.8 kW … Result: pull 210 N": a plan that the same entry reports a result of was
// carried out, so it is the work; a plan left without a result stays a next step.
const PLAN_LABELS = new Set(["plan", "planned", "plans"]);

function carriedOut(pieces: Piece[], planned: Set<number>): Piece[] {
  return pieces.map((p, i) => (planned.has(i) && pieces.slice(i + 1).some((q) => q.field === "result") ? { ...p, field: "work", text: asDone(p.text, true) } : p));
}

const DESCRIBES = /^[a-z]{3,20}ed (?:on|in|at|near|around|along|across|over|under|between|below|above|within)\s/;

const REFERENCE_LABEL = /^\s*(?:refs?|references?|see also|attachments?|files?|data files?|photos?|pictures?|images?|fichiers?)\s*:/i;

// "Trial 1 on the pilot line this morning: 80/20 blend, 50% moisture, barrel 150 °C": after a
// sentence's opening run, a colon leads to the run's settings when none of the clauses after it names
// a measured quantity or a result ("Trial 2 at 40 °C: yield 81%" reports).
const SETTINGS_SCAN = 12;

function runSetUp(clauses: Clause[], at: number): boolean {
  if (at !== 1 || !opensOnRun(clauses[0]!.text)) return false;
  return clauses.slice(1, SETTINGS_SCAN).every((c) => {
    const body = c.text.slice(0, CLASSIFY_CHARS);
    return !RESULT.test(body) && !measures(body) && !statesHowThingsAre(body) && figureIn(body) !== null;
  });
}

// "split in 3 carboys: 20°C, 24°C, 28°C": a count of things, then as many values, one for each: what
// each was set to, not what came of them.
const COUNTED = /(?:^|\s)(\d{1,2}|two|three|four|five|six) [\p{L}-]{2,24}s$/iu;
const ONE_VALUE = /^[~≈]?\d[\d.,]*\s?[^\s\d]{0,6}$/;
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

function enumerated(clauses: Clause[], at: number): boolean {
  const m = at > 0 ? COUNTED.exec(clauses[at - 1]!.text.trim()) : null;
  if (!m) return false;
  const n = COUNT_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  const values = clauses.slice(at, at + n + 1).filter((c) => ONE_VALUE.test(c.text.trim().replace(/[.;]$/, "")));
  return values.length === n && clauses.slice(at, at + n).every((c) => values.includes(c));
}

const COMMIT_LEAD = /^(?:commit )?[0-9a-f]{7,40}$/;

const DAY_ONLY = /^(?:today|tonight|yesterday|this (?:morning|afternoon|evening)|earlier today)$/i;

const SEEN = /^[\p{L}\d-]{2,24} [\p{L}-]{2,24}(?: [\p{L}-]{2,24})? (?:visible|evident|apparent|seen)(?:$|[\s,.;!])/iu;
const EXCLAIMED_PLAN = /^(?:let's|lets|don't|do not|remember|must|need|todo|next)\b/i;

// "binder burning out too fast? slow down the ramp", "cracks line up with the supports? check print
// orientation": after a question, a sentence that opens on a verb in its base form says what to do.
const COMMANDS = new Set(["slow", "speed", "lower", "raise", "reduce", "increase", "scale", "check", "verify", "confirm", "look", "ask", "tighten", "loosen", "shorten", "lengthen", "extend", "drop", "cut", "keep", "avoid", "redo"]);

function commandAfterQuestion(text: string): boolean {
  const first = bareWord(text.trimStart().split(" ", 1)[0] ?? "").toLowerCase();
  return COMMANDS.has(first) || isCommand(text);
}

// "MIBC held at 15 g/t", "die kept at 60 °C": a thing held at a value.
const HELD_AT = /^[\p{L}\d][\p{L}\d-]{0,20}(?: [\p{L}\d-]{1,20}){0,2} (?:held|kept|maintained) at [~≈]?\d/iu;

// "Task: trial adaptive schedule: end drying when 2 of 6 probes reach 17%": a work order's task or a
// method says what was to be done, settings and all; what came of it has a label of its own.
const WHOLE_WORK = new Set(["task", "method", "methods", "procedure"]);

function withAsides(sentences: NoteSentence[]): NoteSentence[] {
  return sentences.flatMap((s) => {
    const found = s.text.includes("(") ? labelledAside(s.text, (word) => LABELS[word] !== undefined) : null;
    return found ? [{ ...s, text: found.text }, { text: found.aside, lineStart: true, open: false }] : [s];
  });
}

export function sortClauses(notes: NoteSentence[]): Piece[] {
  const sentences = withAsides(notes);
  const pieces: Piece[] = [];
  const planned = new Set<number>();
  let last: Field | null = null;
  let previousOpen = false;
  // The sentence before ended on a question: a bare command after it answers what to do about it.
  let askedBefore = false;
  let opening = true;
  // A label alone on its line ("Next:", "Open questions") governs the list items under it.
  let block: { field: Field; word: string } | null = null;
  for (const sentence of sentences) {
    if (!sentence.item && sentence.lineStart) block = null;
    // A line that only names a record ("log: logs/ota-0311.txt", "eval report x.html, commit 3f8d2aa").
    if ((/[,;:]/.test(sentence.text) || opensOwnItem(sentence.text)) && isPointer(sentence.text)) continue;
    // "Ref: photo IMG_2231, viscosity sheet VS-112": a notebook's references feed the evidence only.
    if (sentence.text.includes(":") && REFERENCE_LABEL.test(sentence.text)) continue;
    let inSentence: Field | null = null;
    let pending: { field: Field; word: string } | null = sentence.item ? block : null;
    // A label rules the rest of its sentence ("theory: seeds give nucleation sites so hydration goes
    // faster"), but for next steps and what an arrow or colon leads to after work.
    let governing: { field: Field; context: boolean; whole?: boolean } | null = null;
    const clauses = splitClauses(settingChanges(sentence.text)).flatMap(atNewSubject).flatMap(atGave);
    let condition: Piece | null = null;
    for (const [at, clause] of clauses.entries()) {
      // "Run #4: bed 90 °C, chamber 45 °C -> warp 2.4 mm": the specimen or run and its set-up are work.
      const beforeColon = at === 0 && (clauses[1]?.sep.trimStart().startsWith(":") ?? false);
      const specimen = beforeColon && (namesSpecimen(clause) || namesAnalysis(clause.text) || namesRunSetting(clause.text) || namesSampleSet(clause.text));
      if (clause.outcome && clause.sep.trimStart().startsWith(":") && (namedFirst(clauses, at) || runSetUp(clauses, at) || enumerated(clauses, at))) clause.outcome = false;
      // "8c1f0e27: OCV correction skipped when dV/dSoC < 2 mV/%": a commit before a colon, then what it
      // changed, as its message would say; the commit itself goes to the evidence.
      if (at === 0 && clauses.length > 1 && clauses[1]!.sep.trimStart().startsWith(":") && COMMIT_LEAD.test(clause.text.trim())) {
        clauses[1]!.outcome = false;
        clauses[1]!.given = true;
        continue;
      }
      // "Today: same blend, moisture up to 55%": the day named before a colon is the row's date; what
      // follows is the day's notes, not what came of a clause.
      if (at === 0 && clauses.length > 1 && clauses[1]!.sep.trimStart().startsWith(":") && DAY_ONLY.test(clause.text.trim())) {
        clauses[1]!.outcome = false;
        continue;
      }
      const inline = readLabel(clause.text.trim());
      const text = inline ? inline.rest : clause.text.trim();
      if (text === "") {
        pending = inline ?? pending;
        if (clauses.length === 1) block = pending;
        continue;
      }
      const word = text.toLowerCase();
      if (!inline && LABELS[word] && !pending) {
        // "next - try X", "hyp: ...": the label word alone names the field of what follows.
        pending = { field: LABELS[word]!, word };
        if (clauses.length === 1) block = pending;
        continue;
      }
      const label = inline ?? pending;
      pending = null;
      // "Spent the morning on the budget review with finance, then mounted the brackets": the office's
      // business beside the work in one sentence is no part of it.
      if (!label && isChatterClause(text)) continue;
      const goal = label ? goalOf(label.word, text) : null;
      if (goal === "target") {
        // "Aim: epoxidise canola oil; test if 50 °C reduces ring-opening": the target, then the question.
        const asked = clauses.slice(at + 1).find((c) => asksOrPredicts(c.text.trim()));
        // Beside a question, only an aim that opens on a verb of work names what was done.
        if (namesWork(text) && (!asked || leadingWorkVerb(text)?.at === 0)) pieces.push({ field: "work", text: asDone(text, true), context: false });
        if (asked) pieces.push({ field: "hypothesis", text: asked.text.trim(), context: false });
        break;
      }
      if (label) governing = { field: goal ?? label.field, context: goal === null && CONTEXT_LABELS.has(label.word), whole: WHOLE_WORK.has(label.word) };
      let read: Kind | "figure" | "count" | "statement" = governing && label ? governing.field : specimen || clause.given ? "work" : commandAfterArrow(clauses, at, text) || (at === 0 && askedBefore && commandAfterQuestion(text)) ? "nextSteps" : kindOf(text, inSentence === null);
      // "Rule-based line detection misses borderless tables" opening a row states its problem; later,
      // "the clamp limits torque at startup" states what was found.
      if (read === "statement") read = opening ? "work" : "result";
      // "porosity 0.41%, clustered on the 35° overhang": after a result, a participle and its place
      // describe what was found.
      if (read === "work" && inSentence === "result" && !label && DESCRIBES.test(text)) read = "result";
      // "barrel 150 °C, die held at 60 °C": among the run's settings, a part held at a value is one more.
      if (read === "result" && inSentence === "work" && !clause.outcome && !label && (HELD_AT.test(text) || setTo(text))) read = "work";
      if (read === "pointer") continue;
      const made = pieces[pieces.length - 1];
      if (!label && inSentence === "work" && made && describesWhatWasMade(made.text, clause, text)) read = "work";
      if (!label && governing && read !== "nextSteps") {
        read = governing.field === "work" && clause.outcome && !governing.whole ? "result" : governing.field;
        if (read === "result") governing = { field: "result", context: false };
      }
      const piece = pieces[pieces.length - 1];
      if (read === null && inSentence === null && piece && previousOpen && sentence.lineStart && startsLower(text) && !opensOwnItem(text)) {
        // A line that only wraps the one before it, unless it opens with a label or a commit of its own.
        piece.text += ` ${text}`;
        inSentence = piece.field;
        continue;
      }
      let kind: Field;
      // "We suspect moisture in the flakes, since the wander got worse": a reason goes with what it explains.
      if (inSentence && read !== "nextSteps" && clause.sep !== "" && CAUSE_START.test(text)) read = inSentence;
      // "stiffer hinge -> latch stays shut" in a hypothesis is what it predicts.
      if (inSentence === "hypothesis" && clause.outcome && read !== "nextSteps") read = "hypothesis";
      if (read === "figure" || read === "count") kind = measures(text) && inSentence !== "hypothesis" && inSentence !== "nextSteps" ? "result" : placeFigure(opening, inSentence, clause.outcome && !runsFor(clause, text), isSetup(text) || runsFor(clause, text));
      else if (read !== null) kind = read;
      // "field test on machine #2: same gains ok": what a colon or arrow leads to after work came of it.
      else if (inSentence === "work" && clause.outcome) kind = "result";
      else if (inSentence) kind = inSentence;
      else if (BECAUSE.test(text)) kind = "hypothesis";
      // "The centre held: 90 mm out of the oven" sums up the figures its colon leads to.
      else if (!opening && leadsToFigures(clauses, at)) kind = "result";
      // "hyp: crack = weld line. bigger radius -> stronger weld line": the rest of a labelled line
      // carries on its hypothesis or plan unless it says otherwise.
      else if (!sentence.lineStart && (last === "hypothesis" || last === "nextSteps")) kind = last;
      else kind = last === "work" || last === "result" ? last : "work";
      const context = governing?.context ?? false;
      // "If we keep LSE running in STOP2, awake time should drop below 3 ms": the condition that opens
      // the sentence belongs to the prediction after it.
      if (kind === "hypothesis" && condition !== null && condition === piece && !label) {
        condition.field = "hypothesis";
        inSentence = "hypothesis";
      }
      if (kind === inSentence && piece && !label && piece.context === context) piece.text += `${clause.sep}${text}`;
      else {
        if (label && PLAN_LABELS.has(label.word) && kind === "nextSteps") planned.add(pieces.length);
        pieces.push({ field: kind, text: kind === "work" ? text.replace(CONJUNCTION, "").replace(AFTER_EARLIER, "").replace(TIME_LEAD, "") : text.replace(CONJUNCTION, ""), context });
        if (at === 0 && CONDITION_START.test(text)) condition = pieces[pieces.length - 1]!;
      }
      inSentence = kind;
      last = kind;
      if ((kind === "work" || kind === "result") && !context) opening = false;
    }
    previousOpen = sentence.open;
    askedBefore = /\?["')\]]*$/.test(sentence.text.trimEnd());
  }
  return carriedOut(pieces, planned);
}
