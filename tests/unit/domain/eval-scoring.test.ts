import { describe, expect, it } from "vitest";
import type { LogbookOutput, PrecheckOutput, T661Output } from "@/lib/worker/schemas";
import { checkGoals, figures, percentile } from "@/tests/domain/eval/aggregate";
import { loadCorpus } from "@/tests/domain/eval/load";
import { screeningCaseSchema, type LogbookCase, type ScreeningCase, type T661Case } from "@/tests/domain/eval/schema";
import { isBareFigure, scoreLogbook, textRight } from "@/tests/domain/eval/score-logbook";
import { decidingCriterion, scoreScreening } from "@/tests/domain/eval/score-screening";
import { inLine, scoreT661, t661Input } from "@/tests/domain/eval/score-t661";
import { recall, tokens } from "@/tests/domain/eval/text";

const source = { title: "t", citation: "c" };
type Status = PrecheckOutput["criteria"][number]["status"];

// An output as an engine without the decidingCriterion field gives it (the runner's fallback case).
function precheck(statuses: Status[], verdict: PrecheckOutput["verdict"] = "UNLIKELY_ELIGIBLE"): PrecheckOutput {
  const ids = ["uncertainty", "hypothesis", "systematic_investigation", "advancement", "documentation"] as const;
  const output = {
    verdict,
    score: 10,
    criteria: ids.map((id, i) => ({ id, label: id, status: statuses[i]!, evidence: [], gaps: [] })),
    followUpQuestions: [],
    redFlags: [],
    followUps: [],
  };
  return output as Omit<PrecheckOutput, "decidingCriterion"> as PrecheckOutput;
}

function screeningCase(over: Partial<ScreeningCase["expected"]> = {}): ScreeningCase {
  return {
    id: "s1",
    split: "holdout",
    source,
    input: "x",
    expected: { outcome: "NOT_ELIGIBLE", verdicts: ["UNLIKELY_ELIGIBLE"], decidingCriterion: "hypothesis", ...over },
  };
}

function line(text: string) {
  return { question: "q", text, wordCount: text.split(/\s+/).length, wordLimit: 350 };
}

describe("text comparison", () => {
  it("stems tense and plural and drops stopwords", () => {
    expect(tokens("We measured the ratios")).toEqual(new Set(["measur", "ratio"]));
    expect(recall("measure the ratio", "we measured ratios")).toBe(1);
    expect(recall("planned runs", "we plan to run")).toBe(1);
    expect(recall("", "anything")).toBe(1);
  });
});

describe("screening score", () => {
  it("falls back to the first MISSING criterion, and names none when all five are weak", () => {
    expect(decidingCriterion(precheck(["MET", "MISSING", "PARTIAL", "MISSING", "MET"]))).toEqual({
      criterion: "hypothesis",
      rule: "first-missing",
    });
    expect(decidingCriterion(precheck(["PARTIAL", "MISSING", "MISSING", "MISSING", "MISSING"])).criterion).toBeNull();
  });

  it("prefers the engine's own decidingCriterion field", () => {
    const out = { ...precheck(["MET", "MET", "MISSING", "MET", "MET"]), decidingCriterion: "documentation" as const };
    expect(decidingCriterion(out)).toEqual({ criterion: "documentation", rule: "field" });
  });

  it("does not count a named criterion when all five are weak", () => {
    const weak = { ...precheck(["PARTIAL", "MISSING", "PARTIAL", "PARTIAL", "PARTIAL"]), decidingCriterion: "hypothesis" as const };
    const s = scoreScreening(screeningCase(), weak, 1);
    expect(s.verdictRight).toBe(true);
    expect(s.allWeak).toBe(true);
    expect(s.criterionRight).toBe(false);
    const named = scoreScreening(screeningCase(), precheck(["MET", "MISSING", "MET", "PARTIAL", "MET"]), 1);
    expect(named.criterionRight).toBe(true);
  });

  it("only scores the criterion on refused cases", () => {
    const s = scoreScreening(screeningCase({ outcome: "ELIGIBLE", verdicts: ["LIKELY_ELIGIBLE"], decidingCriterion: null }), precheck(["MET", "MET", "MET", "MET", "MET"], "POSSIBLY_ELIGIBLE"), 1);
    expect(s.criterionScored).toBe(false);
    expect(s.verdictRight).toBe(false);
  });
});

