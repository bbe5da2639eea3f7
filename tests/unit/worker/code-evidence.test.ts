import { describe, expect, it } from "vitest";
import { runBuiltin } from "@/lib/worker/builtin";
import type { CodeHistory } from "@/lib/worker/codehost/types";
import type { LogbookOutput, PrecheckOutput, T661Output, TaskEnvelope } from "@/lib/worker/schemas";
import { envelope } from "./fixtures";
import { criterion } from "./helpers";

// The builtin engine's use of a repository's history, handed to it as data (no network here).

const history = (commits: CodeHistory["commits"], readme: string | null = null, warnings: string[] = []): CodeHistory => ({
  repo: "acme/sensor-fw",
  branch: "main",
  year: "2025",
  commits,
  readme,
  warnings,
});

const c = (n: number, date: string, message: string) => ({ sha: `${n}`.padStart(7, "0") + "f".repeat(33), date, message });

const EXPERIMENTS = history(
  [
    c(1, "2025-02-03", "Add strain gauge driver"),
    c(2, "2025-03-14", "Benchmark fixed-point vs float filter on the M4"),
    c(3, "2025-04-02", 'Revert "Use the DMA ring buffer for sampling"\n\nSamples were lost above 4 kHz.'),
    c(4, "2025-05-09", "Wrap the I2C read in try/catch"),
  ],
  "# Sensor firmware\n\nThe adaptive filter began as a prototype in `proto/`.\n\n```\ntry { read() }\n```",
);

const DESCRIPTION =
  "We could not predict whether a low-cost strain gauge could hold 0.1% accuracy across -20 to 60 °C, because no published compensation method covered our bonding. We hypothesized that a temperature-indexed Kalman filter would cancel the drift.";

const run = <T>(type: TaskEnvelope["type"], input: string, code: CodeHistory | null) => runBuiltin(envelope(type, input), code) as { markdown: string; output: T };

