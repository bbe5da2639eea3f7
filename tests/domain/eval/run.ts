import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { warmBuiltin } from "@/lib/worker/builtin/warm";
import { checkGoals, figures, GROUPS, type Figures, type Group } from "./aggregate";
import { runLogbook, runPrecheck, runT661 } from "./engine";
import { formatFailures, formatFigures, formatGoals } from "./format";
import { CaseError, loadCorpus } from "./load";
import { scoreLogbook } from "./score-logbook";
import { scoreScreening } from "./score-screening";
import { scoreT661, t661Input } from "./score-t661";

// npm run eval [--samples] [--verbose | --verbose-holdout] [--check]: the builtin engine on the domain corpus
// (tests/domain/README.md). A measurement, so it exits 0 whatever the figures, unless --check asks
// whether issue 10's goals are met on the holdout split.

const args = new Set(process.argv.slice(2));
for (const a of args) {
  if (!["--samples", "--verbose", "--verbose-holdout", "--check"].includes(a)) {
    console.error(`unknown option ${a} (use --samples, --verbose, --verbose-holdout, --check)`);
    process.exit(2);
  }
}

function main(): number {
  let corpus;
  try {
    corpus = loadCorpus(args.has("--samples"));
  } catch (err) {
    if (err instanceof CaseError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }

  // The warm-up the server runs when it starts (lib/startup.ts): the first calls pay for module and
  // lexicon set-up and for compiling the expressions, which a server pays once, not per case.
  warmBuiltin();

  const screening = corpus.screening.map((c) => {
    const r = runPrecheck(c.id, c.input);
    return scoreScreening(c, r.output, r.ms);
  });
  const t661 = corpus.t661.map((c) => {
    const r = runT661(c.id, t661Input(c));
    return scoreT661(c, r.output, r.ms);
  });
  const logbook = corpus.logbook.map((c) => {
    const r = runLogbook(c.id, c.notes);
    return scoreLogbook(c, r.output, r.ms);
  });

  const byGroup = Object.fromEntries(GROUPS.map((g) => [g, figures(g, screening, t661, logbook)])) as Record<Group, Figures>;
  const goals = checkGoals(byGroup.holdout);

  console.info(
    `Cases: ${screening.length} screening, ${t661.length} T661, ${logbook.length} logbook` +
      (args.has("--samples") ? " (samples included)" : ""),
  );
  for (const g of GROUPS) console.info(`\n${formatFigures(g, byGroup[g])}`);
  console.info(`\n${formatGoals(goals)}`);
  const holdoutToo = args.has("--verbose-holdout");
  if (args.has("--verbose") || holdoutToo) console.info(`\n${formatFailures({ s: screening, t: t661, l: logbook }, holdoutToo)}`);

  const dir = path.join(os.tmpdir(), "sred-eval");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "latest.json");
  const json = { samples: args.has("--samples"), figures: byGroup, goals, cases: { screening, t661, logbook } };
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.info(`\nResults: ${file}`);

  if (args.has("--check") && goals.some((g) => !g.met)) return 1;
  return 0;
}

process.exitCode = main();
