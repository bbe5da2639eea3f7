import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { figures } from "@/tests/domain/eval/aggregate";
import { builtinEngine, llmEngine, mapLimit } from "@/tests/domain/eval/engine";
import { evaluate } from "@/tests/domain/eval/evaluate";
import { loadCorpus, type Corpus } from "@/tests/domain/eval/load";
import { systemPrompt } from "@/lib/worker/llm-prompts";
import { RED_FLAGS } from "@/lib/worker/builtin/lexicon/red-flags";
import { startFakeLlm, type ChatRequest } from "../../fakes/llm-server";

const run = promisify(execFile);
const source = { title: "t", citation: "c" };
const ids = ["uncertainty", "hypothesis", "systematic_investigation", "advancement", "documentation"] as const;

const corpus: Corpus = {
  screening: [
    {
      id: "refused",
      split: "holdout",
      source,
      input: "We tried moulds until the part came out right.",
      expected: { outcome: "NOT_ELIGIBLE", verdicts: ["UNLIKELY_ELIGIBLE"], decidingCriterion: "uncertainty" },
      expectedStatuses: { uncertainty: "MISSING", hypothesis: "MISSING", systematic_investigation: "MISSING", advancement: "MISSING", documentation: "MET" },
    },
    {
      id: "broken",
      split: "holdout",
      source,
      input: "BREAK THE MODEL",
      expected: { outcome: "ELIGIBLE", verdicts: ["POSSIBLY_ELIGIBLE"], decidingCriterion: null },
    },
  ],
  t661: [
    {
      id: "t",
      split: "dev",
      source,
      sentences: [
        { text: "It was not known whether the coating would hold at minus forty.", line: "242" },
        { text: "We tested three coatings in the cold chamber.", line: "244" },
      ],
    },
  ],
  logbook: [
    {
      id: "l",
      split: "dev",
      source,
      notes: "2025-03-04 cold chamber run, coating B held",
      expected: [
        { date: "2025-03-04", title: "Cold chamber run", hypothesis: null, work: "Cold chamber run of coating B", result: "Coating B held", nextSteps: null, evidence: [] },
      ],
    },
  ],
};

function precheckAnswer(): string {
  const criteria = ids.map((id) => ({ id, label: id, status: id === "documentation" ? "MET" : "MISSING", evidence: [], gaps: [] }));
  return JSON.stringify({
    markdown: "Unlikely",
    output: { verdict: "UNLIKELY_ELIGIBLE", score: 10, criteria, followUpQuestions: [], decidingCriterion: "uncertainty" },
  });
}

function answer(request: ChatRequest): string {
  const user = request.messages[1]!.content;
  if (user.includes("BREAK THE MODEL")) return "not JSON";
  if (user.includes("Request (PRECHECK)")) return precheckAnswer();
  if (user.includes("Request (T661)")) {
    const line = (text: string) => ({ question: "q", text, wordCount: 0, wordLimit: 0 });
    const lines = { "242": line("It was not known whether the coating would hold at minus forty."), "244": line(""), "246": line("") };
    return JSON.stringify({ markdown: "Draft", output: { lines, warnings: [], sources: [] } });
  }
  const entry = { date: "2025-03-04", title: "Cold chamber run", hypothesis: "", work: "Cold chamber run of coating B", result: "Coating B held", nextSteps: "", evidence: [] };
  return JSON.stringify({ markdown: "Log", output: { entries: [entry] } });
}

const llm = await startFakeLlm();
beforeAll(() => {
  llm.state.answer = answer;
});
afterAll(() => llm.close());

