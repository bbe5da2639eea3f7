import type { Classified } from "../classify";
import { PARTICIPLES } from "../text/verbs";
import { BUSINESS_VERBS, hasVerb, isCapitalised, testItemsFollow } from "./context";
import { ACTION_PAST, ACTION_PRESENT, ADVERBS, BE, DENIALS, DONE, KNOWING, MEASURED, MODALS, NOT_WORK, RECORDED, STATES, SUPPOSING } from "./grammar";
import { foretells, fromSupposition, iterates, UNSURE } from "./ideas";
import { fromKnowledge, fromOutcome, OUTCOME_VERBS } from "./outcome";
import { FALLS_SHORT, fromPractice, PRACTICE, qualifiesPractice } from "../practice";
import { hasAny, hasAnyPhrase, hasDigit, looksPast, phraseIndex, phrases, startsWithPhrase, tokensOf } from "../text/tokens";

// How much a sentence, on its own, reads as each role a T661 line is made of. The cues are grammar
// more than topic: who acts ("we built" is the work, "the layer cut the peak" a result), the verb
// ("expected" a hypothesis, "learned" knowledge gained), tense and voice ("were measured" is
// measurement), figures, and whether the subject is somebody else's practice ("the supplier's
// recipes relied on gluten").

export type Role =
  | "uncertainty"
  | "standard"
  | "objective"
  | "hypothesis"
  | "experiment"
  | "measurement"
  | "records"
  | "result"
  | "knowledge";

export type Evidence = Record<Role, number>;

export function noEvidence(): Evidence {
  return { uncertainty: 0, standard: 0, objective: 0, hypothesis: 0, experiment: 0, measurement: 0, records: 0, result: 0, knowledge: 0 };
}

// "we managed to", "we obtained 4.3 g/L": what came of the work, not the work.
const WE_OUTCOMES = new Set(["managed", "succeeded", "failed", "achieved", "attained", "obtained"]);
// "we saw a 30% drop", "we observed 2 failures in 40 runs", "we reached 94%": what was seen, when a
// figure or a change follows; without one ("we observed the welds") it is the work.
const WE_SAW = new Set(["saw", "observed", "noticed", "got", "reached", "hit", "measured", "recorded", "found", "see", "observe", "get", "reach"]);
const CHANGES = new Set([
  "drop", "rise", "increase", "decrease", "reduction", "improvement", "gain", "loss", "fall", "jump", "difference", "no",
  "none", "average", "mean", "maximum", "minimum", "peak",
]);
// The figure follows the verb closely: "we measured 4.3 g/L", not "we measured the elongation on 5 bars".
const SAW_REACH = 4;

// "we measured 620 stems", "we measured 30 packs": a count of what was measured is the size of the
// work, not what it found.
// "we measured shrinkage on 30 printed prisms": a word may describe the counted noun.
const COUNTED_REACH = 2;

function countedNoun(noun: string): boolean {
  return noun.length >= 4 && noun.endsWith("s") && !noun.endsWith("ss");
}

function measuredCount(tokens: string[], j: number): boolean {
  if (tokens[j] !== "measured" && tokens[j] !== "measure") return false;
  const at = tokens.slice(j + 1, j + SAW_REACH).findIndex(hasDigit);
  return at >= 0 && tokens.slice(j + 2 + at, j + 2 + at + COUNTED_REACH).some(countedNoun);
}

function sawFigure(tokens: string[], j: number): boolean {
  if (measuredCount(tokens, j)) return false;
  return tokens.slice(j + 1, j + SAW_REACH).some((t) => hasDigit(t) || CHANGES.has(t));
}

const RELATIVES = new Set(["which", "that"]);
const PERFECT = new Set(["have", "had", "we've", "'ve"]);
// Modals that make a supposition a prediction.
const PREDICTING = new Set(["would", "could", "should", "might", "will"]);

// "not early like we thought": an expectation set against what was found is knowledge gained.
const COMPARING = new Set(["like", "as", "than"]);
// "…, which is the opposite of what we expected", "not what we thought": an expectation set against
// what was found.
const AGAINST_WHAT = new Set(["of", "not", "than", "unlike", "contrary"]);

function setAgainst(tokens: string[], subject: number): boolean {
  return tokens[subject - 1] === "what" && AGAINST_WHAT.has(tokens[subject - 2] ?? "");
}

// The claimant written in the third person: "the team hypothesized", "its engineers set up six racks",
// "the company did not know whether".
const TEAM = new Set(["team", "company", "engineers", "researchers", "scientists", "growers", "developers", "chemists", "technicians", "staff", "crew"]);
const TEAM_OWNERS = new Set(["the", "its", "our", "their"]);
// One of the claimant's staff, named or not ("our chemist, Sophie, made 35 formulations", "she then
// tried a blend"): the claimant's work, told through who did it.
const STAFF = new Set([
  "chemist", "engineer", "technician", "scientist", "researcher", "developer", "designer", "programmer", "machinist",
  "agronomist", "biologist", "physicist", "analyst", "metallurgist", "formulator", "student", "intern", "postdoc",
]);
const STAFF_PRONOUNS = new Set(["she", "he"]);
// A name set after its noun between commas is at most two words.
const APPOSITIVE_WORDS = 2;
// Verbs of knowing that, denied, state what was not known: "did not know whether", "could not tell".
const TELLING = new Set(["know", "tell", "predict"]);
// A prediction is stated close to its verb.
const PREDICTION_REACH = 16;

