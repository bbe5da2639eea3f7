import fs from "node:fs";
import path from "node:path";
import { check, type Diagnostics, type Parameters } from "recheck";
import { describe, expect, it } from "vitest";
import { COMPILED_CRITERION_CUES, CRITERION_CUES, CRITERION_ORDER } from "@/lib/worker/builtin/lexicon";
import { alternationOf, compileCues, findCues } from "@/lib/worker/builtin/lexicon/compile";
import { COMPILED_EXCLUSION_CUES, EXCLUSION_CUES } from "@/lib/worker/builtin/lexicon/exclusions";
import { COMPILED_RED_FLAG_CUES, RED_FLAG_CUES } from "@/lib/worker/builtin/lexicon/red-flags";
import { UNCERTAINTY_CUES } from "@/lib/worker/builtin/lexicon/uncertainty";
import { DATE_PATTERNS } from "@/lib/worker/builtin/text/dates";
import { collectRegexes } from "./regex-sources";

// No regular expression of the application may backtrack super-linearly (issue 13, finding 1). Every
// expression written in lib/, components/ and app/, and those the builtin engine builds at run time,
// goes through recheck, a ReDoS checker that models V8's backtracking (automata for most expressions,
// fuzzing for look-arounds and large ones) and reports polynomial and exponential cases.
//
// recheck takes from a few milliseconds to a few seconds per expression (about a minute for all of
// them), so its verdicts are kept in regex-verdicts.json, keyed by expression, flags, recheck's version
// and the settings below. Only expressions without a verdict there are analysed, and their verdicts
// are added to the file (except under CI); a stale or hand-made file can only cost time, never hide a
// new expression.

const ROOT = path.resolve(import.meta.dirname, "../../..");
const DIRS = ["lib", "components", "app"];
const VERDICTS_FILE = path.join(import.meta.dirname, "regex-verdicts.json");

// Count limits rather than clocks, so that a verdict does not depend on the machine's load: no time
// limit on the fuzzer's attack, incubation and seeding runs, no recall run (recheck's default). The
// counted repetitions of the lexicons ({3,120}) stay below maxRepeatCount, so their automata are
// analysed exactly rather than fuzzed. The fuzzer gets three times its default generations and
// iterations: with the defaults it missed the quadratic figure expression of measurements.ts (its
// look-behind sends it to the fuzzer). The timeout is a backstop; reaching it fails the test.
const PARAMS: Parameters = {
  timeout: 30_000,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  recallTimeout: -1,
  maxRepeatCount: 130,
  maxIteration: 30,
  maxInitialGenerationSize: 2_000,
  maxGenerationSize: 300,
};
const RECHECK_VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/recheck/package.json"), "utf8")) as { version: string }).version;
const DETECTOR = `recheck ${RECHECK_VERSION} ${JSON.stringify(PARAMS)}`;

interface Expression {
  where: string;
  source: string;
  flags: string;
}

type Verdict = { status: "safe"; checker: string } | { status: "vulnerable"; complexity: string; attack: string } | { status: "unknown"; error: string };

const keyOf = (e: { source: string; flags: string }) => `/${e.source}/${e.flags}`;

// The engine's lexicons are compiled at run time into a few alternations per lexicon, `\b(?:(cue)|...)`.
// Each cue is checked on its own behind the same \b: an alternation outside any quantifier costs, at
// each position, the sum of its branches, so it is linear when each branch is (the structure is
// asserted below).
const lexicons = [
  ...CRITERION_ORDER.map((id) => ({ name: `criterion ${id}`, cues: CRITERION_CUES[id], compiled: COMPILED_CRITERION_CUES[id] })),
  { name: "exclusions", cues: EXCLUSION_CUES, compiled: COMPILED_EXCLUSION_CUES },
  { name: "red flags", cues: RED_FLAG_CUES, compiled: COMPILED_RED_FLAG_CUES },
];
const cueExpressions = lexicons.flatMap((l) =>
  l.cues.map((c, i) => ({ where: `${l.name} cue ${i}`, source: String.raw`\b(?:${c.source})`, flags: "g" })),
);