describe("eval engines", () => {
  it("scores a model's answers like the builtin engine's, and a run with no answer as wrong", async () => {
    const engine = llmEngine({ baseUrl: llm.baseUrl, model: "fake-model" }, 3);
    const scores = await evaluate(corpus, engine);
    const [refused, broken] = scores.screening;
    expect(refused).toMatchObject({ verdict: "UNLIKELY_ELIGIBLE", verdictRight: true, criterionRight: true, statusesRight: 5, statusesExpected: 5 });
    expect(broken).toMatchObject({ verdict: null, verdictRight: false });
    expect(broken!.error).toMatch(/no usable answer/);
    expect(scores.t661[0]).toMatchObject({ placed: 1, labelled: 2, emptyLines: ["244"] });
    expect(scores.logbook[0]).toMatchObject({ right: 1, expectedRows: 1 });

    const all = figures("all", scores.screening, scores.t661, scores.logbook);
    expect(all.failed).toBe(1);
    expect(all.screening.verdict).toMatchObject({ n: 1, of: 2 });
    // The failed run is in no column of the confusion matrix, and still counts against the accuracy.
    expect(Object.values(all.screening.confusion.ELIGIBLE!).reduce((a, b) => a + b, 0)).toBe(0);
    expect(all.screening.statuses).toMatchObject({ n: 5, of: 5 });
  });

  it("gives the model the builtin engine's rules: the five questions, every red flag with its authority, the logbook's evidence rule", () => {
    const precheck = systemPrompt("PRECHECK");
    expect(precheck).toContain("Northwest Hydraulic Consultants");
    for (const [id, flag] of Object.entries(RED_FLAGS)) expect(precheck).toContain(`"${id}" (${flag.criterion}`);
    expect(precheck).toContain("decidingCriterion");
    expect(systemPrompt("T661")).toMatch(/stays "" with a warning/);
    expect(systemPrompt("LOGBOOK")).toMatch(/never a bare\s+figure/);
  });

  it("runs the builtin engine one case at a time", async () => {
    expect(builtinEngine.concurrency).toBe(1);
    const scores = await evaluate({ ...corpus, screening: corpus.screening.slice(0, 1) }, builtinEngine);
    expect(scores.screening[0]!.verdict).not.toBeNull();
  });

  it("maps with a bounded number of calls pending, in order", async () => {
    let pending = 0;
    let most = 0;
    const out = await mapLimit([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      most = Math.max(most, ++pending);
      await new Promise((r) => setTimeout(r, 5));
      pending--;
      return n * 2;
    });
    expect(out).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(most).toBe(3);
  });

  it("loads the trial sets, each screening case with all five expected statuses", () => {
    const trials = loadCorpus(false, path.resolve("tests/domain/trials"));
    expect(trials.screening.length).toBeGreaterThanOrEqual(120);
    expect(trials.logbook.length).toBeGreaterThanOrEqual(30);
    for (const c of trials.screening) expect(Object.keys(c.expectedStatuses ?? {}).sort()).toEqual([...ids].sort());
  });
});

describe("npm run eval", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const script = path.resolve("tests/domain/eval/run.ts");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eval-dir-"));
  fs.mkdirSync(path.join(dir, "screening"));
  fs.writeFileSync(path.join(dir, "screening", "refused.json"), JSON.stringify(corpus.screening[0]));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("measures the configured model on a folder of cases with --engine llm --dir", async () => {
    const env = { ...process.env, LLM_BASE_URL: llm.baseUrl, LLM_MODEL: "fake-model", TMPDIR: dir };
    const { stdout } = await run(tsx, [script, "--engine", "llm", "--dir", dir, "--concurrency", "2"], { env });
    expect(stdout).toContain("Engine: fake-model. Cases: 1 screening");
    expect(stdout).toMatch(/verdict accuracy\s+100\.0% \(1\/1\)/);
    expect(stdout).toMatch(/NOT MET engine time|met {5}engine time/);
  }, 60_000);

  it("refuses --engine llm without a model endpoint, and an unknown option, with exit 2", async () => {
    const env = { ...process.env, LLM_BASE_URL: "", LLM_MODEL: "" };
    await expect(run(tsx, [script, "--engine", "llm", "--dir", dir], { env })).rejects.toMatchObject({ code: 2 });
    await expect(run(tsx, [script, "--nope"], { env })).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
