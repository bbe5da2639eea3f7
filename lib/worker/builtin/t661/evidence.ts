import type { Classified } from "../classify";
import { IRREGULAR_PAST, PARTICIPLES, PAST_OF } from "../text/verbs";
import { hasVerb } from "./context";
import { firstIndex, hasAny, hasAnyPhrase, hasDigit, looksPast, phrases } from "./tokens";

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

const ADVERBS = new Set([
  "also", "then", "only", "never", "always", "first", "initially", "finally", "again", "next", "still", "just", "further",
  "subsequently", "later", "both", "all", "each", "separately", "manually", "carefully", "repeatedly", "systematically",
  "independently", "eventually", "actually", "originally", "already", "quickly", "together", "jointly", "soon",
]);

const KNOWING = new Set([
  "learned", "learnt", "established", "concluded", "discovered", "realised", "realized", "understood", "confirmed",
  "demonstrated", "proved", "showed", "determined", "deduced", "inferred", "verified",
]);
const SUPPOSING = new Set([
  "expected", "assumed", "hypothesised", "hypothesized", "predicted", "believed", "thought", "suspected", "anticipated",
  "hoped", "reasoned", "postulated", "theorised", "theorized", "proposed", "reckoned", "guessed", "figured", "expect",
  "assume", "believe", "think", "suspect", "predict", "hypothesise", "hypothesize",
]);
// States and wishes, not actions: "we needed", "the tools we had".
const STATES = new Set(["had", "have", "knew", "know", "needed", "need", "wanted", "want", "were", "was", "are", "got", "used", "liked", "saw"]);
const DENIALS = new Set(["not", "never", "n't", "didn't", "couldn't", "wasn't", "weren't", "don't", "doesn't", "cannot", "can't"]);
// "we managed to", "we obtained 4.3 g/L": what came of the work, not the work.
const WE_OUTCOMES = new Set(["managed", "succeeded", "failed", "achieved", "attained", "obtained"]);
const PERFECT = new Set(["have", "had", "we've", "'ve"]);
const ACTION_PAST: ReadonlySet<string> = new Set([...Object.values(PAST_OF), ...Object.values(IRREGULAR_PAST)]);
const ACTION_PRESENT: ReadonlySet<string> = new Set(Object.keys(PAST_OF));

// "the open-source solvers we evaluated handle ...", "the classifiers we knew of": "we" inside a
// clause that qualifies somebody else's practice, which is not our work.
function qualifiesPractice(tokens: string[], we: number): boolean {
  for (let k = we - 1; k >= Math.max(0, we - 3); k -= 1) {
    if (CLAUSE_OPENERS.has(tokens[k]!)) return false;
    if (PRACTICE.has(tokens[k]!) || PRACTICE_THINGS.has(tokens[k]!)) return true;
  }
  return false;
}

// Modals that make a supposition a prediction.
const PREDICTING = new Set(["would", "could", "should", "might", "will"]);

// "Our bet was that ...", "My first guess was ...": the idea put forward, named by its noun.
const SUPPOSITIONS = new Set([
  "bet", "guess", "hunch", "idea", "theory", "thinking", "assumption", "expectation", "premise", "intuition", "belief",
  "prediction", "hypothesis", "reasoning", "suspicion",
]);
const OWNERS = new Set(["our", "my", "the", "first", "initial", "working", "main"]);
const STATED = new Set(["was", "is", "were"]);

function fromSupposition(tokens: string[], ev: Evidence): void {
  for (let i = 1; i + 1 < tokens.length; i += 1) {
    if (SUPPOSITIONS.has(tokens[i]!) && OWNERS.has(tokens[i - 1]!) && STATED.has(tokens[i + 1]!)) ev.hypothesis = Math.max(ev.hypothesis, 3);
  }
}

// "not early like we thought": an expectation set against what was found is knowledge gained.
const COMPARING = new Set(["like", "as", "than"]);

