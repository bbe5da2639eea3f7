import { CODES, GROUPS, groupOf } from "./field-codes";

// Suggests line-206 codes from the project's own words: deterministic, offline, explainable. Each
// code or group has cue stems (matched at the start of a word: "optic" finds "optical"); a cue in
// the project's name or the claim's title weighs 3, in the description or a line 1, and a cue
// counts once per field. A code's score adds its group's cues. The user confirms: a suggestion is
// never written into the record.

const CUES: Record<string, readonly string[]> = {
  "1.01.02": ["numerical method", "numerical model", "finite element", "optimization", "optimisation", "differential equation"],
  "1.01.03": ["statistic", "probabilist", "bayesian", "regression", "stochastic", "forecast"],
  "1.02": ["data set", "dataset"],
  "1.02.01": [
    "algorithm",
    "machine learning",
    "neural network",
    "deep learning",
    "artificial intelligence",
    "computer vision",
    "natural language processing",
    "large language model",
    "compiler",
    "cryptograph",
    "reinforcement learning",
  ],
  "1.02.02": ["bioinformatic", "genomic data", "sequence alignment", "information retrieval"],
  "1.03": ["physics", "quantum"],
  "1.03.08": ["plasma", "fluid dynamic", "turbulen", "surface physics"],
  "1.03.09": ["optic", "laser", "photonic", "lens"],
  "1.03.10": ["acoustic", "ultrasound", "ultrasonic", "sound"],
  "1.04": ["chemistry", "chemical compound", "formulation", "reagent", "electrochemi", "electrolyte"],
  "1.04.01": ["organic synthesis", "organic compound"],
  "1.05": ["geolog", "geophysic", "hydrolog", "mineral", "climate"],
  "1.06": ["microbiolog", "bacteri", "microb", "protein", "cell line", "enzyme kinetic", "molecular biology"],
  "2.01": ["civil engineering", "concrete", "bridge", "pavement", "structural", "foundation", "building envelope"],
  "2.02": [
    "electrical",
    "electronic",
    "circuit",
    "sensor",
    "signal processing",
    "robot",
    "control system",
    "telecommunication",
    "antenna",
    "wireless",
    "power electronic",
  ],
  "2.02.08": ["fpga", "asic", "printed circuit", "pcb", "microcontroller", "processor", "hardware"],
  "2.02.09": [
    "software",
    "api",
    "backend",
    "back end",
    "frontend",
    "database",
    "microservice",
    "cloud",
    "web application",
    "mobile app",
    "codebase",
    "server",
    "latency",
    "scalab",
    "throughput",
    "concurren",
    "cache",
    "query",
    "deployment",
    "sdk",
    "firmware",
    "codec",
  ],
  "2.03": [
    "mechanical",
    "machining",
    "gearbox",
    "heat transfer",
    "thermal",
    "vibration",
    "turbine",
    "actuator",
    "hydraulic",
    "aerospace",
    "tooling",
    "mould",
    "mold",
  ],
  "2.04": ["chemical engineering", "reactor", "catalys", "distillation", "separation process", "process chemistry"],
  "2.05": ["material", "alloy", "composite", "coating", "ceramic", "corrosion", "metallurg", "weld", "polymer", "textile"],
  "2.06": ["medical device", "implant", "prosthe", "diagnostic device", "biomedical"],
  "2.07": ["wastewater", "emission", "remediation", "water treatment", "air quality", "geotechnical"],
  "2.08": ["bioremediation", "biofilter"],
  "2.09": ["fermentation", "bioprocess", "bioreactor", "biofuel", "yeast", "enzyme"],
  "2.10": ["nanoparticle", "nanomaterial", "nanotechnolog", "graphene", "nanoscale"],
  "3.02": ["clinical", "patient", "therap", "diagnos"],
  "3.03": ["nutrition", "public health", "nursing"],
  "3.04": ["antibod", "vaccine", "cell therapy", "monoclonal"],
  "4.01": ["crop", "soil", "greenhouse", "harvest", "yield", "forestry", "aquaculture", "fisher", "irrigation", "agronom", "strawberr"],
  "4.02": ["livestock", "dairy", "cattle", "poultry", "animal feed", "swine"],
  "4.03": ["veterinar"],
  "4.04": ["agricultural biotechnolog", "plant breeding", "marker-assisted"],
  "4.04.02": ["genetically modified", "transgenic", "gene editing"],
  "4.04.05": ["biopharming", "plant-made pharmaceutical"],
};

export interface SuggestionText {
  /** The project's name and the claim's title: cues here weigh 3. */
  headline: string[];
  /** The description and the lines: cues here weigh 1. */
  body: string[];
}

export interface FieldCodeSuggestion {
  code: string;
  label: string;
  /** "code": a line-206 code to confirm; "group": pick the code under this group in T4088. */
  level: "code" | "group";
  score: number;
  /** The cues found, in the list's order. */
  cues: string[];
}

// A letter or digit: a cue must not follow one (it starts a word).
const WORDLIKE = /[\p{L}\p{N}]/u;

/** Whether `cue` (lower case) starts a word of `text` (lower-cased already). No expression is built from the cues. */
function startsAWord(text: string, cue: string): boolean {
  for (let at = text.indexOf(cue); at !== -1; at = text.indexOf(cue, at + 1)) {
    if (at === 0 || !WORDLIKE.test(text[at - 1]!)) return true;
  }
  return false;
}

function scoreOf(code: string, text: SuggestionText): { score: number; cues: string[] } {
  let score = 0;
  const found: string[] = [];
  for (const cue of CUES[code] ?? []) {
    const weight = text.headline.filter((t) => startsAWord(t, cue)).length * 3 + text.body.filter((t) => startsAWord(t, cue)).length;
    if (weight > 0) {
      score += weight;
      found.push(cue);
    }
  }
  return { score, cues: found };
}

/** Up to `limit` suggestions, best first; ties go to the lower code. Deterministic for a given text. */
export function suggestFieldCodes(given: SuggestionText, limit = 3): FieldCodeSuggestion[] {
  const text = { headline: given.headline.map((t) => t.toLowerCase()), body: given.body.map((t) => t.toLowerCase()) };
  const groups = new Map(GROUPS.map((g) => [g.code, { ...g, ...scoreOf(g.code, text) }]));
  const codes: FieldCodeSuggestion[] = CODES.map((c) => {
    const own = scoreOf(c.code, text);
    const group = groups.get(groupOf(c.code))!;
    // A code is suggested on its own cues; its group's only add weight.
    return own.score === 0
      ? { ...c, level: "code" as const, score: 0, cues: [] }
      : { ...c, level: "code" as const, score: own.score + group.score, cues: [...own.cues, ...group.cues] };
  });
  const suggestedGroups = new Set(codes.filter((c) => c.score > 0).map((c) => groupOf(c.code)));
  const groupSuggestions: FieldCodeSuggestion[] = [...groups.values()]
    .filter((g) => g.score > 0 && !suggestedGroups.has(g.code))
    .map((g) => ({ code: g.code, label: g.label, level: "group", score: g.score, cues: g.cues }));
  return [...codes.filter((c) => c.score > 0), ...groupSuggestions]
    .sort((a, b) => b.score - a.score || (a.level === b.level ? (a.code < b.code ? -1 : 1) : a.level === "code" ? -1 : 1))
    .slice(0, limit);
}