const CONTACTED = new Set(["called", "asked", "contacted", "consulted", "emailed", "phoned", "spoke", "talked", "visited"]);

// "we think it was because …": the cause of a result, told just after the verb of supposing.
const EXPLAINED_REACH = 4;

// "we did a project on …" names the whole project, not a step of it.
const WHOLE_PROJECT = new Set(["project", "projects", "program", "programme", "study", "lot", "bit"]);
const DONE_OBJECTS = new Set(["a", "an", "the", "some", "several", "two", "three", "four", "five", "six", "many", "more", "extra"]);
const WAYS = new Set(["way", "ways", "method", "methods", "means", "technique", "solution"]);
const WAY_REACH = 5;

function noWayFound(tokens: string[], verb: number): boolean {
  return tokens.slice(verb + 2, verb + WAY_REACH).some((t) => WAYS.has(t));
}

// "S. Patel ran 10 test splices", "Dr. Chen built a rig": one of the team, named with an initial or a
// title, doing the work.
const NAMED_PERSON = /^(?:(?:Dr|Mr|Mrs|Ms|Prof)\.? |[A-Z]\. ?)[A-Z][a-z]+ /;

function namedPersonActs(text: string, tokens: string[]): boolean {
  return NAMED_PERSON.test(text) && ACTION_PAST.has(tokens[2] ?? "") && !OUTCOME_VERBS.has(tokens[2] ?? "");
}

// "PR #212 added a contraction-hierarchy patch", "Commit 4f2a changed the merge": a change of ours,
// named by its number, doing the work.
const WORK_ITEMS = new Set(["pr", "mr", "commit", "ticket", "task", "story", "changeset", "patch"]);

function workItemActs(tokens: string[]): boolean {
  const verb = tokens[2] ?? "";
  return WORK_ITEMS.has(tokens[0] ?? "") && hasDigit(tokens[1] ?? "") && (ACTION_PAST.has(verb) || looksPast(verb)) && !OUTCOME_VERBS.has(verb);
}

// "They moulded 5 trial batches with 0 to 15% modifier": a preparer's notes tell the claimant's work as
// "they"; what they made for a test says it is the work, not a supplier's.
function theyTested(tokens: string[]): boolean {
  const verb = tokens[1] ?? "";
  return tokens[0] === "they" && (ACTION_PAST.has(verb) || looksPast(verb)) && !OUTCOME_VERBS.has(verb) && testItemsFollow(tokens, 1);
}

const CHANGED_BY = new Set(["cut", "reduced", "lowered", "raised", "increased", "improved", "doubled", "halved", "boosted", "shortened", "extended"]);
const BY_REACH = 8;

function changedBy(tokens: string[], verb: number): boolean {
  const by = tokens.indexOf("by", verb + 1);
  return by > verb && by <= verb + BY_REACH && hasDigit(tokens[by + 1] ?? "");
}

// "When we changed the feed point, the kiln ran stably", "that was not where we started": "we" in a
// clause that only says when or where; what the sentence reports is in the rest of it.
const SETTING = new Set(["when", "where", "once", "whenever", "until"]);

// "We learn that the alkali opens the fibre": knowing, told in the present as non-native English does.
const KNOWING_NOW = new Set(["learn", "realise", "realize", "discover", "understand", "conclude", "see", "notice"]);
// "We figured out that only half the binder blends in", "we worked out why": knowledge, not a guess;
// "we worked out a schedule" is work.
const FIGURING = new Set(["figured", "figure"]);
const WORKING_OUT = new Set(["worked", "work"]);
const WHAT_WAS_FOUND = new Set(["that", "why", "how", "what", "whether", "which"]);

function figuredOut(tokens: string[], j: number): boolean {
  const verb = tokens[j]!;
  if (tokens[j + 1] !== "out") return false;
  return FIGURING.has(verb) || (WORKING_OUT.has(verb) && WHAT_WAS_FOUND.has(tokens[j + 2] ?? ""));
}

// "We make 60 samples and measure the swelling", "we test 3 pulse frequencies": work told in the
// present with its figures; "we build monitoring software" is what the company sells.
// "we use 22% less electricity": a figure set against another is what came of the work.
const COMPARED = new Set(["less", "more", "fewer", "lower", "higher", "faster", "slower", "better", "worse"]);
const COMPARED_REACH = 3;
const CONSUMING = new Set(["use", "used", "consume", "consumed", "need", "needed", "spend", "spent"]);

