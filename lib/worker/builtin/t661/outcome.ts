import type { Evidence } from "./evidence";
import { ACTION_PAST, BE, MEASURED, MODALS, NOT_WORK } from "./grammar";
import { firstIndex, hasAny, hasAnyPhrase, hasDigit, looksPast, phraseIndex, phrases } from "../text/tokens";

// Results and knowledge stated without "we" as the actor: another subject's verb of outcome ("the
// peak fell from 58 °C to 43 °C"), a value reported in the past tense, a change with where it started,
// and the phrases that draw a lesson ("which told us", "depends on").

// Verbs that report an outcome when something other than "we" is their subject ("the peak fell
// from 58 °C to 43 °C", "per-type dictionaries reached 2.4:1", "none of the coats met the target").
export const OUTCOME_VERBS = new Set([
  "fell", "rose", "dropped", "narrowed", "widened", "increased", "decreased", "reduced", "improved", "raised", "lowered",
  "doubled", "halved", "tripled", "grew", "shrank", "climbed", "reached", "achieved", "attained", "met", "exceeded",
  "matched", "beat", "outperformed", "lost", "gained", "sank", "saturated", "merged", "removed", "eliminated", "passed",
  "failed", "cracked", "converged", "diverged", "succeeded", "yielded", "scored", "stayed", "remained", "slowed",
  "survived", "withstood", "broke", "worked", "performed", "cured", "found", "detected", "recovered", "held",
  "delaminated", "peeled", "warped", "produced", "gave", "ended", "settled", "hit", "stabilised", "stabilized",
  "lasted", "drifted", "overshot", "averaged", "came", "showed", "cut", "kept", "retained", "wore", "clogged", "fouled",
  "caused", "saved",
  // What a part did under test: "Bumpers with more than 20% crumb tore at the mould line".
  "tore", "snapped", "burst", "leaked", "froze", "melted", "swelled", "sagged", "rusted", "corroded", "blistered", "buckled",
]);
const OUTCOME_PRESENT = new Set([
  "reduces", "improves", "increases", "decreases", "lowers", "raises", "reaches", "achieves", "gives", "yields", "cuts",
  "outperforms", "beats", "meets", "exceeds", "retains", "doubles", "halves", "eliminates", "removes", "holds", "keeps",
  "stays", "remains", "passes", "survives", "withstands", "lasts",
]);
// "Grooves with primer B give 3.1 N/mm", "the new blades cut noise by 40%": the same in the plural,
// when the subject is a thing rather than us ("we reduce the feed to 2 kg/h" sets a level).
const OUTCOME_PLURAL = new Set(["give", "reach", "achieve", "yield", "outperform", "exceed", "retain", "survive", "withstand", "last"]);
// Non-native English leaves the -s off ("the silver braze lose only 4 mm", "the nickel braze fail at
// -30"); these are nouns too ("a crack", "the pass rate"), so a noun must come just before.
const BARE_OUTCOMES = new Set(["lose", "fail", "crack", "pass"]);
const NOT_A_THING = new Set(["we", "i", "you", "to", "will", "would", "could", "can", "should", "might", "must", "not", "don't", "didn't", "and", "or"]);

function pluralOutcome(tokens: string[]): boolean {
  return tokens.some((t, i) => i > 0 && OUTCOME_PLURAL.has(t) && !NOT_A_THING.has(tokens[i - 1]!)) || tokens.some(bareOutcomeAt);
}

// "The glass-filled PA break in 2 of 30": a bare verb, then how often, is a count of failures.
const BARE_COUNTED = new Set(["break", "breaks", "crack", "fail"]);
const COUNT_OPENERS = new Set(["in", "on", "at", "after"]);

function bareOutcomeAt(t: string, i: number, tokens: string[]): boolean {
  const before = tokens[i - 1] ?? "";
  if (i > 0 && BARE_COUNTED.has(t) && COUNT_OPENERS.has(tokens[i + 1] ?? "") && hasDigit(tokens[i + 2] ?? "") && !DETERMINERS.has(before)) return true;
  return i > 1 && BARE_OUTCOMES.has(t) && !NOT_A_THING.has(before) && !NOT_A_SUBJECT.has(before) && !DETERMINERS.has(before) && !MODALS.has(before);
}