// What "we" (or "I") did in the sentence, read from the verb after it.
function fromSubject(tokens: string[], ev: Evidence): void {
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i] !== "we" && tokens[i] !== "i") continue;
    if (qualifiesPractice(tokens, i)) continue;
    let j = i + 1;
    while (j < tokens.length && ADVERBS.has(tokens[j]!)) j += 1;
    // "we have learned", "we had also weighed": the participle is the verb that tells.
    if (PERFECT.has(tokens[j] ?? "")) {
      let k = j + 1;
      while (k < tokens.length && ADVERBS.has(tokens[k]!)) k += 1;
      const p = tokens[k] ?? "";
      if (PARTICIPLES.has(p) || ACTION_PAST.has(p) || looksPast(p)) j = k;
    }
    const verb = tokens[j];
    if (verb === undefined) continue;
    const next = tokens[j + 1] ?? "";
    if (verb === "now" && (next === "know" || next === "understand" || next === "believe" || next === "see")) ev.knowledge = Math.max(ev.knowledge, 3.5);
    else if (KNOWING.has(verb)) ev.knowledge = Math.max(ev.knowledge, 3.5);
    else if (verb === "found" || verb === "find") {
      if (next === "that" || next === "out") ev.knowledge = Math.max(ev.knowledge, 3);
      else if (next === "no" || next === "a" || next === "an" || next === "the" || hasDigit(next)) ev.result = Math.max(ev.result, 2);
    } else if (SUPPOSING.has(verb)) {
      if (COMPARING.has(tokens[i - 1] ?? "")) ev.knowledge = Math.max(ev.knowledge, 3);
      // "we thought that feeding it through the precalciner would keep the flame stable": a prediction.
      else ev.hypothesis = Math.max(ev.hypothesis, hasAny(tokens.slice(j + 1), PREDICTING) ? 3 : 2.5);
    }
    else if (DENIALS.has(verb) || verb === "could" || verb === "did" || verb === "do") {
      // "we could not get the pellets to sink": something failed or was not known.
      if (DENIALS.has(next) || DENIALS.has(verb)) ev.uncertainty = Math.max(ev.uncertainty, 1);
    } else if (verb === "will" || verb === "plan" || verb === "intend") continue;
    else if (STATES.has(verb)) continue;
    else if (WE_OUTCOMES.has(verb)) ev.result = Math.max(ev.result, 2.5);
    else if (ACTION_PAST.has(verb) || looksPast(verb)) ev.experiment = Math.max(ev.experiment, 2.5);
    else if (ACTION_PRESENT.has(verb)) ev.experiment = Math.max(ev.experiment, 1.5);
  }
}

const BE = new Set(["was", "were", "is", "are", "been", "be", "being"]);
const MODALS = new Set(["will", "would", "to", "should", "must", "could", "can", "may", "might", "shall"]);
const RECORDED = new Set(["kept", "logged", "recorded", "documented", "stored", "archived", "saved", "tracked", "filed", "photographed", "noted", "committed", "versioned", "written"]);
const MEASURED = new Set([
  "measured", "computed", "calculated", "weighed", "counted", "quantified", "imaged", "scanned", "monitored", "sampled",
  "analysed", "analyzed", "assessed", "checked", "compared", "characterised", "characterized", "predicted", "estimated",
  "inspected", "tested", "timed", "profiled", "benchmarked", "grouped", "plotted", "tallied", "scored", "graded",
  "rated", "ranked", "assayed", "titrated", "sieved", "reviewed", "surveyed", "audited", "logged",
]);
const DONE = new Set([
  "made", "built", "run", "done", "taken", "grown", "drawn", "cut", "set", "held", "spun", "cast", "ground", "split", "rerun",
  "rebuilt", "broken", "fed", "bred", "sent", "put", "laid", "sown", "shot", "fit", "fitted", "rewritten", "retrained", "retested",
]);
// Participles that describe a state or a change rather than work done ("were known", "was reduced").
const NOT_WORK = new Set([
  "based", "needed", "required", "expected", "intended", "limited", "tuned", "used", "evaluated", "assumed", "designed",
  "reduced", "increased", "improved", "removed", "eliminated", "lowered", "raised", "achieved", "solved", "resolved",
  "planned", "scheduled", "caused", "affected", "exposed", "located", "concerned", "interested", "supposed", "allowed",
  "considered", "published", "described", "reported", "obtained", "compared", "founded", "incorporated", "headquartered",
  "acquired", "funded", "hired", "employed", "awarded", "certified", "registered", "listed", "granted", "approved", "paid",
  "invoiced", "billed", "spent", "asked", "told",
]);

