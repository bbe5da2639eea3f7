import { describe, expect, it } from "vitest";
import { splitClauses } from "@/lib/worker/builtin/logbook/clauses";
import { leadingDate, type DateContext } from "@/lib/worker/builtin/logbook/dates";
import { figureIn } from "@/lib/worker/builtin/logbook/fields";
import { findReferences } from "@/lib/worker/builtin/logbook/references";
import * as F from "./fixtures";
import { logbook } from "./helpers";

const ctx = (last: string | null, extra: Partial<DateContext> = {}): DateContext => ({ last, week: null, reference: "2025", lineStart: true, ...extra });

describe("LOGBOOK", () => {
  it("splits dated notes into entries sorted oldest first", () => {
    const { output } = logbook(F.NOTES_LATE, { history: [F.user(F.NOTES_EARLY, "2025-03-20T15:00:00Z"), F.assistant("Noted.", "2025-03-20T15:00:05Z")] });
    expect(output.entries.map((e) => e.date)).toEqual(["2025-03-14", "2025-03-18", "2025-03-21"]);
    const [first, second, third] = output.entries;
    expect(first!.title).toMatch(/^Setting up the benchmark harness on the Cortex-M4 board/);
    expect(first!.hypothesis).toBe("We expect zstd to be too slow at level 3.");
    expect(first!.result).toBe("Way over the 20 ms budget.");
    // Figures stay in the text; only references are evidence.
    expect(first!.evidence).toEqual([]);
    expect(second!.work).toBe("Tried LZ4 on the pump dataset.");
    expect(second!.title).toBe("LZ4 on the pump dataset");
    expect(second!.result).toContain("Ratio only 1.4x.");
    expect(second!.nextSteps).toBe("Try delta encoding before LZ4.");
    expect(third!.result).toBe("Latency measured at 9 ms, ratio 2.1x.");
    expect(third!.evidence).toEqual(["bench-0321.csv"]);
    expect(third!.nextSteps).toBe("Ask Priya for the second pump's data.");
  });

  it("dates undated notes by their message, and the input by the latest message", () => {
    const { output } = logbook(F.NOTES_UNDATED, {
      history: [F.user("Mixed a fresh batch of primer with the new silane.", "2025-06-02T09:30:00.000Z"), F.assistant("Noted.", "2025-06-05T10:00:00Z")],
    });
    expect(output.entries.map((e) => [e.date, e.title])).toEqual([
      ["2025-06-02", "Mixing a fresh batch of primer with the new silane"],
      ["2025-06-05", "Testing the new primer on 8 steel coupons after sandblasting"],
      ["2025-06-05", "We think the silane content is what matters"],
    ]);
    expect(output.entries[1]!.result).toBe("Adhesion improved to 3.2 MPa from 2.1 MPa with the old primer.");
    expect(output.entries[1]!.evidence).toEqual([]);
    expect(output.entries[2]!.hypothesis).toBe("We think the silane content is what matters.");
    expect(output.entries[2]!.nextSteps).toBe("We will repeat with 0.5% and 1% silane next week.");
  });

  it("falls back to the fiscal year when nothing carries a date", () => {
    const { output } = logbook("Ran the fatigue rig for 20,000 cycles on the new bracket and it cracked at the weld toe.");
    expect(output.entries).toHaveLength(1);
    expect(output.entries[0]!.date).toBe("2025");
  });

  it("reads month names, yearless dates and unambiguous numeric dates", () => {
    const notes = `Dec 18 - trained the baseline U-Net, IoU 0.71 on the validation set.

14/01/2025: retrained with synthetic cracks, IoU 0.83.

03/04/2025 was a holiday so nothing happened.

On 9 January 2025 we swapped the loss to focal loss; it did not converge.`;
    const { output } = logbook(notes, { history: [F.user(notes, "2025-01-20T08:00:00Z")] });
    expect(output.entries.map((e) => e.date)).toEqual(["2024-12-18", "2025-01-09", "2025-01-14", "2025-01-14"]);
    // The ambiguous date, later than the message, opens no entry of its own.
    expect(output.entries[3]!.work).toContain("03/04/2025");
    expect(output.entries[0]!.result).toBe("IoU 0.71 on the validation set.");
    expect(output.entries[1]!.result).toBe("It did not converge.");
  });

  it("reads week headings, per-day lines and one row per paragraph under a heading", () => {
    const notes = `Compression trials (spring)

wk of 2025-05-05
5/6: tried set B on 12 logs. expect B to beat A bc shorter headers
ratio 2.1:1 vs 1.4:1. ELN-0506-2

5/13 reran set B w/ the new dictionary, ratio 2.3:1

wk of Jun 2
Jar tests on the media, 12 mg/L, 24 h contact. best: 91% removal

Going with the coated media. ran a leach test: 0.4 mg/L, under the 1 mg/L limit`;
    const { output } = logbook(notes);
    expect(output.entries.map((e) => e.date)).toEqual(["2025-05-06", "2025-05-13", "2025-06-02", "2025-06-02"]);
    const [may6, may13, jun2, jun2b] = output.entries;
    expect(may6!.hypothesis).toBe("Expect B to beat A because shorter headers.");
    expect(may6!.result).toBe("Ratio 2.1:1 against 1.4:1.");
    expect(may6!.evidence).toEqual(["ELN-0506-2"]);
    expect(may13!.work).toBe("Reran set B with the new dictionary.");
    expect(may13!.result).toBe("Ratio 2.3:1.");
    expect(jun2!.work).toBe("Ran jar tests on the media, 12 mg/L, 24 h contact.");
    expect(jun2!.result).toBe("Best: 91% removal.");
    expect(jun2b!.result).toBe("0.4 mg/L, under the 1 mg/L limit.");
  });

  it("sorts labelled lines and keeps references out of the text fields", () => {
    const notes = `2025-03-04
hypothesis: a dictionary per sensor type will beat one shared dictionary
trained 3 dictionaries on the pump and valve logs, ran the benchmark
result: ratio 2.1:1 vs 1.4:1 shared, decode 0.9 ms
commit a13f9c2
next: try the flow meters`;
    const [row] = logbook(notes).output.entries;
    expect(row).toEqual({
      date: "2025-03-04",
      title: "Training 3 dictionaries on the pump and valve logs — a dictionary per sensor type will beat one shared",
      hypothesis: "A dictionary per sensor type will beat one shared dictionary.",
      work: "Trained 3 dictionaries on the pump and valve logs, ran the benchmark.",
      result: "Ratio 2.1:1 against 1.4:1 shared, decode 0.9 ms.",
      nextSteps: "Try the flow meters.",
      evidence: ["commit a13f9c2"],
    });
  });

  it("captures file names the user mentions as evidence", () => {
    const { output } = logbook("2025-05-02: Measured warpage on 12 parts, see CMM-report-0502.pdf and warpage.xlsx.", {
      files: [F.file("f9", "warpage.xlsx", ["part, warpage"])],
    });
    expect(output.entries[0]!.evidence).toEqual(expect.arrayContaining(["warpage.xlsx", "CMM-report-0502.pdf"]));
    expect(output.entries[0]!.work).toBe("Measured warpage on 12 parts.");
  });

  it("skips requests to the assistant and returns no entries for empty notes", () => {
    const { output, markdown } = logbook("Please turn these notes into a logbook.");
    expect(output.entries).toEqual([]);
    expect(markdown).toContain("No notes to turn into entries yet");
    expect(logbook("").output.entries).toEqual([]);
  });

  it("renders one section per entry with bold labels", () => {
    const { markdown } = logbook(F.NOTES_LATE, { history: [F.user(F.NOTES_EARLY, "2025-03-20T15:00:00Z")] });
    expect(markdown).toContain("### 2025-03-14 — Setting up the benchmark harness on the Cortex-M4 board");
    expect(markdown).toContain("- **Hypothesis:** We expect zstd to be too slow at level 3.");
    expect(markdown).toContain("- **Evidence:** `bench-0321.csv`");
  });
});