function comparedFigure(tokens: string[], verb: number): boolean {
  const after = tokens.slice(verb + 1, verb + 1 + COMPARED_REACH);
  return after.some(hasDigit) && after.some((t) => COMPARED.has(t));
}

function presentWork(tokens: string[], verb: number): boolean {
  if (!tokens.slice(verb + 1).some(hasDigit)) return false;
  return !BUSINESS_VERBS.has(tokens[verb]!) || testItemsFollow(tokens, verb);
}

function isSubject(tokens: string[], i: number): boolean {
  const t = tokens[i]!;
  const before = tokens[i - 1] ?? "";
  if (SETTING.has(before)) return false;
  if (STAFF_PRONOUNS.has(t)) return i === 0 || LINKS.has(before);
  return t === "we" || t === "i" || ((TEAM.has(t) || STAFF.has(t)) && TEAM_OWNERS.has(before));
}

// "our chemist, Sophie, made": the name, written with a capital, stands between the noun and its verb.
function afterName(tokens: string[], i: number, text: string): number {
  if (!STAFF.has(tokens[i]!)) return i + 1;
  let j = i + 1;
  while (j < tokens.length && j <= i + APPOSITIVE_WORDS && isCapitalised(tokens[j]!, text)) j += 1;
  return j;
}


// "we CT-scanned", "we fatigue-tested", "we re-ran": a past verb with a word joined in front.
function compoundPast(verb: string): boolean {
  const last = verb.slice(verb.lastIndexOf("-") + 1);
  return verb.includes("-") && (ACTION_PAST.has(last) || looksPast(last));
}

// What "we" (or "I", or the team) did in the sentence, read from the verb after it.
function fromSubject(tokens: string[], text: string, ev: Evidence): void {
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isSubject(tokens, i)) continue;
    if (qualifiesPractice(tokens, i)) continue;
    let j = afterName(tokens, i, text);
    while (j < tokens.length && ADVERBS.has(tokens[j]!)) j += 1;
    // "we have learned", "we had also weighed": the participle is the verb that tells.
    if (PERFECT.has(tokens[j] ?? "")) {
      let k = j + 1;
      while (k < tokens.length && ADVERBS.has(tokens[k]!)) k += 1;
      const p = tokens[k] ?? "";
      if (PARTICIPLES.has(p) || ACTION_PAST.has(p) || looksPast(p)) j = k;
      // "We have understand that …": non-native English keeps the verb's base form after "have".
      else if (KNOWING_NOW.has(p)) {
        ev.knowledge = Math.max(ev.knowledge, 3.5);
        continue;
      }
    }
    const verb = tokens[j];
    if (verb === undefined) continue;
    // "the compounders we called had only ever used crumb in mats": whom we asked, told in a clause
    // about them, is not our work.
    if (CONTACTED.has(verb) && i > 0 && !LINKS.has(tokens[i - 1]!) && !SETTING.has(tokens[i - 1]!)) continue;
    const next = tokens[j + 1] ?? "";
    // "we now know", "what we know now is that …": what the work taught us.
    if ((verb === "now" && (next === "know" || next === "understand" || next === "believe" || next === "see")) || (verb === "know" && next === "now")) ev.knowledge = Math.max(ev.knowledge, 3.5);
    else if (WE_SAW.has(verb) && next !== "that" && next !== "out" && sawFigure(tokens, j)) ev.result = Math.max(ev.result, 2.75);
    else if (KNOWING.has(verb) || (KNOWING_NOW.has(verb) && next === "that") || figuredOut(tokens, j)) ev.knowledge = Math.max(ev.knowledge, 3.5);
    else if (verb === "found" || verb === "find") {
      if (next === "that" || next === "out") ev.knowledge = Math.max(ev.knowledge, 3);
      else if (next === "no" || next === "a" || next === "an" || next === "the" || hasDigit(next)) ev.result = Math.max(ev.result, 2);
    } else if (SUPPOSING.has(verb)) {
      if (COMPARING.has(tokens[i - 1] ?? "") || setAgainst(tokens, i)) ev.knowledge = Math.max(ev.knowledge, 3);
      // "…, we think because the season was dry": an explanation of what was found, not a prediction.
      else if (tokens.slice(j + 1, j + 1 + EXPLAINED_REACH).includes("because")) ev.knowledge = Math.max(ev.knowledge, 2.5);
      // "we thought that feeding it through the precalciner would keep the flame stable": a prediction.
      else ev.hypothesis = Math.max(ev.hypothesis, hasAny(tokens.slice(j + 1, j + PREDICTION_REACH), PREDICTING) ? 3 : 2.5);
    }
    else if (DENIALS.has(verb) || verb === "could" || verb === "did" || verb === "do") {
      // "we could not get the pellets to sink": something failed or was not known; "the company did
      // not know whether": what was not known, said outright.
      // "we did 20 test joints", "we did the peel test": the work, done.
      if ((verb === "did" || verb === "do") && (hasDigit(next) || DONE_OBJECTS.has(next)) && !WHOLE_PROJECT.has(tokens[j + 2] ?? "")) {
        ev.experiment = Math.max(ev.experiment, verb === "did" ? 2.5 : 2);
        continue;
      }
      const known = DENIALS.has(verb) ? next : DENIALS.has(next) ? (tokens[j + 2] ?? "") : "";
      if (TELLING.has(known)) ev.uncertainty = Math.max(ev.uncertainty, 3);
      // "We couldn't find any way to cancel the tremor without also fighting …": no known way to do it,
      // unless it is what was still missing after the work ("we still could not find a way").
      else if (known === "find" && noWayFound(tokens, j) && !tokens.slice(i + 1, j).includes("still")) ev.uncertainty = Math.max(ev.uncertainty, 2.5);
      // "We still couldn't stop the wobble": what the work had not reached at its end.
      else if ((DENIALS.has(next) || DENIALS.has(verb)) && tokens.slice(i + 1, j).includes("still")) ev.result = Math.max(ev.result, 2);
      // "dropouts of up to 8 seconds, which we could not remove": a limit of what was achieved.
      else if ((DENIALS.has(next) || DENIALS.has(verb)) && RELATIVES.has(tokens[i - 1] ?? "")) ev.result = Math.max(ev.result, 2);
      else if (DENIALS.has(next) || DENIALS.has(verb)) ev.uncertainty = Math.max(ev.uncertainty, 1);
    } else if (verb === "will" || verb === "plan" || verb === "intend") continue;
    // "we use 22% less electricity", "we needed 3 times more light": what the work consumes, set
    // against before; "we add 10% more silane" sets a level.
    else if (CONSUMING.has(verb) && comparedFigure(tokens, j)) ev.result = Math.max(ev.result, 2);
    else if (STATES.has(verb)) continue;
    else if (WE_OUTCOMES.has(verb) || (verb === "lost" && tokens.slice(j + 1, j + SAW_REACH).some(hasDigit))) ev.result = Math.max(ev.result, 2.5);
    // "We cut energy use in our pasta dryer by 35%": a change we achieved, told by how much.
    else if (CHANGED_BY.has(verb) && changedBy(tokens, j)) ev.result = Math.max(ev.result, 2.75);
    else if (ACTION_PAST.has(verb) || looksPast(verb) || compoundPast(verb)) ev.experiment = Math.max(ev.experiment, 2.5);
    else if (ACTION_PRESENT.has(verb)) ev.experiment = Math.max(ev.experiment, presentWork(tokens, j) ? 2 : 1.5);
  }
}

