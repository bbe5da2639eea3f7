// Note shorthand and what a consultant writes for it. Tables, looked up token by token by
// shorthand.ts, so no expression reads a note more than once.

// Lower-case shorthand words, matched whatever their case ("Std" gives "Standard").
export const WORDS: Record<string, string> = {
  std: "standard", avg: "average", temp: "temperature", temps: "temperatures", mem: "memory", "req'd": "required",
  reqd: "required", approx: "approximately", ops: "operations", seq: "sequence", btree: "B-tree", perf: "performance",
  fw: "firmware", config: "configuration", prod: "production", env: "environment", repo: "repository", msg: "message",
  diff: "difference", pts: "points", expt: "experiment", expts: "experiments", soln: "solution", rxn: "reaction",
  conc: "concentration", hr: "h", hrs: "h", neg: "negative", pos: "positive", spec: "specification",
  specs: "specifications", cam: "camera", b4: "before", thru: "through", aq: "aqueous", equiv: "equivalent",
  vs: "against", "1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth",
  "o/n": "overnight", "w/": "with", "w/o": "without", "w/in": "within", "b/c": "because", bc: "because",
  resp: "respectively", incl: "including", excl: "excluding", diam: "diameter", dia: "diameter", thk: "thickness",
  qty: "quantity", tol: "tolerance", calib: "calibration", init: "initial", mod: "modification", mods: "modifications",
  dup: "duplicate", dupe: "duplicate", abt: "about", tmrw: "tomorrow", yday: "yesterday", wk: "week", wks: "weeks",
  cond: "conditions", eval: "evaluation", regen: "regeneration", impl: "implementation", "&": "and", "@": "at",
  "+": "and", "=": "is", ptq: "post-training quantisation", qat: "quantisation-aware training", ckpt: "checkpoint",
  val: "validation", acc: "accuracy", params: "parameters", lr: "learning rate", e2e: "end-to-end",
  // Process and wet-lab shorthand.
  alk: "alkaline", yld: "yield", memb: "membrane", diafilt: "diafiltration", precip: "precipitation",
  centrif: "centrifugation", evap: "evaporation", ferm: "fermentation", supernat: "supernatant", flr: "flour",
  germ: "germination", tgt: "target", shld: "should", shd: "should", wld: "would", chk: "check", rechk: "recheck", dischg: "discharge", chg: "charge",
  // The office's shorthand, spelled out so that the business it names is known for what it is.
  mtg: "meeting", acct: "accountant", mgmt: "management",
};

// Shorthand that opens a clause as a verb ("regen w/ NaOH wash?", "impl in src/dfu/resume.c",
// "cond. 48 h @ 50% RH"): [base, past]; work is written in the past, plans in the base form.
export const LEADING_VERBS: Record<string, [string, string]> = {
  impl: ["implement", "implemented"], "impl'd": ["implemented", "implemented"], reimpl: ["reimplement", "reimplemented"],
  regen: ["regenerate", "regenerated"], cond: ["condition", "conditioned"], chk: ["check", "checked"],
  rechk: ["recheck", "rechecked"],
};

// Spelled out only after a figure ("260 BV", "1 eq."); alone they mean something else.
export const AFTER_FIGURE: Record<string, [string, string]> = {
  bv: ["bed volume", "bed volumes"], eq: ["equivalent", "equivalents"], equiv: ["equivalent", "equivalents"],
  ch: ["channel", "channels"], pk: ["peak", "peak"], "fa/h": ["false alarm per hour", "false alarms per hour"], vol: ["volume", "volumes"],
};

// Never after a figure: "45 min" is minutes, "31 N spec min" a minimum, "12 ppt" parts per thousand
// (a unit after a figure is never spelled out as a noun), "ppt formed" a precipitate.
export const NOT_AFTER_FIGURE: Record<string, string> = { min: "minimum", max: "maximum", ppt: "precipitate" };