// Expressions built at run time, by file: how many `RegExp(...)` constructions the file holds whose
// pattern the source does not spell out, and what they build.
const RUNTIME: Record<string, { count: number; why: string; expressions: () => Expression[] }> = {
  "lib/worker/builtin/lexicon/compile.ts": {
    count: 3,
    why: "the lexicons: alternations of the cues, each cue alone to count its groups, each cue alone and the alternation of the cues after one that matched, anchored where it matched (an alternation is linear when each cue is: checked here as each cue itself, unanchored)",
    expressions: () => cueExpressions,
  },
  "lib/worker/builtin/text/dates.ts": {
    count: 3,
    why: "the month-name dates and months with their year, built from the month table",
    expressions: () => DATE_PATTERNS.map((re, i) => ({ where: `DATE_PATTERNS[${i}]`, source: re.source, flags: re.flags })),
  },
  "lib/worker/builtin/text/suffix.ts": {
    count: 1,
    why: "a copy, with the g flag, of an expression that is checked where it is written",
    expressions: () => [],
  },
};

// Expressions recheck cannot settle within its limits (it times out), with the reason they are
// linear and 1 MB inputs that the scan the application runs must get through quickly. They are not
// sent to recheck.
const windowCue = UNCERTAINTY_CUES.find((c) => c.source.includes(String.raw`(?:[\w-]+ ){0,10}`));
const PROVEN: { where: string; source: string; flags: string; why: string; scan: (text: string) => unknown; inputs: (size: number) => string[] }[] = [
  {
    where: "criterion uncertainty cue: standard practice fell short",
    source: String.raw`\b(?:${windowCue?.source})`,
    flags: "g",
    why:
      "STANDARD (?:[\\w-]+ ){0,10}FELL_SHORT, two lists of fixed phrases around a window of at most ten " +
      "words. A word holds no space, so from a start the engine reads at most the next ten words, giving " +
      "back each word's characters once, and a word is read from at most eleven starts. recheck times out " +
      "on the ten copies of the window between two large alternations.",
    scan: (text) => findCues(text, compileCues([windowCue!])),
    inputs: (n) => [
      fill("standard ", n),
      `standard ${fill("a", n - 9)}`,
      fill("known x x x x x x x x x x ", n),
      fill("typical a-b-c-d ", n),
      `standard ${fill("a ", n - 9)}`,
      fill("standard failed ", n),
    ],
  },
  ...[
    { flag: "blank_description", words: "left the boxes ", stop: "empty" },
    { flag: "business_uncertainty", words: "whether the customers would ", stop: "budget" },
  ].map(({ flag, words, stop }) => {
    const cue = RED_FLAG_CUES.find((c) => c.flag === flag && c.source.includes(String.raw`[^.]{0,`))!;
    return {
      where: `red flags cue: ${flag}`,
      source: String.raw`\b(?:${cue.source})`,
      flags: "g",
      why:
        "fixed phrases around windows of at most three words ((?:[\\w-]+ ){0,3}) and at most 80 characters " +
        "without a stop ([^.]{0,80}): from a start the engine reads at most those windows, so each character is " +
        "read from a bounded number of starts. recheck times out on the bounded repetitions.",
      scan: (text: string) => findCues(text, compileCues([cue])),
      inputs: (n: number) => [fill(words, n), `${words}${fill("a", n - words.length)}`, fill(`${words}${stop} `, n), fill("a b c d ", n), fill("if whether left ", n)],
    };
  }),
];
const isProven = (e: Expression) => PROVEN.some((p) => p.source === e.source && p.flags === e.flags);

const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

// Milliseconds: the wall time, or the process's CPU time when that is less (other test files share
// the machine).
function timed(run: () => unknown): number {
  const started = performance.now();
  const cpu = process.cpuUsage();
  run();
  const used = process.cpuUsage(cpu);
  return Math.min(performance.now() - started, (used.user + used.system) / 1000);
}

function readVerdicts(): Map<string, Verdict> {
  if (!fs.existsSync(VERDICTS_FILE)) return new Map();
  const file = JSON.parse(fs.readFileSync(VERDICTS_FILE, "utf8")) as { detector: string; verdicts: Record<string, Verdict> };
  return file.detector === DETECTOR ? new Map(Object.entries(file.verdicts)) : new Map();
}

