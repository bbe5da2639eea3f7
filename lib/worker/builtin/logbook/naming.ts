import { LABELS, MEASURE_WORDS, SPECIMEN_NOUNS, TECHNIQUES } from "../lexicon/logbook-cues";
import type { Clause } from "./clauses";
import { workVerb } from "./verbs";

// "pad A: 4% lime, 8% fly ash", "batch 3: 2% seeding": a colon after the name of a specimen (a noun
// and its letter or number) describes it. After a quantity ("Ra: 0.8 um") or a test ("leach test: Fe
// 0.4 mg/L") it leads to what came of it.
const NAME_WORDS = 3;
const TIME_POINTS = new Set(["day", "week", "wk", "month", "hour", "hr", "cycle", "t"]);
// "A", "3", "#4", "B1", "K-114", and a version of a design ("demand defrost v2").
const SPECIMEN_ID = /^(?:[A-Z]{1,2}-?\d{0,4}|#?\d{1,3}|v\d{1,2})$/;

// "CT results on the first bracket build B-0909: porosity 0.41%": an analysis and what it was run on,
// before the figures it gave, is the work.
const ANALYSIS_OF = /^\s*([\w/-]{2,12}) (?:results?|data|scans?) (?:on|of|for|from) \S/i;

export function namesAnalysis(text: string): boolean {
  const m = ANALYSIS_OF.exec(text);
  return m !== null && TECHNIQUES.has(m[1]!.toLowerCase());
}

const RUN_CODE = /^[A-Z]{1,3}-?\d{1,4}[a-z]?$/;

// "Trial 1: 40% pine flour", "Essai #2: 2% sucrose": a noun that names a run keeps its number as the
// run's name though the noun is a verb too ("to trial", "to run").
const RUN_NOUNS = new Set([...SPECIMEN_NOUNS, "run", "test", "essai", "experiment", "exp", "attempt", "round", "iteration"]);
// "Essai #1 culture starter: base cashew + L. lactis": a run's name and a word or two of what it is.
const NAMED_RUN_WORDS = 4;

const nameWord = (w: string) => /^[A-Za-z][a-z-]*$/.test(w) && !MEASURE_WORDS.has(w.toLowerCase()) && !TIME_POINTS.has(w.toLowerCase());

function namesRun(words: string[]): boolean {
  if (words.length < 2 || words.length > NAMED_RUN_WORDS || !RUN_NOUNS.has(words[0]!.toLowerCase()) || !SPECIMEN_ID.test(words[1]!)) return false;
  return words.slice(2).every((w) => nameWord(w) && !workVerb(w.toLowerCase()));
}

export function namesSpecimen(clause: Clause | undefined): boolean {
  if (!clause) return false;
  const words = clause.text.trim().split(/\s+/);
  const id = words[words.length - 1] ?? "";
  // "F-09: F-08 + transglutaminase", "A2: flour dried 4 h": a run's code alone names it too.
  if (words.length === 1) return RUN_CODE.test(id);
  if (namesRun(words)) return true;
  if (words.length > NAME_WORDS || !SPECIMEN_ID.test(id)) return false;
  // "latency P95: 2.8 s" names a quantity and "Day 14: yeast 2.1e3 CFU/g" a time point, not a specimen.
  return words.slice(0, -1).every((w) => nameWord(w) && !workVerb(w.toLowerCase()));
}

// "Trial 2: same blend", and under a column's label "activity: Trial 2: same blend": the run is the
// sentence's first name, so its colon leads to its set-up.
export function namedFirst(clauses: Clause[], at: number): boolean {
  if (at === 1) return namesSpecimen(clauses[0]);
  return at === 2 && LABELS[clauses[0]!.text.trim().toLowerCase()] !== undefined && namesSpecimen(clauses[1]);
}

// "Essai #4 avec 1% sucrose, 22 h: pH 4.58", "Trial 3 at 50% flour": a sentence that opens on a run's
// name sets that run up ("Cell 3 seal replaced", "Panel 1 had a dry spot" name things, not runs).
// "Test F32 rod mill ten minutes": a test named by its number is a run as well.
const TRIAL_NOUNS = new Set(["trial", "essai", "run", "experiment", "exp", "attempt", "test"]);
export function opensOnRun(text: string): boolean {
  const [noun, id] = text.trimStart().split(/\s+/, 2);
  return noun !== undefined && id !== undefined && TRIAL_NOUNS.has(noun.toLowerCase()) && SPECIMEN_ID.test(id.replace(/[,:;]$/, ""));
}

// "RT-07 at 21 g/t all shift: Cu recovery 88.2%": a run's code and the setting it ran at, before what
// it gave; the colon still leads to the outcome.
const SETTING_WORDS = 7;
const SETTING_LEADS = new Set(["at", "with", "on", "under"]);

export function namesRunSetting(text: string): boolean {
  const words = text.trim().split(/\s+/, SETTING_WORDS + 1);
  return words.length <= SETTING_WORDS && RUN_CODE.test(words[0] ?? "") && SETTING_LEADS.has((words[1] ?? "").toLowerCase());
}

// "On 50 random blockage events: median 3.1 s", "Over 200 picks: 71% held": how many things the work
// was run on, before what it gave.
const SAMPLE_SET = /^(?:on|over|across) (?:the |all |another )?\d[\d,]{0,8} [\p{L}][\p{L} -]{1,40}$/iu;

export function namesSampleSet(text: string): boolean {
  return SAMPLE_SET.test(text.trim());
}