// Shorthand of one domain that another field writes alike: [word by a percentage or after "full" or
// "high"/"low", word elsewhere]. "conv. 98%", "full conv" is a chemist's conversion; "conv layer" a
// network's convolution. "sel. 71%" is selectivity; "sel" alone is left as written.
export const BY_PERCENT: Record<string, [string, string | null]> = {
  conv: ["conversion", "convolution"], sel: ["selectivity", null],
};

// Case-sensitive: acronyms and symbols that are ordinary words in another case.
export const EXACT: Record<string, string> = {
  IR: "infrared", RT: "room temperature", "ΔT": "temperature difference", "ΔP": "pressure difference",
};

// Formulas, element symbols and acronyms a reader may know either way: the name, then the symbol in
// brackets ("sodium hydroxide (NaOH)"), as a consultant introduces them.
export const NAMED: Record<string, string> = {
  NaOH: "sodium hydroxide", KOH: "potassium hydroxide", HCl: "hydrochloric acid", H2SO4: "sulfuric acid",
  HNO3: "nitric acid", H3PO4: "phosphoric acid", NaCl: "sodium chloride", KCl: "potassium chloride",
  CaCl2: "calcium chloride", NaHCO3: "sodium bicarbonate", Na2CO3: "sodium carbonate", EtOH: "ethanol",
  MeOH: "methanol", EtOAc: "ethyl acetate", DCM: "dichloromethane", THF: "tetrahydrofuran",
  "2-MeTHF": "2-methyltetrahydrofuran", IPA: "isopropanol", MeCN: "acetonitrile", H2O2: "hydrogen peroxide",
  NH3: "ammonia", NH4OH: "ammonium hydroxide", H2O: "water", NaOAc: "sodium acetate", KOAc: "potassium acetate",
  AcOH: "acetic acid", HOAc: "acetic acid", NaOMe: "sodium methoxide", NaBH4: "sodium borohydride", K2CO3: "potassium carbonate",
  Pd: "palladium", Fe: "iron", Cu: "copper", Ni: "nickel", Zn: "zinc", Pb: "lead", Cd: "cadmium",
  Cr: "chromium", Mn: "manganese", Mg: "magnesium", Ag: "silver", Au: "gold", Ti: "titanium",
  PTQ: "post-training quantisation", QAT: "quantisation-aware training", UF: "ultrafiltration",
};

// "alk ext", "40C ext": after a solvent or a temperature, "ext" is an extraction; elsewhere ("ext
// clock") it is external, and left as written.
export const EXTRACTED_WITH = new Set(["alk", "alkaline", "acid", "solvent", "aq", "aqueous", "water", "ethanol", "hot", "cold", "wet", "dry", "soxhlet"]);

// Endings of compounds: "maltose-neg" is maltose-negative.
export const SUFFIXES: [string, string][] = [["-neg", "-negative"], ["-pos", "-positive"]];
// Beginnings of compounds: "var-pitch" is variable-pitch.
export const PREFIXES: [string, string][] = [["var-", "variable-"], ["hi-", "high-"], ["lo-", "low-"], ["temp-", "temperature-"]];

// "cycle 1" is the first cycle.
export const ORDINAL_NOUNS = new Set(["cycle", "run", "round", "pass", "batch", "trial", "iteration", "attempt"]);
export const ORDINALS = ["", "first", "second", "third", "fourth", "fifth"];
export const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

// Abbreviations written with a full stop that does not end the sentence ("1 eq. N-acetylcysteine",
// "aq. wash", "cond. 48 h"): the stop is dropped before the notes are cut into sentences.
export const DOTTED = new Set([
  "eq", "equiv", "aq", "approx", "ca", "cf", "vs", "cond", "conc", "soln", "expt", "avg", "std", "temp", "resp",
  "incl", "excl", "diam", "sat", "calib", "accel", "conv", "sel",
]);