const OUTCOME_WORDS = new Set([
  "target", "targets", "specification", "spec", "requirement", "requirements", "goal", "limit", "best", "worst", "final",
  "none", "all", "every", "fourfold", "twofold", "threefold", "tenfold", "only", "half", "double", "twice",
]);
const OUTCOME_PHRASES = phrases(["ran at", "came in at", "came out at", "ended at", "at most", "at least", "no lost", "no longer", "so far", "to date", "up to now"]);

// "the merged documents": a participle after a determiner describes a thing, it does not report.
const DETERMINERS = new Set(["the", "a", "an", "each", "every", "all", "our", "their", "its", "these", "those", "this", "that"]);

// "This cut the scrap rate in half": "this" and "that" stand for what was done when an object follows.
const POINTING = new Set(["this", "that"]);
const OBJECT_START = new Set(["the", "a", "an", "our", "its", "their", "it", "them", "by", "from", "to"]);

function verbAt(tokens: string[], i: number, verbs: ReadonlySet<string>): boolean {
  if (!verbs.has(tokens[i]!) || BE.has(tokens[i - 1] ?? "")) return false;
  const before = tokens[i - 1] ?? "";
  return !DETERMINERS.has(before) || (POINTING.has(before) && OBJECT_START.has(tokens[i + 1] ?? ""));
}

// Subjects that do the work themselves: "the third trial fermented the grain", "a fuzz harness replayed".
const WORKING_SUBJECTS = new Set([
  "trial", "trials", "test", "tests", "experiment", "experiments", "harness", "rig", "script", "simulation", "simulations",
  "study", "campaign", "protocol", "setup", "bench", "team", "engineers", "technician", "technicians", "operator",
  "operators", "panel", "panels", "panellists", "lab", "labs", "laboratory", "analyst", "analysts", "staff", "crew",
  // "while a physiotherapist scored task performance": who assessed the test, not what it found.
  "physiotherapist", "therapist", "clinician", "clinicians", "nurse", "nurses", "assessor", "assessors", "rater", "raters",
  "judge", "judges", "inspector", "inspectors", "evaluator", "evaluators", "taster", "tasters", "panelists", "physician",
]);

// Words after which a participle is an adjective ("of recycled scrap") or our own verb ("we wanted").
const NOT_A_SUBJECT = new Set([
  "we", "i", "of", "with", "in", "on", "for", "from", "by", "to", "at", "into", "and", "or", "but", "not", "that", "which",
  "who", "than", "as", "had", "have", "has", "never", "also", "then", "newly", "fully", "partly",
]);

// A change reported with where it started ("we brought the esters down from 2.4 to 0.9 mg/kg", "up
// from 88%"): what the work achieved, even with "we" as its subject.
const CHANGE_REPORTED = phrases(["down from", "up from", "down to", "went from", "the result was", "the results were", "we ended up", "in the end"]);

// "Debulking every 8 plies brought porosity from 3.4% to 1.6%": a change from one figure to another,
// told of something other than us ("we raised the temperature from 20 to 40 °C" sets a level).
const FIRST_PERSONS = new Set(["we", "i", "we'd", "i'd"]);

function changedFromTo(tokens: string[]): boolean {
  const from = tokens.indexOf("from");
  if (from < 1 || !hasDigit(tokens[from + 1] ?? "")) return false;
  const to = tokens.indexOf("to", from + 2);
  return to > 0 && to <= from + 3 && hasDigit(tokens[to + 1] ?? "") && !hasAny(tokens, FIRST_PERSONS) && !rampedCondition(tokens, from);
}

// "our new schedule dries birch in 9 days instead of 14": a figure set against the one it replaced.
function insteadOf(tokens: string[]): boolean {
  const at = tokens.indexOf("instead");
  return at > 0 && tokens[at + 1] === "of" && hasDigit(tokens[at + 2] ?? "") && tokens.slice(Math.max(0, at - FIGURE_BEFORE), at).some(hasDigit);
}

// Two figures set against each other ("0.4 pinholes per m² vs 11 per m²") report a comparison made.
const AGAINST = new Set(["vs", "versus", "against"]);

// The figures sit next to the comparison: "0.4 pinholes per m² vs 11 per m²", not "on 2M logs ... tested
// it against the english-only model for 3 weeks".
const FIGURE_BEFORE = 4;
const FIGURE_AFTER = 2;

function figuresCompared(tokens: string[]): boolean {
  const at = firstIndex(tokens, AGAINST);
  return at > 0 && tokens.slice(Math.max(0, at - FIGURE_BEFORE), at).some(hasDigit) && tokens.slice(at + 1, at + 1 + FIGURE_AFTER).some(hasDigit);
}