const ABILITY = new Set(["could", "can"]);
const LOST_ABILITY = new Set(["couldn't", "cannot", "can't"]);

const ATTEMPT_FAILED = phrases(["didn't work", "did not work", "that failed", "it failed", "this failed", "work either"]);

function couldNot(tokens: string[], be: number): boolean {
  const before = tokens[be - 1] ?? "";
  return LOST_ABILITY.has(before) || (DENIALS.has(before) && ABILITY.has(tokens[be - 2] ?? ""));
}

// Passive work: "each variant was measured", "nineteen batches were made", "runs were kept in the logs",
// "five shell thicknesses were spray-dried".
// Denied ("had never been tried"), it says what nobody had done: a gap in standard practice.
// "When modules are trucked to site, joints crack", "if the surface layer is machined away": a passive
// in a clause that says when or on what condition is the setting of what the sentence reports.
const PASSIVE_SETTINGS = new Set(["when", "whenever", "once", "if", "unless"]);
const PASSIVE_SETTING_REACH = 4;

function inSetting(tokens: string[], be: number): boolean {
  for (let k = Math.max(0, be - PASSIVE_SETTING_REACH); k < be; k += 1) if (PASSIVE_SETTINGS.has(tokens[k]!)) return true;
  return false;
}

const FOUND_PASSIVE = new Set(["found", "observed", "seen", "detected", "noticed"]);
const HOW_WATCHED = new Set(["by", "using", "with", "every", "each", "through", "via", "from", "to", "that"]);

