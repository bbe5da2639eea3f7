// Verb tables for turning notes into the past tense a T661 reviewer expects. Only verbs listed here
// are changed: an unknown word is left alone rather than guessed at.

export const IRREGULAR_PAST: Record<string, string> = {
  run: "ran", rerun: "reran", build: "built", rebuild: "rebuilt", find: "found", write: "wrote",
  rewrite: "rewrote", make: "made", see: "saw", get: "got", do: "did", think: "thought", begin: "began",
  take: "took", choose: "chose", spend: "spent", lose: "lost", give: "gave", go: "went", come: "came",
  feel: "felt", hold: "held", lead: "led", leave: "left", meet: "met", pay: "paid", put: "put",
  read: "read", say: "said", send: "sent", set: "set", tell: "told", keep: "kept", bring: "brought",
  buy: "bought", draw: "drew", grow: "grew", hit: "hit", let: "let", seek: "sought", split: "split",
  teach: "taught", throw: "threw", undergo: "underwent", overcome: "overcame", freeze: "froze", understand: "understood",
  spin: "spun", feed: "fed", bend: "bent", break: "broke", cut: "cut", deal: "dealt", drive: "drove",
  forget: "forgot", hear: "heard", mean: "meant", rise: "rose", sit: "sat", speak: "spoke", stand: "stood",
  win: "won", fit: "fitted", lay: "laid", grind: "ground", fly: "flew", dig: "dug", sweep: "swept", hang: "hung", ride: "rode", are: "were", is: "was", can: "could", cannot: "could not",
  "can't": "couldn't", "don't": "didn't", "doesn't": "didn't", "aren't": "weren't", "isn't": "wasn't",
};

const REGULAR = [
  "test", "measure", "implement", "use", "develop", "design", "compare", "evaluate", "train", "mix",
  "apply", "observe", "notice", "add", "replace", "change", "switch", "create", "prototype", "benchmark",
  "analyse", "analyze", "collect", "record", "need", "want", "expect", "believe", "hypothesize",
  "hypothesise", "decide", "learn", "discover", "hope", "plan", "start", "show", "reduce", "increase",
  "improve", "iterate", "identify", "determine", "modify", "adjust", "tune", "calibrate", "simulate",
  "model", "synthesize", "synthesise", "formulate", "coat", "cure", "fail", "achieve", "conclude",
  "confirm", "verify", "validate", "investigate", "explore", "study", "review", "integrate", "deploy",
  "optimise", "optimize", "refactor", "look", "check", "try", "work", "attempt", "compute", "estimate",
  "profile", "sample", "characterize", "characterise", "assess", "repeat", "retest", "retrain",
  "document", "log", "track", "monitor", "predict", "suspect", "assume", "realize", "realise",
  "experiment", "fabricate", "print", "machine", "weld", "assemble", "install", "configure", "debug",
  "fix", "patch", "upgrade", "migrate", "refine", "revise", "redesign", "quantify", "filter", "encode",
  "decode", "compress", "label", "annotate", "augment", "stress", "load", "scale", "extend", "port",
  "replicate", "reproduce", "isolate", "narrow", "vary", "decrease", "lower", "raise", "double", "halve",
  "skip", "drop", "stop", "swap", "trace", "plot", "focus", "report", "struggle", "manage", "continue",
  "mill", "heat", "cool", "dry", "mould", "mold", "cast", "wire", "solder", "flash", "stabilize",
  "stabilise", "select", "generate", "fine-tune", "reach", "weigh", "pour", "press", "fill", "spray", "seal",
  "inspect", "scan", "count", "bond", "compact", "detect",
];

// Canadian spelling doubles a final l (modelled, labelled) as well as the usual short verbs.
const DOUBLED = new Set(["plan", "stop", "drop", "swap", "skip", "log", "model", "label", "control", "commit", "submit", "refer", "prefer", "travel", "cancel", "tap", "trim", "scan", "tag", "step"]);

function regularPast(verb: string): string {
  if (DOUBLED.has(verb)) return `${verb}${verb.slice(-1)}ed`;
  if (verb.endsWith("e")) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

export const PAST_OF: Record<string, string> = (() => {
  const table: Record<string, string> = {};
  for (const v of REGULAR) table[v] = regularPast(v);
  return { ...table, ...IRREGULAR_PAST };
})();

// Past forms that may open a note fragment ("Tried zstd first.") and take "We" in front.
export const PAST_FORMS: ReadonlySet<string> = new Set(
  Object.values(PAST_OF).filter((v) => !["were", "was", "could", "could not", "couldn't", "didn't", "weren't", "wasn't", "put", "set", "read", "cut", "hit", "let", "split"].includes(v)),
);

// Participles that make "we have ..." a present perfect, which is left as it is.
export const PARTICIPLES: ReadonlySet<string> = new Set([
  "built", "found", "run", "made", "written", "seen", "done", "known", "begun", "taken", "chosen", "spent",
  "lost", "given", "gone", "kept", "been", "shown", "grown", "drawn", "read", "set", "put", "cut", "had",
  "also", "already", "now", "not", "never", "since", "just",
]);