// Passive work: "each variant was measured", "nineteen batches were made", "runs were kept in the logs".
// Denied ("had never been tried"), it says what nobody had done: a gap in standard practice.
function fromPassive(tokens: string[], ev: Evidence): void {
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    if (!BE.has(tokens[i]!)) continue;
    let j = i + 1;
    while (j < tokens.length && ADVERBS.has(tokens[j]!)) j += 1;
    const p = tokens[j];
    if (p === undefined) continue;
    // "will be scaled up", "to be measured": not done yet.
    if (MODALS.has(tokens[i - 1] ?? "")) continue;
    const denied = DENIALS.has(tokens[i - 1] ?? "") || DENIALS.has(tokens[i - 2] ?? "") || tokens[j - 1] === "not";
    if (denied) {
      if (!NOT_WORK.has(p) && (DONE.has(p) || ACTION_PAST.has(p) || looksPast(p))) ev.standard = Math.max(ev.standard, 2.5);
      continue;
    }
    if (RECORDED.has(p)) ev.records = Math.max(ev.records, 2.5);
    else if (MEASURED.has(p)) ev.measurement = Math.max(ev.measurement, 2.5);
    else if (NOT_WORK.has(p)) continue;
    else if (DONE.has(p) || ACTION_PAST.has(p) || looksPast(p)) ev.experiment = Math.max(ev.experiment, 2);
  }
}

// Verbs that report an outcome when something other than "we" is their subject ("the peak fell
// from 58 °C to 43 °C", "per-type dictionaries reached 2.4:1", "none of the coats met the target").
const OUTCOME_VERBS = new Set([
  "fell", "rose", "dropped", "narrowed", "widened", "increased", "decreased", "reduced", "improved", "raised", "lowered",
  "doubled", "halved", "tripled", "grew", "shrank", "climbed", "reached", "achieved", "attained", "met", "exceeded",
  "matched", "beat", "outperformed", "lost", "gained", "sank", "saturated", "merged", "removed", "eliminated", "passed",
  "failed", "cracked", "converged", "diverged", "succeeded", "yielded", "scored", "stayed", "remained", "slowed",
  "survived", "withstood", "broke", "worked", "performed", "cured", "found", "detected", "recovered", "held",
  "delaminated", "peeled", "warped", "produced", "gave", "ended", "settled", "hit", "stabilised", "stabilized",
  "lasted", "drifted", "overshot", "averaged", "came", "showed", "cut", "kept", "retained", "wore", "clogged", "fouled",
  "caused",
]);
const OUTCOME_PRESENT = new Set([
  "reduces", "improves", "increases", "decreases", "lowers", "raises", "reaches", "achieves", "gives", "yields", "cuts",
  "outperforms", "beats", "meets", "exceeds", "retains", "doubles", "halves", "eliminates", "removes",
]);
const OUTCOME_WORDS = new Set([
  "target", "targets", "specification", "spec", "requirement", "requirements", "goal", "limit", "best", "worst", "final",
  "none", "all", "every", "fourfold", "twofold", "threefold", "tenfold", "only",
]);
const OUTCOME_PHRASES = phrases(["the result was", "the results were", "we ended up", "in the end", "down to", "up from", "down from", "ran at", "came in at", "came out at", "ended at", "at most", "at least", "no lost", "no longer"]);

// "the merged documents": a participle after a determiner describes a thing, it does not report.
const DETERMINERS = new Set(["the", "a", "an", "each", "every", "all", "our", "their", "its", "these", "those", "this", "that"]);

function verbAt(tokens: string[], i: number, verbs: ReadonlySet<string>): boolean {
  return verbs.has(tokens[i]!) && !DETERMINERS.has(tokens[i - 1] ?? "") && !BE.has(tokens[i - 1] ?? "");
}

// Subjects that do the work themselves: "the third trial fermented the grain", "a fuzz harness replayed".
const WORKING_SUBJECTS = new Set([
  "trial", "trials", "test", "tests", "experiment", "experiments", "harness", "rig", "script", "simulation", "simulations",
  "study", "campaign", "protocol", "setup", "bench", "team", "engineers", "technician", "technicians", "operator",
  "operators", "panel", "panels", "panellists", "lab", "labs", "laboratory", "analyst", "analysts", "staff", "crew",
]);

