import { IRREGULAR_PAST, PAST_OF } from "../text/verbs";

// Word classes the role cues share: adverbs skipped between a subject and its verb, the forms of
// "be", and the participles that tell measuring, recording and making from a mere state.

export const ADVERBS = new Set([
  "also", "then", "only", "never", "always", "first", "initially", "finally", "again", "next", "still", "just", "further",
  "subsequently", "later", "both", "all", "each", "separately", "manually", "carefully", "repeatedly", "systematically",
  "independently", "eventually", "actually", "originally", "already", "quickly", "together", "jointly", "soon",
]);

export const ACTION_PAST: ReadonlySet<string> = new Set([...Object.values(PAST_OF), ...Object.values(IRREGULAR_PAST)]);
export const ACTION_PRESENT: ReadonlySet<string> = new Set(Object.keys(PAST_OF));

export const BE = new Set(["was", "were", "is", "are", "been", "be", "being"]);
export const MODALS = new Set(["will", "would", "to", "should", "must", "could", "can", "may", "might", "shall"]);
export const RECORDED = new Set(["kept", "logged", "recorded", "documented", "stored", "archived", "saved", "tracked", "filed", "photographed", "noted", "committed", "versioned", "written"]);
export const MEASURED = new Set([
  "measured", "computed", "calculated", "weighed", "counted", "quantified", "imaged", "scanned", "monitored", "sampled",
  "analysed", "analyzed", "assessed", "checked", "compared", "characterised", "characterized", "predicted", "estimated",
  "inspected", "tested", "timed", "profiled", "benchmarked", "grouped", "plotted", "tallied", "scored", "graded",
  "rated", "ranked", "assayed", "titrated", "sieved", "reviewed", "surveyed", "audited", "logged",
]);
export const DONE = new Set([
  "made", "built", "run", "done", "taken", "grown", "drawn", "cut", "set", "held", "spun", "cast", "ground", "split", "rerun",
  "rebuilt", "broken", "fed", "bred", "sent", "put", "laid", "sown", "shot", "fit", "fitted", "rewritten", "retrained", "retested",
]);
// Participles that describe a state or a change rather than work done ("were known", "was reduced").
export const NOT_WORK = new Set([
  "based", "needed", "required", "expected", "intended", "limited", "tuned", "used", "evaluated", "assumed", "designed",
  "reduced", "increased", "improved", "removed", "eliminated", "lowered", "raised", "achieved", "solved", "resolved",
  "planned", "scheduled", "caused", "affected", "exposed", "located", "concerned", "interested", "supposed", "allowed",
  "considered", "published", "described", "reported", "obtained", "compared", "founded", "incorporated", "headquartered",
  "acquired", "funded", "hired", "employed", "awarded", "certified", "registered", "listed", "granted", "approved", "paid",
  "invoiced", "billed", "spent", "asked", "told",
]);

// Verbs of knowing and of supposing, states and wishes that are not actions, and denials.
export const KNOWING = new Set([
  "learned", "learnt", "established", "concluded", "discovered", "realised", "realized", "understood", "confirmed",
  "demonstrated", "proved", "showed", "determined", "deduced", "inferred", "verified",
]);
export const SUPPOSING = new Set([
  "expected", "assumed", "hypothesised", "hypothesized", "predicted", "believed", "thought", "suspected", "anticipated",
  "hoped", "reasoned", "postulated", "theorised", "theorized", "proposed", "reckoned", "guessed", "figured", "expect",
  "assume", "believe", "think", "suspect", "predict", "hypothesise", "hypothesize",
  // "We bet that training on synthetic seedlings would close the gap".
  "bet", "gambled",
]);
// States and wishes, not actions: "we needed", "the tools we had".
export const STATES = new Set(["had", "have", "knew", "know", "needed", "need", "wanted", "want", "were", "was", "are", "got", "used", "liked", "saw"]);
export const DENIALS = new Set(["not", "never", "n't", "didn't", "couldn't", "wasn't", "weren't", "don't", "doesn't", "cannot", "can't"]);