describe("code evidence in the builtin engine", () => {
  it("cites a revert and a benchmark under the records criterion and raises it", () => {
    const without = run<PrecheckOutput>("PRECHECK", DESCRIPTION, null).output;
    const withCode = run<PrecheckOutput>("PRECHECK", DESCRIPTION, EXPERIMENTS);
    const docs = criterion(withCode.output, "documentation");
    expect(docs.evidence).toContain('Commit 0000002 (2025-03-14, benchmark): "Benchmark fixed-point vs float filter on the M4"');
    expect(docs.evidence).toContain('Commit 0000003 (2025-04-02, reverted approach): "Revert \'Use the DMA ring buffer for sampling\'"');
    expect(docs.evidence.some((e) => e.startsWith("README of acme/sensor-fw (prototype)"))).toBe(true);
    // try/catch and a plain feature commit are not experiments.
    expect(docs.evidence.join(" ")).not.toMatch(/0000001|0000004|try \{/);
    expect(criterion(without, "documentation").status).toBe("MISSING");
    expect(docs.status).toBe("MET");
    expect(withCode.output.score).toBeGreaterThan(without.score);
    expect(withCode.markdown).toMatch(/### Code history/);
  });

  it("leaves the pre-check as it was when the history shows no experimentation", () => {
    const plain = history([c(1, "2025-02-03", "Add strain gauge driver")]);
    const a = run<PrecheckOutput>("PRECHECK", DESCRIPTION, null).output;
    const b = run<PrecheckOutput>("PRECHECK", DESCRIPTION, plain).output;
    expect(b).toEqual(a);
  });

  it("names the experiments in line 244 with their SHAs and lists the commits as sources", () => {
    const { output, markdown } = run<T661Output>("T661", DESCRIPTION, EXPERIMENTS);
    const line = output.lines["244"];
    expect(line.text).toMatch(/The commit history of acme\/sensor-fw recorded this work as it went: a benchmark, "Benchmark fixed-point vs float filter on the M4" \(commit 0000002, 2025-03-14\)/);
    expect(line.text).toMatch(/a reverted approach, .*\(commit 0000003, 2025-04-02\)/);
    expect(line.wordCount).toBeLessThanOrEqual(line.wordLimit);
    expect(output.sources).toContainEqual({ commit: EXPERIMENTS.commits[1]!.sha, repo: "acme/sensor-fw" });
    expect(markdown).toMatch(/- Commit 0000002 of acme\/sensor-fw/);
  });

  it("keeps line 244 within its limit, leaving signs out with a warning", () => {
    const many = history(Array.from({ length: 8 }, (_, i) => c(i + 1, `2025-0${(i % 9) + 1}-01`, `Experiment ${i + 1}: ${"tuning the adaptive gain schedule again ".repeat(3)}`)));
    const long = `${DESCRIPTION} ${Array.from({ length: 40 }, (_, i) => `We ran trial ${i + 1} on the rig and measured the drift at each temperature step.`).join(" ")}`;
    const { output } = run<T661Output>("T661", long, many);
    expect(output.lines["244"].wordCount).toBeLessThanOrEqual(700);
    if (!output.lines["244"].text.includes("commit 0000008")) expect(output.warnings.join(" ")).toMatch(/did not fit the word limit and (was|were) left out/);
  });

  it("merges commits into the notes by day and shows GitHub's warnings", () => {
    const notes = "2025-03-14: Compared the two filters on the M4; fixed-point was 3x faster.\n2025-06-01: Tried a thinner diaphragm.";
    const { output, markdown } = run<LogbookOutput>("LOGBOOK", notes, { ...EXPERIMENTS, warnings: ["The README of acme/sensor-fw could not be read: GitHub could not be reached."] });
    expect(output.entries.map((e) => e.date)).toEqual(["2025-02-03", "2025-03-14", "2025-04-02", "2025-05-09", "2025-06-01"]);
    const notesDay = output.entries[1]!;
    expect(notesDay.work).toMatch(/Compared the two filters/);
    expect(notesDay.work).not.toMatch(/Benchmark fixed-point/);
    expect(notesDay.evidence).toEqual(["0000002"]);
    expect(output.entries[2]!.evidence).toEqual(["0000003"]);
    expect(output.entries[4]!.evidence).toEqual([]);
    expect(markdown).toMatch(/- ⚠️ The README of acme\/sensor-fw could not be read/);
  });

  it("gives the same answer as before without code history", () => {
    for (const type of ["PRECHECK", "T661", "LOGBOOK"] as const) {
      expect(runBuiltin(envelope(type, DESCRIPTION), null)).toEqual(runBuiltin(envelope(type, DESCRIPTION)));
    }
  });
});

describe("code evidence: housekeeping", () => {
  it("leaves merges, typos, bumps and wip saves out of the logbook", () => {
    const code = history([
      c(1, "2025-02-03", "wip"),
      c(2, "2025-02-04", "Bump lodash from 4.17.20 to 4.17.21"),
      c(3, "2025-02-05", "Fix typo in the calibration docs"),
      c(4, "2025-02-06", "Merge branch 'dev'"),
      c(5, "2025-02-06", "Calibrate the gauge against the reference load cell"),
      c(6, "2025-02-07", "v1.4.0"),
    ]);
    const { output } = run<LogbookOutput>("LOGBOOK", "Please turn the commits into the logbook.", code);
    expect(output.entries.map((e) => [e.date, e.evidence])).toEqual([["2025-02-06", ["0000005"]]]);
    expect(output.entries[0]!.work).toMatch(/^Calibrated the gauge against the reference load cell/);
  });
});

describe("code evidence at the caps", () => {
  it("reads a full year of long commits in bounded time", () => {
    const body = "Measured the drift at each step; it fell from 5% to 2% after the change. ".repeat(25).slice(0, 2_000);
    const year = history(
      Array.from({ length: 1_000 }, (_, i) => c(i + 1, `2025-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`, `Try variant ${i + 1} of the gain schedule\n\n${body}`)),
      "A benchmark of every variant is in bench/.\n".repeat(2_000),
    );
    for (const type of ["LOGBOOK", "PRECHECK", "T661"] as const) {
      const started = performance.now();
      const { output } = run<LogbookOutput | PrecheckOutput | T661Output>(type, DESCRIPTION, year);
      expect(performance.now() - started).toBeLessThan(5_000);
      if (type === "LOGBOOK") expect((output as LogbookOutput).entries).toHaveLength(85);
      if (type === "PRECHECK") expect(criterion(output as PrecheckOutput, "documentation").evidence.length).toBeLessThanOrEqual(11);
    }
  });
});
