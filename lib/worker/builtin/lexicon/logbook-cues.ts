// Cue words that sort a note's clauses into the logbook fields. A label ("hyp:", "next ->") decides
// first, then cues for the next step and the hypothesis, then a work verb at the start, then results.

// "Next: ...", "TODO", "Tomorrow ..." at the start of a clause.
// "Suggest we drop the die to 60 °C", "I'd recommend a longer soak": a proposal is what to do next.
export const NEXT_START = /^(?:next(?: steps?)?|need(?= (?:to|a|an|the|more|new|some)\b| [a-z-]{3,30} [a-z-]{3,30})|todo|to do|to-do|tomorrow|follow[- ]ups?|action items?|plan|try|retry|focus on|revisit|will|we will|we'll|i'll|(?:i |we )?(?:suggest|propose|recommend)(?: that)? (?:we|to|you|a|an|the|trying|using|adding|running|moving)|i'd (?:like|suggest|propose|recommend))\b/i;

// French notes in an English logbook: "On garde cette recette pour le test de conservation", "il faudra
// refaire le pH", "à tester : 2% sucrose".
export const NEXT_START_FR = /^(?:on (?:garde|va|fera|refera|testera|essaiera)|il faut|il faudra|prochain(?:e)? (?:essai|étape|fois)|à (?:tester|refaire|essayer|vérifier)|refaire|recommencer|réessayer|retester)(?![\p{L}\d-])/iu;

export const NEXT_ANYWHERE = /\b(?:next (?:step|steps|week|time|we|i|run|batch|iteration)|(?:will|'ll) (?:try|test|run|need|look|check|add|compare|measure|repeat|rerun|retest|switch|move|build|write|order|send|ask|start|investigate|explore|prototype|validate|verify)|plan(?:ning)? to|plans to|going to|need to|needs to|agreed to|decided to|(?:she|he|they) (?:suggested|recommended|advised)|should try|wants? to try|to be done|still need)\b|\b(?:later|next)[.!]?$/i;

// "…porosity near the mesh edges, so the plan is to wrap the mesh in PEEK film": the plan stated inside
// a report's sentence.
export const PLAN_IS = /\b(?:the|our|my) (?:plan|next step|idea now) (?:is|was) to\s/i;

// "queued", "scheduled", "pending": a plan, unless the clause reports work done ("Replaced adaptive Q
// with R scheduled on cell temperature"), where the word describes what was done.
export const NEXT_PENDING = /\b(?:queued|scheduled|pending)\b/i;

// Hypotheses anywhere in a clause; "if ... then" is read by lastIfThen below.
export const HYPOTHESIS = /\b(?:hypothes\w*|(?<!\b(?:as|than) )(?:expect(?:s|ed|ing|ation|ations)?|predict(?:s|ed|ing|ion|ions)?)|suspect\w*|assum\w*|theor(?:y|ies|i[sz]e\w*)|idea (?:is|was)|(?:should|might|may|could|would) (?:\w+ )?(?:reduce|improve|fix|help|increase|lower|solve|work|speed|cut|remove|avoid|beat|give|stop|prevent|raise|hold|outperform)|(?:we|i|she|he|they) (?:think|believe)|thinks|believes|reckons?|probably because|likely because|my guess|our guess|bet is|worried|concerned|concern is|risk is|afraid|hoping|(?:answer|question|know|unknown) is whether|on pense qu(?:e|')|nous pensons qu(?:e|')|je pense qu(?:e|')|on s'attend à|hypoth[eè]se)\b/i;

// A hypothesis stated in the first word of a clause: "think the merge breaks rows", "expect B to ...".
// "want to see if pH 4.4 holds 45 days": the question the row tests.
export const HYPOTHESIS_START = /^(?:(?:the|our|my|his|her|their) (?:thinking|idea|theory|hunch|bet|view) is|(?:pretty|fairly|quite) sure|think|thinking|figure(?! ?\d)|reckon|expect|expecting|suspect|suspecting|guess|betting|i bet|we bet|hoping|assuming|presumably|maybe|perhaps|on pense que|(?:(?:we |i )?(?:want|wanted) )?to (?:see|test|check|find out) (?:if|whether))\b/i;

// "Worse than expected" reports a result; it states no hypothesis.
export const NOT_HYPOTHESIS = /\b(?:than|as) (?:i |we )?expected\b|\bunexpected/i;
// A verdict on the hypothesis is a result: "supports the hypothesis", "theory confirmed".
export const HYPOTHESIS_TESTED = /\b(?:supports?|supported|confirms?|confirmed|refutes?|refuted|disproves?|disproved|rejects?|rejected|contradicts?|contradicted) (?:the|our|my|this) (?:hypothes\w+|theory|idea|guess)\b|\b(?:hypothes\w+|theory|idea|guess) (?:is |was )?(?:confirmed|holds|held|rejected|refuted|disproved|wrong|right)\b/i;

// A reason given in note shorthand ("expect B to avoid inhibition bc shorter amplicon").
export const BECAUSE = /\b(?:bc|b\/c|because|since)\b/i;

// "if ... then" on one line. As the expression `if\b.+\bthen\b` it read the rest of the line again
// from every "if" ("if if if ...": quadratic); this finds, in one pass per line, the start of the last
// "if" that a "then" follows (at least one character after the "if"), or -1.
export function lastIfThen(text: string): number {
  if (!/\bthen\b/i.test(text)) return -1;
  let last = -1;
  let offset = 0;
  for (const line of text.split(/[\n\r\u2028\u2029]/)) {
    let lastThen = -1;
    for (const m of line.matchAll(/\bthen\b/gi)) lastThen = m.index;
    if (lastThen >= 3) {
      for (const m of line.matchAll(/\bif\b/gi)) if (m.index + 3 <= lastThen) last = offset + m.index;
    }
    offset += line.length + 1;
  }
  return last;
}

// "ABV should stay under 0.5%", "awake time should drop below 3 ms", "heat alone may not be enough": a
// prediction of where a figure will go, kept in an expression of its own beside HYPOTHESIS; a clause
// that opens on work done ("Added 1.5% accelerator because heat alone may not be enough") is the work.
export const PREDICTED = /\b(?:should|shld|would|will likely|ought to) (?:\w+ )?(?:stay|drop|remain|reach|fall|rise|close|last|survive|hold|lift|exceed|bring|let|bond|keep|allow|stabili[sz]e)\b|\bmay not be enough\b/i;

// "I'm wondering if it's a different yeast", "we wonder whether the seal leaks": a guess put as a question.
const WONDERING = /\b(?:wondering|wonder) (?:if|whether)\s/i;

export function isHypothesis(text: string): boolean {
  if (NOT_HYPOTHESIS.test(text)) return false;
  return HYPOTHESIS.test(text) || WONDERING.test(text) || lastIfThen(text) >= 0;
}

// Labels that open a note line: the word before ":", "->", "=>" or a dash names the field outright.
export const LABELS: Record<string, "hypothesis" | "work" | "result" | "nextSteps"> = {
  hypothesis: "hypothesis", hypotheses: "hypothesis", hyp: "hypothesis", hypo: "hypothesis", theory: "hypothesis",
  idea: "hypothesis", expectation: "hypothesis", expect: "hypothesis", expected: "hypothesis", assumption: "hypothesis",
  prediction: "hypothesis", rationale: "hypothesis", why: "hypothesis", thought: "hypothesis", thoughts: "hypothesis",
  view: "hypothesis", "her view": "hypothesis", "his view": "hypothesis", "their view": "hypothesis", "our view": "hypothesis",
  opinion: "hypothesis", question: "hypothesis", "research question": "hypothesis",
  problem: "work", issue: "work", context: "work", background: "work", goal: "work", aim: "work", objective: "work",
  objectives: "work", purpose: "work", motivation: "work", "what we did": "work", "what was done": "work",
  activity: "work", description: "work", conditions: "work", "what we found": "result", data: "result",
  summary: "result", analysis: "result", discussion: "result", measurements: "result",
  baseline: "work", control: "work", config: "work", bench: "work", impl: "work", implementation: "work", fix: "work", trial: "work", run: "work",
  work: "work", did: "work", done: "work", method: "work", methods: "work", setup: "work", procedure: "work", testwork: "work", "test work": "work",
  setting: "work", settings: "work", parameters: "work", treatment: "work", treatments: "work", formulation: "work",
  variant: "work", configuration: "work", "set-up": "work", "set up": "work", materials: "work", "test conditions": "work", "run conditions": "work",
  task: "work", tried: "work", experiment: "work", test: "work", action: "work", change: "work", changes: "work", wip: "work",
  result: "result", results: "result", res: "result", outcome: "result", outcomes: "result", obs: "result",
  observation: "result", observations: "result", finding: "result", findings: "result", measured: "result",
  conclusion: "result", conclusions: "result", concl: "result", verdict: "result", "completion notes": "result",
  next: "nextSteps", nxt: "nextSteps", handover: "nextSteps", "next step": "nextSteps", "next steps": "nextSteps", todo: "nextSteps", "to do": "nextSteps",
  "to-do": "nextSteps", tomorrow: "nextSteps", plan: "nextSteps", "follow-up": "nextSteps", "follow up": "nextSteps",
  "action items": "nextSteps", actions: "nextSteps", recommendation: "nextSteps", recommendations: "nextSteps", "open questions": "nextSteps", planned: "nextSteps", plans: "nextSteps", "next time": "nextSteps",
  // A shift's handover to the next crew: "Pass on: hold dose, don't touch frother".
  "pass on": "nextSteps", "next shift": "nextSteps", "for next shift": "nextSteps", handoff: "nextSteps", "hand-off": "nextSteps",
  // French labels in notes otherwise in English.
  "hypothèse": "hypothesis", "hypothèses": "hypothesis", "idée": "hypothesis", "résultat": "result", "résultats": "result",
  "essai": "work", "méthode": "work", "prochaine étape": "nextSteps", "à faire": "nextSteps",
};

// The problem being worked on is kept with the work (the row has no field of its own for it), but it
// does not name the row.
export const CONTEXT_LABELS = new Set(["problem", "issue", "context", "background", "goal", "aim", "objective", "objectives", "purpose", "motivation"]);

// Verbs that open a clause saying what was done ("swapped LRU for GDSF", "we ran the trace"), in
// their base form; verbs.ts derives the other forms.
export const WORK_VERBS = [
  "try", "implement", "run", "test", "build", "write", "add", "replace", "change", "switch", "prototype",
  "train", "retrain", "mix", "apply", "compare", "code", "refactor", "configure", "integrate", "cure", "coat",
  "print", "assemble", "swap", "modify", "adjust", "tune", "design", "develop", "start", "spend", "review",
  "investigate", "profile", "benchmark", "simulate", "prepare", "fabricate", "machine", "calibrate", "install",
  "collect", "label", "annotate", "deploy", "measure", "evaluate", "port", "rewrite", "rerun", "repeat", "retest",
  "replay", "move", "merge", "cluster", "cast", "spike", "mill", "cut", "weld", "drill", "grind", "heat", "cool",
  "anneal", "sinter", "pour", "load", "fit", "plot", "record", "capture", "generate", "render", "tweak", "use",
  "feed", "inject", "extract", "filter", "sample", "seed", "dose", "culture", "incubate", "centrifuge", "sequence",
  "purify", "dilute", "stain", "scan", "sweep", "patch", "debug", "instrument", "split", "shard", "index", "parse",
  "mock", "automate", "script", "upgrade", "downgrade", "enable", "disable", "remove", "lower", "raise", "reduce",
  "increase", "decrease", "double", "halve", "rebuild", "redo", "retune", "reprint", "recast", "remix", "rework",
  "insert", "attach", "mount", "wire", "solder", "flash", "optimise", "optimize", "analyse", "analyze", "fix",
  "validate", "verify", "characterize", "characterise", "formulate", "synthesize", "synthesise", "model",
  "iterate", "experiment", "check", "ablate", "finetune", "fine-tune", "quantize", "quantise", "distill",
  "serialize", "cache", "batch", "pin", "bump", "clamp", "rotate", "align", "sand", "polish", "etch", "bake",
  "dry", "soak", "wash", "grow", "plate", "transfect", "isolate", "amplify", "regenerate", "screen", "ferment", "titrate", "blend", "extrude",
  "mould", "mold", "press", "compress", "encode", "decode", "pack", "stack", "route", "map", "tag", "trace",
  "compute", "estimate", "derive", "spin", "put", "make", "do", "take", "redesign", "reconfigure",
  "persist", "store", "charge", "stir", "fuzz", "trigger", "scale", "treat", "condition", "finish", "complete",
  "quench", "reflux", "evaporate", "crystallise", "crystallize", "recrystallise", "recrystallize", "retry", "re-test",
  "re-run", "resize", "replicate", "detect", "classify", "track", "localise", "localize", "prune", "bond", "glue",
  "subtract", "compensate", "log", "send", "kick", "place", "brew", "pitch", "inoculate", "harvest", "push", "commit", "fly", "form", "weigh",
  "debind", "calcine", "inspect",
];

// Note shorthand for a work verb, read as its past form ("impl in src/dfu/resume.c").
export const WORK_SHORTHAND: Record<string, string> = {
  impl: "implement", "impl'd": "implement", reimpl: "implement", regen: "regenerate", cond: "condition",
};

// Base forms that head noun phrases in notes as often as they command ("sample 3 cracked", "test set
// B", "cache hit rate 0.84"): only their past and -ing forms open work.
export const NOUN_TOO = new Set([
  "brew", "pitch", "harvest", "push", "commit", "form",
  "sample", "test", "run", "set", "batch", "cache", "index", "trace", "model", "plate", "seed", "code", "feed",
  "print", "dose", "culture", "sequence", "patch", "change", "design", "review", "profile", "benchmark", "record",
  "filter", "label", "cluster", "experiment", "spike", "script", "load", "mix", "start", "use", "port", "heat",
  "cast", "repeat", "plot", "map", "tag", "stack", "scan", "sweep", "check", "mock", "fit", "cut", "split", "press",
  "pack", "route", "swap", "capture", "increase", "decrease", "double", "dry", "wash", "sand", "polish", "blend",
  "mould", "mold", "wire", "flash", "pin", "bump", "clamp", "spin", "model", "stain", "tune", "fix", "extract",
  "screen", "ferment", "store", "charge", "trigger", "scale", "condition", "finish", "complete", "replicate",
  "track", "bond", "glue", "log", "send",
]);

// Past forms not made by adding -ed.
export const IRREGULAR_WORK_PAST: Record<string, string[]> = {
  run: ["ran"], rerun: ["reran"], debind: ["debound"], build: ["built"], rebuild: ["rebuilt"], write: ["wrote", "written"],
  rewrite: ["rewrote", "rewritten"], spend: ["spent"], cut: ["cut"], cast: ["cast"], fit: ["fit", "fitted"],
  split: ["split"], feed: ["fed"], spin: ["spun"], grind: ["ground"], make: ["made"], do: ["did", "done"],
  redo: ["redid", "redone"], take: ["took", "taken"], put: ["put"], grow: ["grew", "grown"], recast: ["recast"],
  "re-run": ["re-ran"], send: ["sent"], fly: ["flew", "flown"],
};

// Results: changes, verdicts and measured quantities.
export const RESULT = /\b(?:found|measured at|results?|resulted|stayed|stays|held|holds|eliminat\w+|gone|disappear\w*|vanish\w*|resolved|no longer|persist(?:ed|s)|remain(?:ed|s)|reappear\w*|recur\w*|still (?:visible|there|present|seen|failing|drifting|too|above|below|over|under)|reduc(?:ed|es|tion)|increas(?:ed|es)|improv(?:ed|es|ement)|decreas(?:ed|es)|dropped|drops|rose|fell|went|failed|fails|worked|works|didn't work|did not work|achiev\w+|observ\w+|notic\w+|showed|shows|turned out|came (?:in|out) (?:at|as|like)|no (?:change|improvement|effect|difference|amp\w*)|unchanged|better|worse|faster|slower|passed|cracked|broke|peeled|delaminated|converged|diverged|overfit\w*|accuracy|error rate|latency (?:was|is|of)|stable|unstable|succeeded|success|outperform\w*|same as|too (?:low|high|slow|fast|large|small|noisy|brittle|weak|soft|hard|thick|thin|long|short|much)|only (?:got|reached|hit)|ratio|dominat\w+|back (?:up|down) to|(?:lab|lab's|labs|results?|report|data|assays?|tests?)(?: (?:is|are|came|have come|has come))? back|up to|down to|amplified|recovery|efficiency|yield|strength|than expected|as (?:expected|predicted|hoped)|best|worst|bricked|iou|f1|map|auc|rmse|mae|p9[059]|throughput|(?:did not|didn't|does not|doesn't|failed to|won't) \w+|(?:over|under|within|above|below|outside|inside|beyond) (?:the |our )?(?:\S+ ){0,2}(?:budget|limit|target|spec|threshold|requirement|tolerance|window))\b/i;

// A sentence that is a request to the assistant, not a note ("Please turn these into a logbook").
export const REQUEST = /^(?:please|pls|can you|could you|would you|make|create|generate|turn|convert|draft|build me|help me)\b.*\b(?:logbook|log book|log|entries|t661|notes|journal|report|this)\b/i;
// "Build the logbook from the repository": an imperative aimed at the logbook itself, which a note
// about building something else ("Build the log parser") never names.
export const LOGBOOK_REQUEST = /^(?:build|write|prepare|produce|fill in|update|compile|assemble)\b.*\b(?:logbook|log book|lab book|journal)\b/i;

// Preambles such as "Here are my notes from this week:".
export const PREAMBLE = /^(?:here (?:are|is)|below (?:are|is)|these are|attached (?:are|is)|notes? (?:for|from)|my notes|our notes)\b/i;

// Words that, with a reference, make a clause that only points at a record ("results in runs/x.csv",
// "lab report LR-2024-088", "see commit a13f9c2"): the clause goes to the evidence, not the text.
export const POINTER_WORDS = new Set([
  "see", "in", "at", "on", "from", "to", "and", "the", "a", "of", "for", "under", "also", "here", "as", "with",
  "saved", "uploaded", "attached", "logged", "stored", "written", "filed",
]);

// Any other words beside the references, up to this many ("lab report", "gc trace"), name the record.
export const MAX_POINTER_WORDS = 2;

// Nouns whose key names a thing worked on, not a record ("Batch K-112", "lot C-12").
export const SPECIMEN_NOUNS = new Set([
  "batch", "lot", "sample", "specimen", "coupon", "board", "unit", "pad", "blend", "trial", "cell", "rack", "tank",
  "bottle", "jar", "panel", "slab", "mix", "culture", "strain", "plate", "prototype", "build", "heat", "cast",
]);

// Units of work counted in a set-up ("40 shots", "2x 12 h runs", "200 cycles on the jig"): how much was
// done, not what came of it.
export const WORK_UNITS = new Set([
  "shot", "shots", "cycle", "cycles", "run", "runs", "rep", "reps", "repeat", "repeats", "replicate", "replicates",
  "pass", "passes", "iteration", "iterations", "trial", "trials", "batch", "batches", "epoch", "epochs", "sample",
  "samples", "specimen", "specimens", "coupon", "coupons", "column", "columns", "jar", "jars", "well", "wells",
  "sweep", "sweeps", "attempt", "attempts", "round", "rounds", "test", "tests", "pour", "pours", "cast", "casts",
  // Durations of a step: "7 day cure", "72 h soak", "2 h post-cure".
  "cure", "post-cure", "soak", "bake", "hold", "dwell", "incubation", "exposure", "anneal", "ageing", "aging", "rest",
  "purge", "ramp",
  // Things made or handled, counted: "200 picks", "20 boards", "30 parts".
  "pick", "picks", "grasp", "grasps", "part", "parts", "board", "boards", "weld", "welds", "print", "prints",
]);

// Settings: a value given to one of these ("mould temp 70 °C", "root radius 0.2 mm", "eps 8 px") says how
// the work was set up. "Rate" is one only after what it measures the pace of ("flow rate", "feed rate").
export const SETTING_NOUNS = new Set([
  "temp", "temperature", "radius", "size", "speed", "feed", "depth", "dose", "dosage", "pressure", "concentration",
  "conc", "loading", "pitch", "gap", "thickness", "timeout", "threshold", "voltage", "current", "frequency",
  "duration", "interval", "window", "heap", "bed", "flow", "rpm", "torque", "angle", "width", "length", "diameter",
  "spacing", "mould", "mold", "oven", "dwell", "hold", "contact", "eps", "humidity", "rh", "setpoint", "set-point",
  "level", "lr", "load", "cure", "gas", "gain", "kp", "ki", "kd", "retraction", "chamber", "bed", "nozzle",
  // A step's duration is set like any value: "soak 90 s -> 150 s" lengthens the soak.
  "soak", "bake", "anneal", "purge", "ramp", "incubation", "exposure", "post-cure",
  // Cutting depths: "0.8 mm axial", "radial 0.2 mm".
  "axial", "radial", "stepover",
]);
export const RATE_WORDS = new Set(["flow", "feed", "heating", "cooling", "learning", "sampling", "sample", "spin", "fill", "dosing", "pour", "scan", "sweep", "frame", "strain"]);

// What a result measures: a phrase holding one of these is read, not set ("hit rate 0.84", "slump loss 60 mm").
export const MEASURE_WORDS = new Set([
  "hit", "error", "errors", "loss", "strength", "recovery", "efficiency", "yield", "ratio", "throughput", "latency",
  "accuracy", "survival", "wear", "p99", "p95", "p50", "f1", "cop", "drift", "rmse", "mae", "iou", "auc", "uptime",
  "score", "time", "removal", "overshoot", "undershoot", "settling", "warp", "warpage", "deflection", "porosity",
  "roughness", "ra", "hardness", "swell", "shrinkage", "leakage", "noise", "vibration", "abv", "attenuation",
  "ssim", "psnr", "wer", "fps", "jitter", "ripple",
  // "avg now 14.1 µA", "median 3.1 s": a statistic of what was measured.
  "avg", "average", "mean", "median",
  // Properties read off the part: "contact resistance 45 µΩ" is measured, not a contact setting.
  "resistance", "resistivity", "impedance", "conductivity", "viscosity", "capacitance",
]);

// Verbs of a statement about how things are ("the clamp limits torque at startup", "line detection
// misses borderless tables"): a clause with one and no verb of work reports what was found.
export const STATEMENT_VERBS = new Set([
  "misses", "lacks", "fails", "breaks", "causes", "limits", "blocks", "prevents", "drifts", "slips", "stalls",
  "overheats", "vibrates", "chatters", "warps", "sags", "rattles", "hangs", "freezes", "crashes", "overshoots",
  "oscillates", "saturates", "clips", "loses", "leaks", "leaches", "cracks", "builds", "grows", "rises", "falls",
  "accumulates", "degrades", "peels", "flakes", "sticks", "gives", "gave", "yields",
]);

// Nouns that name a run of work ("column test", "field pilot", "2 L ferments"): written as work, they
// take "Ran" ("Ran a column test, 1 m bed").
export const TEST_NOUNS = new Set([
  "test", "tests", "trial", "trials", "pilot", "pilots", "bench", "benchmark", "benchmarks", "screen", "screens",
  "assay", "assays", "experiment", "experiments", "ferment", "ferments", "fermentation", "fermentations", "study",
  "campaign", "run", "runs", "simulation", "simulations", "sweep", "sweeps", "soak", "burn-in",
]);

// Analyses named by their instrument: "GC-MS of the 9" is "Analysed the 9 by GC-MS".
export const TECHNIQUES = new Set([
  "gc-ms", "lc-ms", "lc-ms/ms", "hplc", "uplc", "icp-ms", "icp-oes", "xrd", "xrf", "sem", "tem", "eds", "edx",
  "ftir", "nmr", "dsc", "tga", "dma", "qpcr", "pcr", "uv-vis", "raman", "micro-ct", "xps", "afm", "gpc", "cmm", "ct",
]);

// Work named by its noun ("scale-up of the wash to 50 g"): the past of its verb.
export const NOMINAL_VERBS: Record<string, string> = {
  "scale-up": "scaled up", scaleup: "scaled up", regeneration: "regenerated", replacement: "replaced",
  addition: "added", removal: "removed", measurement: "measured", measurements: "measured", analysis: "analysed",
  synthesis: "synthesised", calibration: "calibrated", preparation: "prepared", evaluation: "evaluated",
  comparison: "compared", installation: "installed", validation: "validated", optimisation: "optimised",
  optimization: "optimized", characterisation: "characterised", characterization: "characterized",
  rerun: "reran", retest: "retested", redesign: "redesigned", integration: "integrated",
  implementation: "implemented", modification: "modified", inspection: "inspected", titration: "titrated",
  extraction: "extracted", filtration: "filtered", distillation: "distilled", migration: "migrated",
  deployment: "deployed", refactor: "refactored", rewrite: "rewrote", upgrade: "upgraded", recalibration: "recalibrated",
};

// Verbs of the experiment a series of rows repeats with one thing changed ("cast the mix", "replayed the
// trace"), as opposed to the change itself ("swapped LRU for GDSF", "added totals detection").
export const EXPERIMENT_VERBS = new Set([
  "run", "rerun", "re-run", "replay", "test", "retest", "re-test", "cast", "recast", "mould", "mold", "print",
  "reprint", "cure", "bake", "anneal", "sinter", "coat", "mix", "remix", "ferment", "screen", "grow", "culture",
  "incubate", "simulate", "benchmark", "measure", "scan", "sweep", "train", "retrain", "machine", "mill", "drill",
  "weld", "extrude", "press", "pour", "fire", "spray", "plate", "titrate", "fly", "drive", "load",
]);

// Words of a statement about the state of things ("rule-based detection misses borderless tables"): a
// clause holding one reports, it does not name the work.
export const STATEMENT_WORDS = new Set([
  "is", "are", "was", "were", "has", "have", "had", "does", "doesn't", "don't", "isn't", "aren't", "can't",
  "cannot", "won't", "misses", "lacks", "fails", "breaks", "causes", "takes", "needs", "gets", "makes", "goes",
  "seems", "looks", "restarts", "drops", "stays", "remains", "leaks", "leaches", "cracks", "drifts", "slips",
  "stalls", "overheats", "vibrates", "chatters", "warps", "sags", "rattles", "hangs", "freezes", "crashes",
  "overshoots", "oscillates", "saturates", "clips", "loses", "shows", "reaches",
]);

// A working day's notes hold the office's and the calendar's business too ("invoices out to Apex",
// "dentist 9am", "ordered pizza for the team", "budget review with finance", "toolbox talk on
// lockout"): none of it is the R&D, so none of it is a row's work or title. An invoice is billing only
// when billed ("invoiced the client", "invoices out to Apex"): read, it is the data of document work.
export const CHATTER =
  /\b(?:invoiced|invoices? (?:out|sent|received|paid)|(?:monthly|our|an) invoices? (?:for|from|to)|(?:sent|send|chase|paid|pay) (?:the |an |our )?invoices?|(?:forward(?:ed|ing)?|sent|send|sending) (?:it )?to (?:finance|accounting|accounts payable)|accountant|acct|payroll|bookkeeping|line of credit|(?:quarterly )?budget (?:review|meeting)|dentist|doctor'?s appointment|birthday|(?:ordered|order(?:ing)?) (?:pizza|lunch|food|catering)|lunch (?:w\/|with|order)|team lunch|(?:want|grab|get|getting) (?:a )?coffee|coffee (?:run|break)|all-hands|stand-?up (?:moved|cancelled|canceled|rescheduled)|trade show|toolbox talk|safety (?:stand-?down|meeting|briefing)|price increase|remember to (?:call|e-?mail|book|order|pay|chase)|subvention|grant application|sprint planning|(?:customer|client|sales|investor) demo|demo prep|demo for (?:the |a |our )?(?:client|customer|[A-Z]\w{1,20} (?:firm|client|team))|onboarding|it set-?up|(?:the |our )?investors|quarterly review|for lunch|réunion avec|(?:sent|send|sending) (?:a |the )?quotes?|no (?:safety )?incidents|(?:wo|work order|work request|maintenance ticket) (?:raised|opened|submitted|logged))(?![\w-])/i;

// "Forklift #2 brakes flagged to maintenance", "Ordered new pH probes": the plant's upkeep and its
// supplies, kept in a small expression of their own.
export const UPKEEP = /\b(?:(?:flagged|reported|sent|handed|passed) (?:over )?(?:to|for) (?:the )?(?:maintenance|repairs?)|(?:ordered|reordered|re-ordered) (?:new|more|spare|replacement|extra))(?![\w-])/i;

// "Lunch – team (Cosmos)", "Meeting w/ Béton Rive-Sud re: pricing", "Reminder the crop insurance seeded
// acreage report is due": the calendar's and the office's business in forms CHATTER does not hold,
// kept apart so that each expression stays small.
// "LGTM.", "Ship it": a reviewer's approval of the change, no note of the work.
// "MR !88 looks fine, approving for the beta channel", "I'll take this one": a reviewer's approval or a
// ticket picked up.
export const APPROVAL = /^(?:lgtm|ship ?it|looks good to me)\b|\b(?:approving|approved) (?:it |this )?for (?:the )?(?:beta|release|merge|prod)|^i'?ll take this(?: one| ticket| issue)?\b/i;

// "standup, 1:1 w/ Kev, expense report", "Team offsite planning", "invoice #4471 paid": more of the
// office's business, kept apart so that each expression stays small.
export const ADMIN = /\bexpense (?:report|claim)s?\b|\b1:1s? (?:w\/|with)|\b(?:team )?offsite (?:planning|day|meeting)\b|\bbooked (?:the|a) (?:venue|hotel|flights?)\b|\binvoice (?:#\s?)?\d{1,8},? (?:paid|sent)\b/i;

export const OFFICE = /^(?:lunch|dinner|breakfast)\b|^(?:sick|off sick|sick day|ooo|out of office|vacation|holiday|stat holiday)\b|\bi'?m off (?:on )?(?:mon|tues|wednes|thurs|fri)day\b|\bnetworking (?:breakfast|event|lunch|dinner)|\bre:? (?:pricing|prices|quote|quotes|invoice|contract)\b|\bcrop insurance\b|\binsurance (?:renewal|report|claim|forms?)\b|^(?:reminder|rappel)\b|^(?:ok|okay|sure|yep)[,!.]? will do\b|\boffice (?:was )?closed\b|\b(?:inventory|stock) count\b|\bstocktake\b|\bcontract (?:signed|renewal)\b|\bcheques?\b|\b(?:pricing|quotes?) came (?:back|in)\b|\bfyi only\b|\b(?:before|so) they (?:can )?quote\b|\bcan (?:you|u) (?:send|forward|drop|sign|pay)\b|\baccounting (?:is asking|needs|wants)\b/i;

// "The team attended the networking breakfast; no technical work.": a day with none of the R&D.
export const NO_TECHNICAL = /\bno (?:technical|technical r&d|r&d) (?:work|content|activity|progress)\b|\bnot (?:research|r&d)\)?\s*$|\bnothing else\b|\bpas de (?:test|tests|travaux techniques)\b|\brien de technique\b/i;

// "No trial data this shift", "No experiments.": a shift or day that says it ran none of the trial.
export const NO_TRIAL = /\bno (?:trial|test|r&d) (?:data|work|activity) (?:this|today)(?![\w-])|^no (?:experiments?|tests?|trials?)[.!]?$/i;

// "Safety stand-down, no testing.", "Pas d'essai.", "Nothing on the rig today": a day the notes say
// no R&D was done.
export const NO_WORK =
  /(?:\(no (?:experiments?|testing|trials?)\)|\bno (?:testing|test ?work|tests? (?:today|done|run)|(?:lab|trial|bench|project|r&d) work|experiments? today)|\bnothing (?:on the (?:rig|bench|line)|was run|ran|run|tested|to report|new)|\bno (?:run|trial|bench) items\b|\bno runs\b|^no review\b|\brained out\b|\b(?:machine|line|rig|mill|press|reactor) (?:was )?down all day|\bspent the (?:day|morning|afternoon) on (?:the )?(?:budget|paperwork|admin|quotes?|invoices?|e-?mails?)\b|\bnot project (?:stuff|work)|\blab (?:was )?closed|\bpas d'essais?)(?![\w-])/i;
