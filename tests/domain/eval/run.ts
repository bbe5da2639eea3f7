import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { config } from "@/lib/config";
import { warmBuiltin } from "@/lib/worker/builtin/warm";
import { checkGoals, figures, GROUPS, type Figures, type Group } from "./aggregate";
import { builtinEngine, llmEngine, type EvalEngine } from "./engine";
import { evaluate } from "./evaluate";
import { formatFailures, formatFigures, formatGoals } from "./format";
import { CaseError, DOMAIN_DIR, loadCorpus } from "./load";

// npm run eval [-- options]: an engine on the domain corpus (tests/domain/README.md). A measurement,
// so it exits 0 whatever the figures, unless --check asks whether issue 10's goals are met on the
// holdout split.

const USAGE = `options: --samples, --verbose, --verbose-holdout, --check, --engine builtin|llm, --concurrency N, --dir PATH`;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        samples: { type: "boolean", default: false },
        verbose: { type: "boolean", default: false },
        "verbose-holdout": { type: "boolean", default: false },
        check: { type: "boolean", default: false },
        engine: { type: "string", default: "builtin" },
        concurrency: { type: "string", default: "4" },
        dir: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    });
    const concurrency = Number(values.concurrency);
    if (!["builtin", "llm"].includes(values.engine) || !Number.isInteger(concurrency) || concurrency < 1) throw new Error("bad value");
    return { ...values, concurrency };
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

function engineFor(opts: ReturnType<typeof options>): EvalEngine | string {
  if (opts.engine === "builtin") return builtinEngine;
  // The same settings the app's worker reads (lib/config.ts), so the eval measures what users would get.
  const llm = config.worker.llm;
  if (!llm) return "--engine llm needs LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY if the endpoint asks for one)";
  return llmEngine(llm, opts.concurrency);
}

async function main(): Promise<number> {
  const opts = options();
  const engine = engineFor(opts);
  if (typeof engine === "string") {
    console.error(engine);
    return 2;
  }
  let corpus;
  try {
    corpus = loadCorpus(opts.samples, opts.dir ? path.resolve(opts.dir) : DOMAIN_DIR);
  } catch (err) {
    if (err instanceof CaseError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }

  // The warm-up the server runs when it starts (lib/startup.ts): the first calls pay for module and
  // lexicon set-up and for compiling the expressions, which a server pays once, not per case.
  if (engine === builtinEngine) warmBuiltin();

  const scores = await evaluate(corpus, engine);
  const { screening, t661, logbook } = scores;
  const byGroup = Object.fromEntries(GROUPS.map((g) => [g, figures(g, screening, t661, logbook)])) as Record<Group, Figures>;
  const goals = checkGoals(byGroup.holdout);

  console.info(
    `Engine: ${engine.name}. Cases: ${screening.length} screening, ${t661.length} T661, ${logbook.length} logbook` +
      (opts.samples ? " (samples included)" : "") +
      (opts.dir ? ` from ${opts.dir}` : ""),
  );
  // A set without a holdout split (the trials) has nothing to show under "holdout" and no goals to check.
  const empty = (f: Figures) => f.screening.cases + f.t661.cases + f.logbook.cases === 0;
  // "all" only adds something when both splits have cases.
  const shown = GROUPS.filter((g) => (g === "all" ? !empty(byGroup.dev) && !empty(byGroup.holdout) : !empty(byGroup[g])));
  for (const g of shown) console.info(`\n${formatFigures(g, byGroup[g])}`);
  console.info(`\n${empty(byGroup.holdout) ? "No holdout cases: issue 10's goals not checked." : formatGoals(goals)}`);
  const holdoutToo = opts["verbose-holdout"];
  if (opts.verbose || holdoutToo) console.info(`\n${formatFailures({ s: screening, t: t661, l: logbook }, holdoutToo)}`);

  const dir = path.join(os.tmpdir(), "sred-eval");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "latest.json");
  const json = { engine: engine.name, dir: opts.dir ?? null, samples: opts.samples, figures: byGroup, goals, cases: scores };
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.info(`\nResults: ${file}`);

  if (opts.check && goals.some((g) => !g.met)) return 1;
  return 0;
}

process.exitCode = await main();