describe("T661 placement", () => {
  const c: T661Case = {
    id: "t1",
    split: "holdout",
    source,
    sentences: [
      { text: "Please draft this.", line: null },
      { text: "It was unknown whether the coder could reach 3:1.", line: "242", para: true },
      { text: "We measure the ratio on 40 GB of logs.", line: "244" },
      { text: "The ratio reached 2.4:1.", line: "246" },
    ],
  };

  it("joins sentences with spaces and paragraph breaks", () => {
    expect(t661Input(c)).toBe("Please draft this.\n\nIt was unknown whether the coder could reach 3:1. We measure the ratio on 40 GB of logs. The ratio reached 2.4:1.");
  });

  it("accepts a rewritten sentence by overlap with one sentence of the line, not with the whole line", () => {
    expect(inLine("We measure the ratio on 40 GB of logs.", "Context here. We measured the ratio on 40 GB of our logs.")).toBe(true);
    expect(inLine("We measure the ratio on 40 GB of logs.", "We measured things. The ratio was fine. Logs were big. It was 40 GB.")).toBe(false);
    expect(inLine("anything", "")).toBe(false);
  });

  it("counts placement, leaks and empty lines", () => {
    const output: T661Output = {
      lines: { "242": line("It was unknown whether the coder could reach 3:1. The ratio reached 2.4:1."), "244": line(""), "246": line("Please draft this.") },
      warnings: [],
      sources: [],
    };
    const s = scoreT661(c, output, 1);
    expect(s).toMatchObject({ labelled: 3, placed: 1, context: 1, leaked: 1, emptyLines: ["244"] });
    expect(s.linesWithMaterial).toEqual(["242", "244", "246"]);
  });
});

describe("logbook rows", () => {
  it("recognises bare figures but not references", () => {
    for (const f of ["0.9 ms", "1.28:1", "40%", "~12ms", "\"3 s\""]) expect(isBareFigure(f), f).toBe(true);
    for (const r of ["commit a13f9c2", "runs/2025-04-02.csv", "test report #12", "PR 41"]) expect(isBareFigure(r), r).toBe(false);
  });

  it("needs recall and precision, and an empty field for an expected null", () => {
    expect(textRight("Trained three dictionaries.", "We trained 3 dictionaries on three sets")).toBe(true);
    expect(textRight("Trained three dictionaries.", "trained three dictionaries then ran benchmark got ratio 2.1 decode 0.9 ms next try flow meters shared")).toBe(false);
    expect(textRight(null, "")).toBe(true);
    expect(textRight(null, "something")).toBe(false);
  });

  it("matches rows by date and marks a row right on date, title, work, result and no bare figure", () => {
    const row = { date: "2025-03-04", title: "Dictionary per sensor type", hypothesis: null, work: "Trained three dictionaries.", result: "Ratio 2.1:1.", nextSteps: null, evidence: ["commit a13f9c2"] };
    const c: LogbookCase = { id: "l1", split: "holdout", source, notes: "n", expected: [row, { ...row, date: "2025-03-05" }] };
    const entry = { date: "2025-03-04", title: "Dictionary per sensor type", hypothesis: "", work: "trained three dictionaries", result: "ratio 2.1:1", nextSteps: "", evidence: ["commit a13f9c2"] };
    const out: LogbookOutput = { entries: [entry, { ...entry, date: "2025-03-06" }] };
    const s = scoreLogbook(c, out, 1);
    expect(s).toMatchObject({ expectedRows: 2, gotRows: 2, matched: 1, right: 1 });
    const withFigure = scoreLogbook(c, { entries: [{ ...entry, evidence: ["commit a13f9c2", "0.9 ms"] }] }, 1);
    expect(withFigure.rows[0]).toMatchObject({ right: false, bareFigures: ["0.9 ms"] });
  });
});

describe("aggregation and goals", () => {
  it("reports no cases as null, which fails the check", () => {
    const f = figures("holdout", [], [], []);
    expect(f.screening.verdict.share).toBeNull();
    expect(checkGoals(f).every((g) => !g.met)).toBe(true);
  });

  it("takes the nearest-rank percentile", () => {
    expect(percentile([5, 1, 3, 2, 4], 0.95)).toBe(5);
    expect(percentile(Array.from({ length: 100 }, (_, i) => i + 1), 0.95)).toBe(95);
  });
});

describe("corpus", () => {
  it("rejects a malformed case with its path", () => {
    const bad = screeningCaseSchema.safeParse({ ...screeningCase(), expected: { ...screeningCase().expected, verdicts: ["MAYBE"] } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["expected", "verdicts", 0]);
  });

  it("loads every case in tests/domain, samples included, without error", () => {
    const corpus = loadCorpus(true);
    expect(corpus.screening.some((c) => c.id.startsWith("_sample"))).toBe(true);
    expect(loadCorpus(false).screening.every((c) => !c.id.startsWith("_"))).toBe(true);
  });
});