function fromPassive(tokens: string[], ev: Evidence): void {
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    if (!BE.has(tokens[i]!) || inSetting(tokens, i)) continue;
    let j = i + 1;
    while (j < tokens.length && ADVERBS.has(tokens[j]!)) j += 1;
    const p = tokens[j];
    if (p === undefined) continue;
    // "will be scaled up", "to be measured": not done yet.
    if (MODALS.has(tokens[i - 1] ?? "")) continue;
    const denied = DENIALS.has(tokens[i - 1] ?? "") || DENIALS.has(tokens[i - 2] ?? "") || tokens[j - 1] === "not";
    if (denied) {
      const done = !NOT_WORK.has(p) && (DONE.has(p) || ACTION_PAST.has(p) || looksPast(p));
      // "That didn't work either, because the strobes could not be synchronised": why our attempt
      // failed, told as a result; "had never been tried" is what nobody had done, a gap in practice.
      if (done && !(couldNot(tokens, i) && hasAnyPhrase(tokens, ATTEMPT_FAILED))) ev.standard = Math.max(ev.standard, 2.5);
      continue;
    }
    // "It was concluded that ...", "It was hypothesized that ...": the report's impersonal voice.
    if (KNOWING.has(p) && tokens[j + 1] === "that") ev.knowledge = Math.max(ev.knowledge, 3);
    else if (SUPPOSING.has(p) && tokens[j + 1] === "that") ev.hypothesis = Math.max(ev.hypothesis, 3);
    // "Potash crystals were found inside all failed bearings", "no pitting was observed": what the
    // examination found; "was observed by a camera every minute" is how it was watched.
    else if (FOUND_PASSIVE.has(p) && !HOW_WATCHED.has(tokens[j + 1] ?? "")) ev.result = Math.max(ev.result, 2.5);
    // "the kiln maker's schedules are written for softwoods": what a thing was made for, not a record.
    else if (RECORDED.has(p) && tokens[j + 1] !== "for") ev.records = Math.max(ev.records, 2.5);
    else if (MEASURED.has(p)) ev.measurement = Math.max(ev.measurement, 2.5);
    else if (NOT_WORK.has(p)) continue;
    else if (DONE.has(p) || ACTION_PAST.has(p) || looksPast(p) || looksPast(p.slice(p.lastIndexOf("-") + 1))) ev.experiment = Math.max(ev.experiment, 2);
  }
}

const OBJECTIVE_PHRASES = phrases([
  "the goal", "our goal", "the aim", "our aim", "the objective", "our objective", "the target was", "the target is",
  "our target", "we needed to", "we wanted to", "we had to", "needed to", "had to", "wanted to", "aimed to", "aims to", "sought to",
  "set out to", "project tried to", "work tried to", "started trying to", "began trying to",
  // "We are trying to make a water-based coating …": the aim the work is still pursuing.
  "are trying to", "were trying to", "we're trying to", "am trying to", "i'm trying to",
  // "In 2024 I tried to make a sparkling cider with no added sulphites", "We wanted a blade edge that
  // lasts 3 seasons": the new thing set out for.
  "tried to make a", "tried to make an", "tried to build a", "tried to build an", "tried to develop a", "tried to develop an",
  "tried to create a", "tried to design a", "tried to produce a", "we wanted a", "we wanted an", "i wanted a", "i wanted an",
  "we needed a", "we needed an",
  // "Our bakery want to make a croissant …": the aim told in the present, as non-native English does.
  "want to make", "wants to make", "want to develop", "wants to develop", "want to build", "wants to build",
  "want to find", "wants to find", "want to create", "wants to create",
]);

// "… left 0.7% alcohol, so we had to run a second pass": what a result forced, not the goal.
const CONSEQUENCES = phrases(["so we had to", "so i had to", "and we had to", "meant we had to", "so we needed to"]);

// "None came close to the 85% needed to replace the bending test": a figure's participle says what
// the figure is for, not what we set out to do.
// "The company set out in 2024 to develop …": when may stand between "set out" and its aim.
const SET_OUT_REACH = 5;

function setOutTo(tokens: string[]): boolean {
  const at = tokens.indexOf("out");
  return at > 0 && tokens[at - 1] === "set" && tokens.slice(at + 1, at + 1 + SET_OUT_REACH).includes("to");
}

function statesObjective(tokens: string[]): boolean {
  if (setOutTo(tokens)) return true;
  const at = phraseIndex(tokens, OBJECTIVE_PHRASES);
  if (at < 0 || hasAnyPhrase(tokens, CONSEQUENCES) || DENIALS.has(tokens[at - 1] ?? "")) return false;
  return !hasDigit(tokens[at - 1] ?? "") || (tokens[at] !== "needed" && tokens[at] !== "had");
}

// The lexicons' scores, where they say something these cues do not: "it was not known whether" is
// uncertainty, a hypothesis cue a hypothesis, a named kind of record a record.
// "the binders used in graphite anodes": a material, though a binder can also hold records.
const MATERIAL_HOMONYMS = new Set(["binder", "binders"]);

function materialOnly(tokens: string[]): boolean {
  return (hasAny(tokens, MATERIAL_HOMONYMS) || hasAny(tokens, LOGS)) && !hasAny(tokens, RECORD_NOUNS) && !hasAny(tokens, RECORDED) && !hasAny(tokens, TAKEN);
}