// Words after which a participle is an adjective ("of recycled scrap") or our own verb ("we wanted").
const NOT_A_SUBJECT = new Set([
  "we", "i", "of", "with", "in", "on", "for", "from", "by", "to", "at", "into", "and", "or", "but", "not", "that", "which",
  "who", "than", "as", "had", "have", "has", "never", "also", "then", "newly", "fully", "partly",
]);

// A change reported with where it started ("we brought the esters down from 2.4 to 0.9 mg/kg", "up
// from 88%"): what the work achieved, even with "we" as its subject.
const CHANGE_REPORTED = phrases(["down from", "up from", "down to", "went from", "the result was", "the results were", "we ended up", "in the end"]);

// Two figures set against each other ("0.4 pinholes per m² vs 11 per m²") report a comparison made.
const AGAINST = new Set(["vs", "versus", "against"]);

function figuresCompared(tokens: string[]): boolean {
  const at = firstIndex(tokens, AGAINST);
  return at > 0 && tokens.slice(0, at).some(hasDigit) && tokens.slice(at + 1).some(hasDigit);
}

function fromOutcome(tokens: string[], text: string, ev: Evidence): void {
  if (hasDigit(text) && hasAnyPhrase(tokens, CHANGE_REPORTED)) ev.result = Math.max(ev.result, 3);
  if (figuresCompared(tokens)) ev.result = Math.max(ev.result, 2.5);
  if (ev.experiment >= 2.5) return;
  let outcome = false;
  for (let i = 1; i < tokens.length; i += 1) {
    const working = WORKING_SUBJECTS.has(tokens[i - 1]!);
    if (verbAt(tokens, i, OUTCOME_VERBS) && !working) outcome = true;
    // "a fuzz harness replayed ... and compared the merged documents": an instrument doing the work.
    else if (verbAt(tokens, i, MEASURED) || (working && (ACTION_PAST.has(tokens[i]!) || looksPast(tokens[i]!)))) ev.experiment = Math.max(ev.experiment, 2);
    // Another subject's past action ("the heavy grade clogged the column") reports what happened.
    else if (looksPast(tokens[i]!) && !NOT_A_SUBJECT.has(tokens[i - 1]!) && !BE.has(tokens[i - 1]!) && !DETERMINERS.has(tokens[i - 1]!) && !NOT_WORK.has(tokens[i]!)) {
      ev.result = Math.max(ev.result, 1.5);
    }
  }
  const figures = hasDigit(text) || hasAny(tokens, OUTCOME_WORDS);
  if (outcome) ev.result = Math.max(ev.result, figures ? 2.5 : 1);
  // "the new design reduces noise by 40%": a result stated in the present.
  else if (figures && hasAny(tokens, OUTCOME_PRESENT)) ev.result = Math.max(ev.result, 2);
  if (figures && hasAnyPhrase(tokens, OUTCOME_PHRASES)) ev.result = Math.max(ev.result, 2.5);
  // "the elongation was 5.8%", "schedule C was worse": a value reported in the past tense.
  if (levelsListed(tokens)) ev.experiment = Math.max(ev.experiment, 2.5);
  else if (wasFigure(tokens)) ev.result = Math.max(ev.result, 2.5);
}

const PAST_BE = new Set(["was", "were"]);
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
  "alone did not", "alone didn't", "alone does not", "alone doesn't", "was not enough", "were not enough",
  "wasn't enough", "weren't enough", "is not enough", "isn't enough",
]);

// "depended more on the distance than on the angle", "depends mainly on": what a result turns on.
const DEPENDING = new Set(["depends", "depended"]);

function dependsOn(tokens: string[]): boolean {
  for (let i = 0; i < tokens.length; i += 1) {
    if (DEPENDING.has(tokens[i]!) && tokens.slice(i + 1, i + 4).includes("on")) return true;
  }
  return false;
}