describe("logbook rules", () => {
  it("reads dates in the forms notes use", () => {
    expect(leadingDate("Dec 4 24: baseline mix", ctx(null))).toMatchObject({ iso: "2024-12-04", rest: "baseline mix" });
    expect(leadingDate("Jan 8 25: 3% seeding", ctx("2024-12-11"))?.iso).toBe("2025-01-08");
    expect(leadingDate("Jan 8: more seeding", ctx("2024-12-11"))?.iso).toBe("2025-01-08");
    expect(leadingDate("Tue 2025-09-02", ctx(null))?.iso).toBe("2025-09-02");
    expect(leadingDate("15.09.2025 totals added", ctx(null))?.iso).toBe("2025-09-15");
    expect(leadingDate("wk of 2025-05-05", ctx(null))).toMatchObject({ iso: "2025-05-05", week: true, rest: "" });
    expect(leadingDate("Thu: reran it", ctx("2025-05-05", { week: "2025-05-05" }))?.iso).toBe("2025-05-08");
    // Day and month that could be swapped: the reading nearest the notes' last date.
    expect(leadingDate("5/6: primer B", ctx("2025-05-05"))?.iso).toBe("2025-05-06");
    expect(leadingDate("6/5: primer B", ctx("2025-05-05"))?.iso).toBe("2025-05-06");
    // A count inside a line, a file name, a count of samples: no dates.
    expect(leadingDate("4/12 amplified", ctx("2025-05-05", { lineStart: false }))).toBeNull();
    expect(leadingDate("2025-03-11.csv holds the runs", ctx(null))).toBeNull();
    expect(leadingDate("Mar 3 12 samples", ctx(null))).toMatchObject({ iso: "2025-03-03", rest: "12 samples" });
  });

  it("finds references, never figures", () => {
    const text = "p99 41 ms -> 12 ms (PR #212, commit e04b3fa), see runs/2025-04-02.csv, cache/evict.go, ELN-0506-2, LR-2024-088, C-1211-1..6, 0.4 ug/ul, 2.1:1, 4/12, w/ set B, C-S-H, Cortex-M4, 7c2e91d";
    expect(findReferences(text).map((r) => r.text)).toEqual([
      "PR #212", "commit e04b3fa", "runs/2025-04-02.csv", "cache/evict.go", "ELN-0506-2", "LR-2024-088", "C-1211-1..6", "commit 7c2e91d",
    ]);
    expect(findReferences("wear ~26 writes/page/update, 10 km/h, and/or e.g. v2.1")).toEqual([]);
  });

  it("cuts clauses outside brackets and marks what a colon or arrow leads to", () => {
    expect(splitClauses("primer set B (new, targets 16S V3) vs set A, 12 extracts").map((c) => c.text)).toEqual([
      "primer set B (new, targets 16S V3) vs set A",
      "12 extracts",
    ]);
    const bench = splitClauses("50 forced disconnects -> 50/50 resumed");
    expect(bench.map((c) => [c.text, c.outcome])).toEqual([["50 forced disconnects", false], ["50/50 resumed", true]]);
  });

  it("tells result figures from counts", () => {
    expect(figureIn("ratio 2.1:1")).toBe("strong");
    expect(figureIn("4/12 no amp")).toBe("strong");
    expect(figureIn("decode 0.9 ms")).toBe("strong");
    expect(figureIn("200 cycles on the jig")).toBe("count");
    expect(figureIn("3 doses (30/60/90 s)")).toBe("strong");
    expect(figureIn("results in runs/2025-04-02.csv")).toBeNull();
  });
});