function fromLexicons(c: Classified, tokens: string[], ev: Evidence): void {
  const { score, facets } = c;
  if (facets.uncertainty.has("unknown")) ev.uncertainty = Math.max(ev.uncertainty, score.uncertainty);
  // Only the strong cues ("no existing method", "standard X could not"): "did not meet the target"
  // alone is as often a result.
  if (facets.uncertainty.has("standard_failed") && score.uncertainty >= 3) ev.standard = Math.max(ev.standard, 2.5);
  else if (facets.uncertainty.has("target")) ev.objective = Math.max(ev.objective, 1);
  if (score.hypothesis >= 2) ev.hypothesis = Math.max(ev.hypothesis, score.hypothesis - 0.5);
  const s = score.systematic_investigation;
  if (s >= 2) ev.experiment = Math.max(ev.experiment, s >= 3 ? 2 : 1.5);
  else if (s > 0) ev.experiment = Math.max(ev.experiment, 0.5);
  if (facets.advancement.has("knowledge")) ev.knowledge = Math.max(ev.knowledge, score.advancement);
  else if (score.advancement >= 2) ev.result = Math.max(ev.result, score.advancement - 0.5);
  if (facets.documentation.has("records") && score.documentation >= 2 && !materialOnly(tokens)) ev.records = Math.max(ev.records, score.documentation);
}

const LINKS = new Set(["and", "or", "then", "but"]);

// What a log names its entries by: "Batch F1: applied to 6 coupons", "Run 4 - raised the crosslinker".
const ITEMS = new Set(["batch", "run", "trial", "test", "sample", "coupon", "charge", "build", "version", "prototype", "iteration", "week", "day", "lot", "series", "set"]);

// "Run A: …" names an item; "Build a test stand …" is a task with its article.
const ARTICLE_SECOND = /^\S+\s+an?\s/;

function afterItemName(tokens: string[], text: string): number {
  if (!ITEMS.has(tokens[0] ?? "") || tokens[1] === undefined || ARTICLE_SECOND.test(text)) return 0;
  return hasDigit(tokens[1]) || tokens[1].length <= 2 ? 2 : 0;
}

// "Raised crosslinker to 4 wt%": a setting changed, in a note, is the work; "reduced warpage by 40%"
// is what came of it.
function setTo(tokens: string[], from: number): boolean {
  for (let k = from + 1; k < Math.min(tokens.length, from + 5); k += 1) {
    if (tokens[k] === "by" || tokens[k] === "from") return false;
    if (tokens[k] === "to" && hasDigit(tokens[k + 1] ?? "")) return true;
  }
  return false;
}

// "Fixed timer: 41 defrosts per week", "Missed ice events: 3 at 7%": a few words and a colon name what
// the figures are for.
const NAME_BEFORE_COLON = 3;

function namedFigures(text: string): boolean {
  const colon = text.indexOf(":");
  return colon > 0 && text.slice(0, colon).trim().split(" ").length <= NAME_BEFORE_COLON && hasDigit(text.slice(colon));
}

// "Fan current trigger: 6.8%, COP 2.1": a row of a comparison, figures named without units, is as
// much a list of measured values as one with them; "Jan-Apr: 3 flocculant types, 5 doses each"
// counts what was set up.
function figuresNamed(text: string): boolean {
  if (!namedFigures(text) || !measuredValue(text)) return false;
  // The name may hold a participle ("Fixed schedule: 14.1%, FCR 1.9"); the figures hold no verb.
  const figures = tokensOf(text.slice(text.indexOf(":") + 1));
  return figures.filter(hasDigit).length >= FIGURE_LIST && !hasVerb(figures);
}

// A percentage or a decimal figure ("6.8%", "2.1"), not a count.
function measuredValue(text: string): boolean {
  if (text.includes("%")) return true;
  for (let at = text.indexOf("."); at > 0; at = text.indexOf(".", at + 1)) if (hasDigit(text.charAt(at - 1)) && hasDigit(text.charAt(at + 1))) return true;
  return false;
}

// "Aluminum came through at 1,200 ppm in first runs, added a pH 10 polishing step": a note's later
// clause that opens on our verb is the work done about what the first clause saw.
const CLAUSE_MIN_WORDS = 3;
const PERSONS = new Set(["we", "i", "our", "she", "he", "they"]);

// A note leaves out who acted; a sentence that names us is read by its subject.
function namesPerson(tokens: string[]): boolean {
  return tokens.some((t) => PERSONS.has(t));
}

// A note holds a few clauses; a long list of commas is not read clause by clause.
const MAX_CLAUSES = 4;

function laterClauseActs(text: string): boolean {
  let clauses = 0;
  for (let at = text.indexOf(", "); at >= 0 && clauses < MAX_CLAUSES; at = text.indexOf(", ", at + 2), clauses += 1) {
    const words = tokensOf(text.slice(at + 2, at + 2 + 60));
    const first = words[0] ?? "";
    if (words.length >= CLAUSE_MIN_WORDS && ACTION_PAST.has(first) && !OUTCOME_VERBS.has(first) && !STATES.has(first) && !NOT_WORK.has(first)) return true;
  }
  return false;
}