function verdictOf(d: Diagnostics): Verdict {
  if (d.status === "safe") return { status: "safe", checker: d.checker };
  if (d.status === "vulnerable") return { status: "vulnerable", complexity: d.complexity.type, attack: d.attack.pattern };
  return { status: "unknown", error: d.error.kind };
}

describe("regular expressions", () => {
  const { found, dynamic } = collectRegexes(ROOT, DIRS);

  it("are all found, and those built at run time are accounted for", () => {
    expect(found.length).toBeGreaterThan(100);
    expect(found.some((r) => r.file === "lib/worker/builtin/text/sentences.ts" && r.source.includes("[.!?…]+"))).toBe(true);
    const counts = new Map<string, number>();
    for (const d of dynamic) counts.set(d.file, (counts.get(d.file) ?? 0) + 1);
    const unexplained = dynamic.filter((d) => RUNTIME[d.file]?.count !== counts.get(d.file));
    expect(unexplained, "a RegExp whose pattern is built at run time: add it to RUNTIME with the expressions it builds").toEqual([]);
    expect(Object.keys(RUNTIME).filter((f) => !counts.has(f)), "RUNTIME names a file that builds no expression").toEqual([]);
  });

  it("of the lexicons are compiled as alternations of their cues, in order, each small enough for V8 to optimise", () => {
    for (const l of lexicons) {
      expect(l.compiled.parts.map((p) => p.first), l.name).toEqual([0, ...l.compiled.parts.slice(0, -1).map((p) => p.end)]);
      expect(l.compiled.parts.at(-1)!.end, l.name).toBe(l.cues.length);
      for (const p of l.compiled.parts) {
        expect(p.re.source, l.name).toBe(alternationOf(l.cues.slice(p.first, p.end).map((c) => c.source)));
        expect(p.re.flags, l.name).toBe("g");
        expect(p.re.source.length, l.name).toBeLessThan(20 * 1024);
      }
    }
  });

  it("do not backtrack super-linearly", { timeout: 600_000 }, async () => {
    const every: Expression[] = [
      ...found.map((r) => ({ where: `${r.file}:${r.line}`, source: r.source, flags: r.flags })),
      ...Object.values(RUNTIME).flatMap((r) => r.expressions()),
    ];
    expect(PROVEN.filter((p) => !every.some((e) => e.source === p.source && e.flags === p.flags)).map((p) => p.where), "gone: remove from PROVEN").toEqual([]);
    const all = every.filter((e) => !isProven(e));
    const cached = readVerdicts();
    const verdicts = new Map<string, Verdict>();
    const fresh = [...new Map(all.map((e) => [keyOf(e), e])).values()].filter((e) => {
      const v = cached.get(keyOf(e));
      if (v) verdicts.set(keyOf(e), v);
      return !v;
    });
    for (const e of fresh) verdicts.set(keyOf(e), verdictOf(await check(e.source, e.flags, PARAMS)));
    if (fresh.length > 0 && !process.env.CI) {
      const kept = Object.fromEntries([...verdicts].filter(([, v]) => v.status !== "unknown").sort(([a], [b]) => (a < b ? -1 : 1)));
      fs.writeFileSync(VERDICTS_FILE, `${JSON.stringify({ detector: DETECTOR, verdicts: kept }, null, 1)}\n`);
    }

    const flagged = all.filter((e) => verdicts.get(keyOf(e))!.status !== "safe");
    const explain = (e: Expression) => `${e.where} /${e.source}/${e.flags}: ${JSON.stringify(verdicts.get(keyOf(e)))}`;
    expect(flagged.map(explain), "rewrite these so that they cannot backtrack super-linearly").toEqual([]);
  });

  it.each(PROVEN)("left to a proof get through 1 MB of hostile text quickly: $where", ({ scan, inputs }) => {
    for (const text of inputs(1_000_000)) {
      const ms = timed(() => scan(text));
      expect(ms, `${Math.round(ms)} ms on ${JSON.stringify(text.slice(0, 30))}...`).toBeLessThan(250);
    }
  });
});