// "The prototype did not survive the drop test", "the pellets would not sink": a thing that failed to
// do what it was meant to, a negative result.
const FAILED_TO = new Set(["did", "would", "could", "does"]);
const DENIED = new Set(["not", "never"]);
const HELD_UP = new Set([
  "survive", "hold", "work", "pass", "meet", "reach", "sink", "float", "cure", "bond", "stick", "seal", "last", "fit",
  "converge", "improve", "help", "change", "matter", "dissolve", "set", "run", "start", "flow", "crack", "fail",
]);
const NOT_FAILING_SUBJECTS = new Set(["we", "i", "it", "they", "you"]);

function failedTo(tokens: string[]): boolean {
  for (let i = 1; i + 2 < tokens.length; i += 1) {
    const denied = FAILED_TO.has(tokens[i]!) && DENIED.has(tokens[i + 1]!) ? i + 2 : tokens[i] === "didn't" || tokens[i] === "wouldn't" ? i + 1 : -1;
    if (denied > 0 && HELD_UP.has(tokens[denied]!) && !NOT_FAILING_SUBJECTS.has(tokens[i - 1]!)) return true;
  }
  return false;
}

// "stepping the oxygen down from 100% to 70%", "ramping the load up from 2 to 8 kN": a condition the
// test was run under, set by the verb in -ing just before it, not a change the work achieved.
const RAMP_REACH = 4;
const NOT_SETTING = new Set(["during", "following", "morning", "evening", "nothing", "something", "everything"]);

// "I moved them down to 0.8 m", "we set the feed down to 2 kg/h": a setting changed, not a change found.
const SET_VERBS = new Set(["moved", "set", "turned", "dialled", "dialed", "adjusted", "stepped", "lowered", "raised", "throttled", "wound"]);

function rampedCondition(tokens: string[], at: number): boolean {
  const before = tokens.slice(Math.max(0, at - RAMP_REACH), at);
  if (tokens[at] === "down" && tokens[at + 1] === "to" && before.some((t) => SET_VERBS.has(t))) return true;
  return before.some((t) => t.length > 5 && t.endsWith("ing") && !NOT_SETTING.has(t));
}

// "fatigue-tested them until they broke", "triggered defrost only when current rose more than 7%":
// an outcome verb in a clause that says when is how the test was run, not what it found.
const CONDITIONS = new Set(["until", "till", "when", "whenever", "once", "if", "unless"]);
const CONDITION_REACH = 3;

function inCondition(tokens: string[], i: number): boolean {
  return tokens.slice(Math.max(0, i - CONDITION_REACH), i).some((t) => CONDITIONS.has(t));
}

// "Below 500 °C roasting does not convert enough lithium": a finding that a setting falls short.
const ENOUGH_REACH = 3;

function notEnough(tokens: string[]): boolean {
  for (let i = 1; i + 2 < tokens.length; i += 1) {
    if (!FAILED_TO.has(tokens[i]!) || !DENIED.has(tokens[i + 1]!) || NOT_FAILING_SUBJECTS.has(tokens[i - 1]!)) continue;
    if (tokens.slice(i + 3, i + 3 + ENOUGH_REACH).includes("enough")) return true;
  }
  return false;
}

// "This also failed on frozen logs": a verdict on an attempt is a result, whatever label the attempt had.
const FAILED_ATTEMPT = phrases(["it failed", "this failed", "that failed", "it also failed", "this also failed", "that also failed", "also failed"]);