function fromKnowledge(tokens: string[], ev: Evidence): void {
  if (hasAnyPhrase(tokens, KNOWLEDGE_PHRASES) || dependsOn(tokens)) ev.knowledge = Math.max(ev.knowledge, 2.75);
}

// Somebody else's practice ("published coders", "the supplier's recipes", "the classifiers we knew
// of") said to fall short ("only", "not", "relied on"): why standard practice could not resolve it.
const PRACTICE = new Set([
  "standard", "existing", "published", "commercial", "conventional", "traditional", "typical", "usual", "available",
  "off-the-shelf", "supplier", "suppliers", "supplier's", "suppliers'", "vendor", "vendors", "vendor's", "manufacturer",
  "manufacturers", "manufacturer's", "literature", "industry", "industry's", "textbook", "textbooks", "prior", "previous",
  "past", "known", "knew", "mainstream", "classical", "guidance", "guidelines", "handbook", "datasheet", "datasheets",
  "state-of-the-art", "open-source", "library", "libraries", "papers", "academic", "competitors", "competitor",
  "incumbent", "legacy", "reference", "recommended", "common", "customary", "accepted", "default", "popular",
  "pre-trained", "documented", "public", "maker", "maker's", "makers", "makers'", "oem", "sold", "marketed", "guide",
  "guides", "manual", "manuals",
]);
const FALLS_SHORT = new Set([
  "not", "no", "never", "only", "cannot", "can't", "couldn't", "didn't", "doesn't", "don't", "won't", "wasn't", "weren't",
  "isn't", "aren't", "fail", "fails", "failed", "lost", "lose", "loses", "unable", "too", "neither", "nor", "relied",
  "rely", "relies", "assumed", "assume", "assumes", "lack", "lacks", "lacked", "needed", "need", "needs", "required",
  "require", "requires", "limited", "tuned", "intended", "without", "worse", "nothing", "none", "ignore", "ignored",
  "ignores", "struggle", "struggled", "struggles", "break", "broke", "breaks", "unsuitable", "inadequate", "insufficient",
  "misread", "misreads",
]);
// Words after which a practice is only the thing compared with: "96% against 71% for the existing classifier".
const COMPARED_WITH = new Set(["than", "against", "versus", "vs", "over", "compared", "beat", "outperformed", "unlike"]);
const COMPARED_REACH = 5;

// Within this many words of the start, a practice is the sentence's subject: "Commercial media gave
// 2.1 g/L" reports what standard practice achieves, the baseline the work had to beat.
const SUBJECT_WORDS = 2;

// What nobody had looked at: "no study we could find measured spray coverage on low udders".
const NOTHING_PUBLISHED = phrases(["no study", "no studies", "no published", "nothing published", "no paper", "no papers", "no literature", "no data on", "no guidance"]);

function fromPractice(tokens: string[], ev: Evidence): void {
  if (hasAnyPhrase(tokens, NOTHING_PUBLISHED)) ev.standard = Math.max(ev.standard, 3);
  const practice = firstIndex(tokens, PRACTICE);
  if (practice < 0) return;
  if (!hasAny(tokens, FALLS_SHORT)) {
    if (practice <= SUBJECT_WORDS && ev.experiment < 2.5 && ev.knowledge < 2.5) ev.standard = Math.max(ev.standard, 2.75);
    return;
  }
  // Only a comparison that leads to the practice ("against 71% for the existing classifier"), not one
  // earlier in the sentence ("would cost more than the budget, and the design guides ...").
  if (tokens.slice(Math.max(0, practice - COMPARED_REACH), practice).some((t) => COMPARED_WITH.has(t))) return;
  // "We first tried the supplier's recipe, but the pellets floated" is both the work and why standard
  // practice failed: equal evidence, left to the paragraph (roles.ts).
  ev.standard = Math.max(ev.standard, ev.experiment >= 2.5 ? 2.5 : 3);
}

// Nouns that name somebody else's means, so that "the solvers we evaluated" is read as theirs.
const PRACTICE_THINGS = new Set([
  "solvers", "solver", "tools", "tool", "methods", "method", "classifiers", "classifier", "libraries", "library", "models",
  "model", "products", "product", "codecs", "algorithms", "approaches", "techniques", "designs", "suppliers", "vendors",
  "packages", "frameworks", "recipes", "materials", "systems", "options", "alternatives", "ones", "study", "studies",
  "paper", "papers",
]);
const CLAUSE_OPENERS = new Set(["and", "so", "but", "then", "when", "that", "because", "after", "before", "while", "if", "as", "once", "until", "where"]);