// Note fragments start with the verb ("ran 9 kiln charges"): the subject left out is "we".
function fromFragment(all: string[], text: string, ev: Evidence): void {
  const tokens = all.slice(afterItemName(all, text));
  const first = tokens[0] ?? "";
  if (namedFigures(text)) return;
  if (!namesPerson(tokens) && laterClauseActs(text)) ev.experiment = Math.max(ev.experiment, 2.5);
  // "Published coders reached only 1.3:1": a participle naming somebody else's practice.
  if (PRACTICE.has(first)) return;
  // "Insulated forms added 3 MPa", "Curled fruit fell from 6% to 1%": an adjective, as a verb follows
  // its noun.
  for (let k = 2; k <= 3; k += 1) {
    const t = tokens[k] ?? "";
    if (!LINKS.has(tokens[k - 1] ?? "") && (ACTION_PAST.has(t) || looksPast(t) || BE.has(t) || OUTCOME_VERBS.has(t))) return;
  }
  if (KNOWING.has(first)) ev.knowledge = Math.max(ev.knowledge, 3);
  else if (SUPPOSING.has(first)) ev.hypothesis = Math.max(ev.hypothesis, 2.5);
  else if (OUTCOME_VERBS.has(first) && setTo(tokens, 0)) ev.experiment = Math.max(ev.experiment, 2.5);
  else if (!OUTCOME_VERBS.has(first) && !STATES.has(first) && (ACTION_PAST.has(first) || looksPast(first))) ev.experiment = Math.max(ev.experiment, 2.5);
  // "Build a test stand with a high-speed camera": a task's title, an order of work; "Investigate why
  // the planter skips" asks what was not known.
  else if (ACTION_PRESENT.has(first) && !STATES.has(first) && !NOT_TASKS.has(first) && taskObject(tokens[1] ?? "") && tokens.length >= TASK_MIN_WORDS) {
    ev.experiment = Math.max(ev.experiment, 2);
  }
}

// What a task acts on: "Build a test stand", "Test 3 plate sizes", "Measure the drift".
const TASK_OBJECTS = new Set(["a", "an", "the", "our", "new", "all", "each", "every", "two", "three", "four", "five", "six"]);
const NOT_TASKS = new Set(["hope", "wish", "thank", "let", "see", "feel", "like", "want", "need", "know", "think", "believe", "hear", "say", "tell", "ask", "please"]);
const TASK_MIN_WORDS = 4;

function taskObject(word: string): boolean {
  return TASK_OBJECTS.has(word) || hasDigit(word);
}

// Where the records are: "all charge logs in the PLC exports and grading sheets".
const RECORD_NOUNS = new Set([
  "logbook", "notebook", "notebooks", "spreadsheet", "spreadsheets", "sheets", "exports", "reports", "records", "tickets", "commits", "repository", "repo", "database", "tracker",
  "folder", "archive", "datasheets", "printouts",
]);

// "frozen spruce logs", "1 log in 5", "the log deck": a sawmill's logs are wood; a log is a record
// only where the sentence says it was kept ("runs were logged in the run logs"). Photos are an image
// model's data ("weeds photographed … from photos") unless they were taken or kept as a record.
const LOGS = new Set(["log", "logs", "photos", "photographs"]);
const TAKEN = new Set(["took", "taken", "take"]);

function keptLogs(tokens: string[]): boolean {
  return hasAny(tokens, LOGS) && (hasAny(tokens, RECORDED) || hasAny(tokens, TAKEN));
}

// "Nobody I asked, including the yeast supplier and the college lab, knew if …": what nobody knew,
// however far the "nobody" stands from its verb.
const NOBODY_KNEW = phrases([
  "knew if", "knew whether", "knew how", "knew what", "knew which", "knew why", "knows if", "knows whether", "knows how",
  "knows what", "knows which", "knows why",
]);
const NOBODY = new Set(["nobody", "no", "none", "never", "not", "neither"]);

function nobodyKnew(tokens: string[]): boolean {
  if (!tokens.includes("knew") && !tokens.includes("knows")) return false;
  const at = phraseIndex(tokens, NOBODY_KNEW);
  return at > 0 && tokens.slice(0, at).some((t) => NOBODY.has(t));
}

// "… but our rooms drop to 12 °C and nobody had tested mats that cold": what nobody had done is where
// standard practice stops, whatever rating the sentence quotes before it.
const NOBODY_DONE = phrases(["nobody had", "no one had", "nobody has", "no one has", "nobody ever"]);

function nobodyHadDone(tokens: string[]): boolean {
  if (!tokens.includes("nobody") && !tokens.includes("one")) return false;
  const at = phraseIndex(tokens, NOBODY_DONE);
  const verb = tokens[at + 2] ?? "";
  return at >= 0 && (looksPast(verb) || DONE.has(verb)) && !KNOWING.has(verb);
}

const NOBODY_SELLS = phrases([
  "nobody makes", "nobody sells", "nobody offers", "nobody builds", "nobody supplies", "no one makes", "no one sells",
  "no one offers", "no one builds", "no supplier", "no vendor", "no manufacturer", "no company makes", "no company sells",
]);