export function fromOutcome(tokens: string[], text: string, ev: Evidence): void {
  if (tokens.includes("failed") && hasAnyPhrase(tokens, FAILED_ATTEMPT)) ev.result = Math.max(ev.result, 2.5);
  const change = phraseIndex(tokens, CHANGE_REPORTED);
  if (hasDigit(text) && change >= 0 && !rampedCondition(tokens, change)) ev.result = Math.max(ev.result, 3);
  if (figuresCompared(tokens) || changedFromTo(tokens) || insteadOf(tokens)) ev.result = Math.max(ev.result, 2.5);
  if (failedTo(tokens) || notEnough(tokens)) ev.result = Math.max(ev.result, 2);
  if (ev.experiment >= 2.5) return;
  let outcome = false;
  for (let i = 1; i < tokens.length; i += 1) {
    const working = WORKING_SUBJECTS.has(tokens[i - 1]!);
    if (verbAt(tokens, i, OUTCOME_VERBS) && !working) outcome ||= !inCondition(tokens, i);
    // "a fuzz harness replayed ... and compared the merged documents": an instrument doing the work.
    // "The study was approved by an ethics board": "was" is not an action of the study.
    else if (verbAt(tokens, i, MEASURED) || (working && !BE.has(tokens[i]!) && (ACTION_PAST.has(tokens[i]!) || looksPast(tokens[i]!)))) ev.experiment = Math.max(ev.experiment, 2);
    // Another subject's past action ("the heavy grade clogged the column") reports what happened.
    else if (looksPast(tokens[i]!) && !NOT_A_SUBJECT.has(tokens[i - 1]!) && !BE.has(tokens[i - 1]!) && !DETERMINERS.has(tokens[i - 1]!) && !NOT_WORK.has(tokens[i]!)) {
      ev.result = Math.max(ev.result, 1.5);
    }
  }
  const figures = hasDigit(text) || hasAny(tokens, OUTCOME_WORDS);
  if (outcome) ev.result = Math.max(ev.result, figures ? 2.5 : 1);
  // "the new design reduces noise by 40%": a result stated in the present.
  else if (figures && (hasAny(tokens, OUTCOME_PRESENT) || pluralOutcome(tokens))) ev.result = Math.max(ev.result, 2);
  if (figures && hasAnyPhrase(tokens, OUTCOME_PHRASES)) ev.result = Math.max(ev.result, 2.5);
  // "The circuit model predicted the remaining time within 1.5 minutes in all 60 flights": how close a
  // thing came, told in the past, is what it achieved.
  if (cameWithin(tokens)) ev.result = Math.max(ev.result, 2.5);
  // "the elongation was 5.8%", "schedule C was worse": a value reported in the past tense.
  if (levelsListed(tokens)) ev.experiment = Math.max(ev.experiment, 2.5);
  else if (wasFigure(tokens)) ev.result = Math.max(ev.result, 2.5);
  else if (judged(tokens)) ev.result = Math.max(ev.result, 2);
}

const PAST_BE = new Set(["was", "were"]);

function cameWithin(tokens: string[]): boolean {
  const at = tokens.indexOf("within");
  if (at < 1 || !hasDigit(tokens[at + 1] ?? "") || hasAny(tokens, FIRST_PERSONS)) return false;
  return tokens.slice(0, at).some((t, i) => i > 0 && (looksPast(t) || PAST_BE.has(t)) && !DETERMINERS.has(tokens[i - 1]!));
}
const COMPARATIVES = new Set(["better", "worse", "faster", "slower", "higher", "lower", "stronger", "weaker", "smaller", "larger", "best", "worst", "unchanged", "similar"]);

// "Etching times were 2, 4, 6 and 8 minutes": the levels a variable was set to, not a value found.
const LIST_WORDS = new Set(["and", "or", "to"]);
const MIN_LEVELS = 3;

function levelsListed(tokens: string[]): boolean {
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    if (!PAST_BE.has(tokens[i]!) || !hasDigit(tokens[i + 1]!)) continue;
    let levels = 0;
    for (let k = i + 1; k < tokens.length && (hasDigit(tokens[k]!) || LIST_WORDS.has(tokens[k]!)); k += 1) if (hasDigit(tokens[k]!)) levels += 1;
    if (levels >= MIN_LEVELS) return true;
  }
  return false;
}

// "Milk powder was bad", "penetration was fine, but the resolution was too coarse to see …": a
// verdict on what was tried.
const JUDGED = new Set(["bad", "good", "fine", "poor", "useless", "excellent", "unusable", "disappointing", "too"]);

// "We change the screw speed … because fibre was too broken": with us as the actor, the judgement is
// why the work went on.
export function judged(tokens: string[]): boolean {
  if (hasAny(tokens, FIRST_PERSONS)) return false;
  for (let i = 1; i + 1 < tokens.length; i += 1) if (PAST_BE.has(tokens[i]!) && JUDGED.has(tokens[i + 1]!)) return true;
  return false;
}

function wasFigure(tokens: string[]): boolean {
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    if (!PAST_BE.has(tokens[i]!)) continue;
    const next = tokens[i + 1]!;
    const after = tokens[i + 2] ?? "";
    if (hasDigit(next) || COMPARATIVES.has(next) || ((next === "only" || next === "about" || next === "still" || next === "below" || next === "above") && hasDigit(after))) return true;
  }
  return false;
}