const OBJECTIVE_PHRASES = phrases([
  "the goal", "our goal", "the aim", "our aim", "the objective", "our objective", "the target was", "the target is",
  "our target", "we needed to", "we wanted to", "we had to", "needed to", "had to", "aimed to", "aims to", "sought to",
  "set out to", "project tried to", "work tried to",
]);

// The lexicons' scores, where they say something these cues do not: "it was not known whether" is
// uncertainty, a hypothesis cue a hypothesis, a named kind of record a record.
function fromLexicons(c: Classified, ev: Evidence): void {
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
  if (facets.documentation.has("records") && score.documentation >= 2) ev.records = Math.max(ev.records, score.documentation);
}

const LINKS = new Set(["and", "or", "then", "but"]);

// Note fragments start with the verb ("ran 9 kiln charges"): the subject left out is "we".
function fromFragment(tokens: string[], ev: Evidence): void {
  const first = tokens[0] ?? "";
  // "Published coders reached only 1.3:1": a participle naming somebody else's practice.
  if (PRACTICE.has(first)) return;
  // "Insulated forms added 3 MPa": an adjective, as a verb follows its noun.
  for (let k = 2; k <= 3; k += 1) {
    const t = tokens[k] ?? "";
    if (!LINKS.has(tokens[k - 1] ?? "") && (ACTION_PAST.has(t) || looksPast(t) || BE.has(t))) return;
  }
  if (KNOWING.has(first)) ev.knowledge = Math.max(ev.knowledge, 3);
  else if (SUPPOSING.has(first)) ev.hypothesis = Math.max(ev.hypothesis, 2.5);
  else if (!OUTCOME_VERBS.has(first) && !STATES.has(first) && (ACTION_PAST.has(first) || looksPast(first))) ev.experiment = Math.max(ev.experiment, 2.5);
}

// Where the records are: "all charge logs in the PLC exports and grading sheets".
const RECORD_NOUNS = new Set([
  "logs", "log", "logbook", "notebook", "notebooks", "spreadsheet", "spreadsheets", "sheets", "exports", "photos",
  "photographs", "reports", "records", "tickets", "commits", "repository", "repo", "database", "tracker",
  "folder", "archive", "datasheets", "printouts",
]);

// "We wanted to rear the larvae on spent grain, but they reached only 60 mg": a goal the usual way
// failed to reach states the problem.
const CONTRASTS = new Set(["but", "however", "yet", "although", "though"]);

// Figures listed without a verb ("ratio 2.1:1, decode 0.9 ms") are measured values: results, unless
// the paragraph around them says otherwise.
const FIGURE_LIST = 2;

export function evidenceOf(c: Classified, text: string, tokens: string[]): Evidence {
  const ev = noEvidence();
  if (c.measurements.length >= FIGURE_LIST && !hasVerb(tokens)) ev.result = 1.5;
  fromLexicons(c, ev);
  fromFragment(tokens, ev);
  if (hasAny(tokens, RECORD_NOUNS)) ev.records = Math.max(ev.records, 2);
  fromSubject(tokens, ev);
  fromSupposition(tokens, ev);
  fromPassive(tokens, ev);
  fromOutcome(tokens, text, ev);
  fromKnowledge(tokens, ev);
  fromPractice(tokens, ev);
  if (hasAnyPhrase(tokens, OBJECTIVE_PHRASES)) ev.objective = Math.max(ev.objective, 1.5);
  if (ev.objective > 0 && hasAny(tokens, CONTRASTS) && hasAny(tokens, FALLS_SHORT)) ev.uncertainty = Math.max(ev.uncertainty, 2.75);
  // "Could a two-tier index keep p99 under 50 ms?": a question about the work is what was not known
  // (questions put to the reader are requests, set aside before this).
  if (text.trimEnd().endsWith("?")) ev.uncertainty = Math.max(ev.uncertainty, 3);
  return ev;
}