const LOOKED_WHETHER = phrases(["looked at whether", "looked into whether", "set out to find whether", "set out to see whether", "wanted to see whether", "wanted to find out whether"]);

// "Normally we would use EDM for this, but it leaves a recast layer": the usual way, and why it fell short.
const USUAL_WAY = phrases([
  "normally we", "usually we", "we would normally", "we normally", "we usually", "normally you", "usually you",
  "the normal way", "the usual way", "the usual approach", "the usual method", "the standard way",
]);

// "Growers usually lower the irrigation to stop cracking, but with our system the plants wilt": what
// is usually done, and that it fell short here.
const USUALLY = new Set(["usually", "normally", "typically", "commonly", "traditionally"]);
// Any word of the usual way, read once before the phrases.
const USUAL_WORDS = new Set([...USUALLY, "normal", "usual", "standard"]);

// "We wanted to rear the larvae on spent grain, but they reached only 60 mg": a goal the usual way
// failed to reach states the problem.
const CONTRASTS = new Set(["but", "however", "yet", "although", "though"]);

// Figures listed without a verb ("ratio 2.1:1, decode 0.9 ms") are measured values: results, unless
// the paragraph around them says otherwise.
const FIGURE_LIST = 2;

// "Polyacrylamide high MW best, 68% solids", "anionic useless, cake <55%": a note's verdict on a
// variant, with its figure, is what a test found.
const VERDICTS = new Set(["best", "worst", "useless", "poor", "winner", "unusable", "unacceptable", "acceptable", "inadequate"]);

export function evidenceOf(c: Classified, text: string, tokens: string[]): Evidence {
  const ev = noEvidence();
  // "Wet rock accuracy then 86%": a value noted without a verb is a value found, as a list of them is.
  if (((c.measurements.length >= FIGURE_LIST || measuredValue(text)) && !hasVerb(tokens)) || figuresNamed(text)) ev.result = 1.5;
  if (hasDigit(text) && hasAny(tokens, VERDICTS) && !hasVerb(tokens)) ev.result = 2;
  fromLexicons(c, tokens, ev);
  fromFragment(tokens, text, ev);
  if (hasAny(tokens, RECORD_NOUNS) || keptLogs(tokens)) ev.records = Math.max(ev.records, 2);
  fromSubject(tokens, text, ev);
  if (namedPersonActs(text, tokens) || workItemActs(tokens) || theyTested(tokens)) ev.experiment = Math.max(ev.experiment, 2.5);
  fromSupposition(tokens, ev);
  fromPassive(tokens, ev);
  fromOutcome(tokens, text, ev);
  fromKnowledge(tokens, ev);
  fromPractice(tokens, ev);
  if (statesObjective(tokens)) {
    ev.objective = Math.max(ev.objective, 1.5);
    // "a blade edge that lasts 3 seasons": what the goal must do, told in the present, is no result.
    if (ev.result < 2.5) ev.result = 0;
  }
  if (nobodyKnew(tokens)) ev.uncertainty = Math.max(ev.uncertainty, 3);
  // "In 2025 our team looked at whether recycled rubber could replace EPDM": the question the project
  // set out to answer.
  if (tokens.includes("whether") && hasAnyPhrase(tokens, LOOKED_WHETHER)) ev.uncertainty = Math.max(ev.uncertainty, 3);
  if (nobodyHadDone(tokens)) ev.standard = Math.max(ev.standard, 3.5);
  // "Nobody makes an afterburner sized for a 15 kg roaster": nothing on the market does it.
  else if (startsWithPhrase(tokens, NOBODY_SELLS)) ev.standard = Math.max(ev.standard, 3);
  if (hasAny(tokens, USUAL_WORDS) && hasAny(tokens, CONTRASTS)) {
    if (hasAnyPhrase(tokens, USUAL_WAY)) ev.standard = Math.max(ev.standard, 2.75);
    else if (hasAny(tokens, USUALLY) && !hasDigit(text)) ev.standard = Math.max(ev.standard, 2.5);
  }
  if (ev.objective > 0 && hasAny(tokens, CONTRASTS) && hasAny(tokens, FALLS_SHORT)) ev.uncertainty = Math.max(ev.uncertainty, 2.75);
  // "Could a two-tier index keep p99 under 50 ms?": a question about the work is what was not known
  // (questions put to the reader are requests, set aside before this).
  if (text.trimEnd().endsWith("?")) ev.uncertainty = Math.max(ev.uncertainty, 3);
  if (hasAnyPhrase(tokens, UNSURE)) ev.uncertainty = Math.max(ev.uncertainty, 3);
  if (foretells(tokens)) ev.hypothesis = Math.max(ev.hypothesis, 1.5);
  if (iterates(tokens)) ev.experiment = Math.max(ev.experiment, 2.75);
  return ev;
}