// Knowledge stated without "we": "which told us", "so thickness alone cannot solve it", "the gain
// comes from field layout".
const KNOWLEDGE_PHRASES = phrases([
  "told us", "taught us", "showed us", "tells us", "showed that", "shows that", "shown that", "proved that", "proves that",
  "confirmed that", "means that", "which means", "points to", "pointing to", "alone cannot", "alone could not",
  "alone can't", "alone is not", "alone was not", "turned out", "it emerged", "comes from", "came from", "is caused by",
  "was caused by", "is limited by", "was limited by", "depends on", "depended on", "is driven by", "was driven by",
  "the reason", "the mechanism", "root cause", "rather than", "lesson", "lessons", "indicates that", "indicated that",
  "suggests that", "suggested that", "indicate that", "suggest that", "show that", "demonstrate that",
  "demonstrated that", "confirm that", "can now", "could now", "is now possible", "key finding", "main finding",
  "we now have", "ruled out", "governed by", "matters more", "mattered more", "matter more", "more important than",
  "alone did not", "alone didn't", "alone does not", "alone doesn't", "was not enough", "were not enough", "is what",
  "was what", "now able", "are able to predict", "can predict",
  "wasn't enough", "weren't enough", "is not enough", "isn't enough",
  // "high ones don't, that was new for us": what the team did not know before the work.
  "new for us", "new to us", "news to us",
]);

// "depended more on the distance than on the angle", "depends mainly on": what a result turns on.
const DEPENDING = new Set(["depends", "depended"]);

function dependsOn(tokens: string[]): boolean {
  for (let i = 0; i < tokens.length; i += 1) {
    if (DEPENDING.has(tokens[i]!) && tokens.slice(i + 1, i + 4).includes("on")) return true;
  }
  return false;
}

// "nobody had shown that they survive": a lesson nobody had drawn is a gap, not knowledge gained.
const NOBODY = new Set(["nobody", "never", "not", "no", "hadn't", "hasn't", "haven't"]);
const NOBODY_REACH = 3;

// "So the parts can skip pressing if the surface layer is machined away", "So interlighting works for
// cucumber only above the fruiting zone": a conclusion drawn in the present, after the story, is what
// was learned. Told in the past ("So the batch was scrapped") or with our own verb ("so we moved to
// 1 kHz") it is what happened next.
const CONCLUDING = new Set(["so", "therefore", "thus", "hence", "consequently"]);
const TOLD_BEFORE = new Set(["was", "were", "had", "did", "didn't", "we", "i", "we'd", "we've", "i'd"]);

// "so CO2 supply, not binder chemistry, is the bottleneck": a name with a digit in it is no figure.
function isFigure(token: string): boolean {
  return hasDigit(token.charAt(0));
}

function concludes(tokens: string[]): boolean {
  if (!CONCLUDING.has(tokens[0] ?? "") || tokens.some((t) => TOLD_BEFORE.has(t) || isFigure(t))) return false;
  return !tokens.some((t, i) => looksPast(t) && !BE.has(tokens[i - 1] ?? ""));
}

// "Any future attempt will need a faster NIR sensor than is sold today": what the work showed any
// later attempt must have, told without us as its subject, is a lesson, not our plan.
const NEEDED_LATER = phrases(["will need", "will require", "would need", "would require", "will have to"]);
const ANYONE = new Set(["any", "every", "future", "anyone", "whoever"]);
const OURS = new Set(["we", "i", "our", "us", "we'll", "i'll", "my"]);

function neededLater(tokens: string[]): boolean {
  return ANYONE.has(tokens[0] ?? "") && hasAnyPhrase(tokens, NEEDED_LATER) && !hasAny(tokens, OURS);
}

export function fromKnowledge(tokens: string[], ev: Evidence): void {
  if (concludes(tokens)) ev.knowledge = Math.max(ev.knowledge, 2.5);
  if (neededLater(tokens)) ev.knowledge = Math.max(ev.knowledge, 3);
  const at = phraseIndex(tokens, KNOWLEDGE_PHRASES);
  const denied = at >= 0 && tokens.slice(Math.max(0, at - NOBODY_REACH), at).some((t) => NOBODY.has(t));
  if ((at >= 0 && !denied) || dependsOn(tokens)) ev.knowledge = Math.max(ev.knowledge, 2.75);
}
