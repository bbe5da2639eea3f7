import { describe, expect, it } from "vitest";
import { splitClauses } from "@/lib/worker/builtin/logbook/clauses";
import { learnPhrases, newPhrases, resolved } from "@/lib/worker/builtin/logbook/anaphora";
import { dateInSentence, dateOrder, leadingDate, trailingDate, type DateContext } from "@/lib/worker/builtin/logbook/dates";
import { figureIn } from "@/lib/worker/builtin/logbook/figures";
import { findReferences } from "@/lib/worker/builtin/logbook/references";
import { asChange, isSetup, learnSettings, settingChanges, type Settings } from "@/lib/worker/builtin/logbook/setup";
import { spelledOut, withoutAbbreviationStops } from "@/lib/worker/builtin/logbook/shorthand";
import { experimentOf, voiced } from "@/lib/worker/builtin/logbook/voice";
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

  it("keeps a line that opens with a commit out of the unterminated line before it", () => {
    const { output } = logbook("2025-04-09\nC at 5 °C: cure took 36 h vs 12 h at 20 °C\nhyp: the amine hardener is too slow below 10 °C\ncommit 4f2a9c1 (cure model)");
    const [entry] = output.entries;
    expect(entry!.hypothesis).toBe("The amine hardener is too slow below 10 °C.");
    expect(entry!.evidence).toContain("commit 4f2a9c1");
  });

  it("keeps a list of figures in one clause, a multiplier before a comma, and a camera's photo ids", () => {
    expect(splitClauses("mixed 3 batches with 0, 2 and 4% fibre, cast 9 cubes each").map((c) => c.text)).toEqual([
      "mixed 3 batches with 0, 2 and 4% fibre",
      "cast 9 cubes each",
    ]);
    expect(spelledOut("Ratio 4.3x, 11 ms worst case")).toBe("Ratio 4.3 times, 11 ms worst case");
    expect(spelledOut("2x 12 h runs")).toBe("two 12 h runs");
    expect(findReferences("photos: IMG_2231-2240 and DSC_0041").map((r) => r.text)).toEqual(["IMG_2231-2240", "DSC_0041"]);
  });

  it("writes a row headed by a gerund in the past, and titles it without its settings", () => {
    const { output } = logbook("2025-06-02 Tuning the PID on the extruder barrel zone 3.\nKp 2.0 Ki 0.1 - overshoot 9 °C, settles in 14 min.");
    const [entry] = output.entries;
    expect(entry!.work).toMatch(/^Tuned the PID on the extruder barrel zone 3\./);
    expect(entry!.title).toBe("Tuning the PID on the extruder barrel zone 3");
  });

  it("falls back to the close of the fiscal year when nothing carries a date", () => {
    const { output } = logbook("Ran the fatigue rig for 20,000 cycles on the new bracket and it cracked at the weld toe.");
    expect(output.entries).toHaveLength(1);
    expect(output.entries[0]!.date).toBe("2025-12-31");
  });

  it("reads month names, yearless dates and unambiguous numeric dates", () => {
    const notes = `Dec 18 - trained the baseline U-Net, IoU 0.71 on the validation set.

14/01/2025: retrained with synthetic cracks, IoU 0.83.

03/04/2025 was a holiday so nothing happened.

On 9 January 2025 we swapped the loss to focal loss; it did not converge.`;
    const { output } = logbook(notes, { history: [F.user(notes, "2025-01-20T08:00:00Z")] });
    expect(output.entries.map((e) => e.date)).toEqual(["2024-12-18", "2025-01-09", "2025-01-14"]);
    // The ambiguous date, later than the message, opens no entry of its own: it is more of the day above.
    expect(output.entries[2]!.result).toContain("03/04/2025");
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

  it("reads every slash date of one set of notes in the order its unambiguous ones show", () => {
    expect(dateOrder("2/4/25 | baseline\n16/4/25 | longer soak")).toBe(true);
    expect(dateOrder("[3/10/2025 7:58 AM] Lee\n[3/19/2025 9:02 AM] Lee")).toBe(false);
    expect(dateOrder("3/4/25 baseline, 4/5/25 rerun")).toBeUndefined();
    expect(dateOrder("16/4/25 and 4/16/25")).toBeUndefined();
    expect(leadingDate("2/4/25 | Baseline", ctx(null, { dayFirst: true }))?.iso).toBe("2025-04-02");
    expect(leadingDate("3/10/2025 foam over", ctx("2025-10-02", { dayFirst: false }))?.iso).toBe("2025-03-10");
    // Without an order, a full date that could be read two ways before any other is left unread.
    expect(leadingDate("2/4/25 | Baseline", ctx(null))).toBeNull();
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

describe("logbook shorthand, set-up and voice", () => {
  it("spells out note shorthand token by token", () => {
    expect(spelledOut("w/ set B, ~63% of cycle 1, 260 BV")).toBe("with set B, about 63% of the first cycle, 260 bed volumes");
    expect(spelledOut("p99 went 41 ms -> 12 ms, hit rate 0.81 -> 0.84")).toBe("p99 went from 41 ms to 12 ms, hit rate from 0.81 to 0.84");
    expect(spelledOut("merge if gap < 1.4x line height")).toBe("merge if gap under 1.4 times line height");
    expect(spelledOut("Std timed defrost, 2x 12 h runs, 45 min, 31 N spec min")).toBe("Standard timed defrost, two 12 h runs, 45 min, 31 N specification minimum");
    expect(spelledOut("impl in src/dfu/resume.c", "past")).toBe("implemented in src/dfu/resume.c");
    expect(spelledOut("regen w/ NaOH wash?")).toBe("regenerate with sodium hydroxide (NaOH) wash?");
    expect(spelledOut("var-pitch cutter, maltose-neg strains, 1 FA/h")).toBe("variable-pitch cutter, maltose-negative strains, 1 false alarm per hour");
    // An arrow to a result that is no figure reads as a consequence.
    expect(spelledOut("bigger radius -> stronger weld line")).toBe("bigger radius, so stronger weld line");
    // Abbreviation stops do not cut a sentence.
    expect(withoutAbbreviationStops("Added 1 eq. NAC aq. wash before the resin.")).toBe("Added 1 eq NAC aq wash before the resin.");
  });

  it("tells set-up from results and reads setting changes", () => {
    expect(isSetup("40 shots, mould 70 °C")).toBe(true);
    expect(isSetup("2x 12 h runs")).toBe(true);
    expect(isSetup("root radius 0.2 mm")).toBe(true);
    expect(isSetup("hit rate 0.84")).toBe(false);
    expect(isSetup("37 maltose-neg candidates")).toBe(false);
    expect(settingChanges("the 18% mem: node size 32 -> 64 entries.")).toBe("the 18% mem: increased node size from 32 to 64 entries.");
    expect(settingChanges("p99 41 ms -> 12 ms")).toBe("p99 41 ms -> 12 ms");
    const settings: Settings = new Map();
    learnSettings(["40 shots", "mould 70 °C"], settings);
    expect(asChange("Mould temperature 90 °C, same tool", settings)).toBe("Raised mould temperature from 70 to 90 °C, same tool");
    expect(asChange("Mould temperature 70 °C", settings)).toBe("Mould temperature 70 °C");
  });

  it("writes noun-phrase work with the verb of the work", () => {
    expect(voiced("Totals detection added (PR #88)", null)).toBe("Added totals detection (PR #88)");
    expect(voiced("Merge if gap under 1.4 times line height", null)).toBe("Merged if gap under 1.4 times line height");
    expect(voiced("GC-MS of the 9", null)).toBe("Analysed the 9 by GC-MS");
    expect(voiced("Column test, 1 m bed, 30 cm/h", null)).toBe("Ran a column test, 1 m bed, 30 cm/h");
    expect(voiced("Scale-up of the wash to 50 g", null)).toBe("Scaled up the wash to 50 g");
    const trace = experimentOf("Swapped LRU for GDSF in cache/evict.go, replayed production trace (burst-03).");
    expect(trace).toEqual({ verb: "Replayed", object: "the production trace" });
    expect(voiced("4 GB heap run", trace)).toBe("Ran the production trace with 4 GB heap");
    const mix = experimentOf("Cast baseline mix at 5 °C.");
    expect(voiced("C-S-H seeding admixture 2%", mix)).toBe("Cast the baseline mix with C-S-H seeding admixture 2%");
    // A bracket holds no participle; a phrase without a figure is no set of settings.
    expect(voiced("Stiffer holder (shrink fit), same cutter", mix)).toBe("Stiffer holder (shrink fit), same cutter");
  });

  it("names in full what an earlier row named", () => {
    const phrases = newPhrases();
    learnPhrases("Persist the DFU offset to flash; checked the whole image. 37 maltose-negative candidates.", phrases);
    expect(resolved("Ring buffer for the offset (src/dfu/offset_ring.c)", phrases)).toBe("Ring buffer for the DFU offset (src/dfu/offset_ring.c)");
    expect(resolved("Mini-ferments of the 37 in 50 mL wort", phrases)).toBe("Mini-ferments of the 37 maltose-negative candidates in 50 mL wort");
    // Only where the short form ends a phrase, and never from a describing word.
    expect(resolved("the 37 strains and the offset ring", phrases)).toBe("the 37 strains and the offset ring");
    expect(resolved("the image", phrases)).toBe("the image");
  });
});

describe("logbook rows across days", () => {
  it("titles rows by their work, never a count, and carries out the previous plan", () => {
    const notes = `2025-06-02
hyp: the bracket lifts because the corners cool too fast
12 brackets printed, 5/12 lifted at the corners
next: detect lifted corners by camera + edge contrast

2025-06-04 lift detection added (commit 3f8d2aa). caught 11/12 lifted corners

2025-06-06
impl in src/cam/lift.py
20 prints on the new bed, 1/20 lifted`;
    const [first, second, third] = logbook(notes).output.entries;
    expect(first!.title).not.toMatch(/^12/);
    expect(second!.title).toBe("Detecting lifted corners by camera and edge contrast");
    expect(second!.work).toBe("Added lift detection (commit 3f8d2aa).");
    // "impl in src/cam/lift.py" names no work once its path is cut; a count is the last resort.
    expect(third!.title).toBe("20 prints on the new bed");
  });

  it("joins two pieces of work and reads labels over their whole line", () => {
    const notes = `2025-03-18 - drop test, 1.2 m onto concrete, 30 drops
hyp: the latch opens because the hinge flexes. stiffer hinge -> latch stays shut
fix: rib added under the hinge. 30 drops again, 0 openings`;
    const [row] = logbook(notes).output.entries;
    expect(row!.title).toBe("Drop test and adding rib under the hinge");
    expect(row!.hypothesis).toBe("The latch opens because the hinge flexes. Stiffer hinge, so latch stays shut.");
    expect(row!.result).toContain("0 openings");
  });

  it("dates prose by the day a sentence gives and a heading by its closing date", () => {
    const notes = `Call with Dr. Okafor (adhesives consultant), 14 Aug 2025
- she thinks the epoxy under-cures below 10 °C
- we agreed to test lap shears at 5 °C

Spoke with the supplier on 2025-08-18 about the hardener. We mixed 3 batches at 5% on Aug 20; lap shear came out at 21.4 MPa.`;
    const { output } = logbook(notes);
    expect(output.entries.map((e) => e.date)).toEqual(["2025-08-14", "2025-08-18", "2025-08-20"]);
    expect(output.entries[0]!.hypothesis).toBe("She thinks the epoxy under-cures below 10 °C.");
    expect(output.entries[0]!.nextSteps).toBe("We agreed to test lap shears at 5 °C.");
    expect(output.entries[2]!.title).toBe("Mixing 3 batches at 5%");
  });

  it("reads the dates and references of a chemist's notebook", () => {
    expect(leadingDate("12-Mar-2025 p. 41", ctx(null))).toMatchObject({ iso: "2025-03-12", rest: "p. 41" });
    expect(trailingDate("Call with Dr. Okafor, 14 Aug 2025", ctx(null))?.iso).toBe("2025-08-14");
    expect(trailingDate("Samples shipped 2025-08-14", ctx(null))).toBeNull();
    expect(dateInSentence("Results are due on Dec 20.", ctx("2025-10-02", { reference: "2025-10-03" }))).toBeNull();
    expect(findReferences("Repeated p. 41 w/ 30 wt% resin; PG 64").map((r) => r.text)).toEqual(["p. 41"]);
  });
});

describe("logbook formats", () => {
  it("reads a table of notes row by row, labelling cells by their column", () => {
    const notes = `| Date | What we did | Result |
|---|---|---|
| 2025-04-01 | Baseline weld, 180 A, 12 mm/s | Porosity 4 pores/100 mm |
| 2025-04-03 | Shielding gas 18 -> 25 L/min | Porosity 1 pore/100 mm |`;
    const { output } = logbook(notes);
    expect(output.entries.map((e) => [e.date, e.work, e.result])).toEqual([
      ["2025-04-01", "Baseline weld, 180 A, 12 mm/s.", "Porosity 4 pores/100 mm."],
      ["2025-04-03", "Increased shielding gas from 18 to 25 L/min.", "Porosity 1 pore/100 mm."],
    ]);
    expect(output.entries[0]!.title).toBe("Baseline weld, 180 A");
  });

  it("drops the time of day and the subject of the work", () => {
    const { output } = logbook("2025/05/12 09:30 started the 72 h soak at 85 °C, 12 boards\n2025/05/15 14:00 we reflowed 12 new boards and washed them. 3/12 show dendrites");
    expect(output.entries.map((e) => e.work)).toEqual(["Started the 72 h soak at 85 °C, 12 boards.", "Reflowed 12 new boards and washed them."]);
    expect(output.entries[1]!.result).toBe("3/12 show dendrites.");
  });
});

describe("logbook statements and problems", () => {
  it("reads a gerund that is the subject of a statement as no work", () => {
    const [row] = logbook("2025-03-13 repeated the wash with 30 wt% resin. Pd 71 ppm, so loading is not the limit.").output.entries;
    expect(row!.work).toBe("Repeated the wash with 30 wt% resin.");
    expect(row!.result).toBe("Palladium (Pd) 71 ppm, so loading is not the limit.");
  });

  it("titles an investigation without an object by the problem it investigates", () => {
    const notes = `2025-10-06
problem: merging 2 offline replicas takes 14 s on a Pixel 6
profiled w/ perfetto: 71% of merge time in integrate()`;
    const [row] = logbook(notes).output.entries;
    expect(row!.title).toBe("Profiling the merging of 2 offline replicas");
  });
});

describe("logbook colons, durations and code", () => {
  it("reads a colon after a specimen's name as its description, after a quantity as its value", () => {
    const [pad] = logbook("2025-06-16\n- pad B: 4% lime + 10% fly ash, cured 7 d\n- UCS: 2.2 MPa avg (n=6)\n- will trial on a 100 m section").output.entries;
    expect(pad!.work).toBe("Pad B: 4% lime and 10% fly ash, cured 7 d.");
    expect(pad!.result).toBe("UCS: 2.2 MPa average (n=6).");
    expect(pad!.nextSteps).toBe("Will trial on a 100 m section.");
    expect(isSetup("7 day cure under plastic")).toBe(true);
  });

  it("keeps code in titles", () => {
    const [row] = logbook("2025-08-04\n- added an expression index on lower(email) (migration 0042)").output.entries;
    expect(row!.title).toBe("Adding an expression index on lower(email)");
  });
});

describe("logbook runs, measures and statements", () => {
  it("reads a run's set-up as work and what its arrow leads to as the result", () => {
    const [row] = logbook("## 2025-03-04 (Tue)\nRun #4: bed 90 °C, chamber 45 °C -> warp 2.4 mm at corners\nnext: retraction 0.8 -> 1.2 mm").output.entries;
    expect(row!.work).toBe("Run #4: bed 90 °C, chamber 45 °C.");
    expect(row!.result).toBe("Warp 2.4 mm at corners.");
    expect(row!.nextSteps).toBe("Retraction from 0.8 to 1.2 mm.");
  });

  it("reads a measured quantity as a result wherever it stands, and a statement after the work as one", () => {
    const { output } = logbook("Oct 2: overshoot 18% at step input. Added anti-windup clamp (commit 9ab3c11) and re-ran: overshoot 7%.\nOct 3: reran the step test. the clamp limits torque at startup");
    expect(output.entries[0]!.work).toBe("Added anti-windup clamp (commit 9ab3c11) and re-ran.");
    expect(output.entries[0]!.result).toBe("Overshoot 18% at step input. Overshoot 7%.");
    expect(output.entries[1]!.result).toBe("The clamp limits torque at startup.");
  });
});

describe("logbook prose", () => {
  it("dates weekdays under a week named in a line, keeps reasons with their claim, and splits off what happened", () => {
    const notes = `Notes from the week of 12 May 2025.

On Monday we ran the extruder at 180 °C with the new blend (30% rPET) and the filament diameter wandered by ±0.08 mm, well outside our ±0.03 mm target. We suspect moisture in the flakes, since the wander got worse over the shift.

Tuesday 13 May: dried the flakes for 6 h at 160 °C. Diameter stayed within ±0.025 mm, melt-flow index 31 g/10 min.`;
    const [monday, tuesday] = logbook(notes).output.entries;
    expect(monday!.date).toBe("2025-05-12");
    expect(monday!.work).toBe("Ran the extruder at 180 °C with the new blend (30% rPET).");
    expect(monday!.result).toBe("The filament diameter wandered by ±0.08 mm, well outside our ±0.03 mm target.");
    expect(monday!.hypothesis).toBe("We suspect moisture in the flakes, since the wander got worse over the shift.");
    expect(tuesday!.work).toBe("Dried the flakes for 6 h at 160 °C.");
    expect(tuesday!.result).toBe("Diameter stayed within ±0.025 mm, melt-flow index 31 g/10 min.");
  });
});

describe("LOGBOOK requests aimed at the logbook itself", () => {
  it("drops 'Build the logbook from the repository.' but keeps a note about building something else", () => {
    const { output } = logbook(
      "Build the logbook from the repository.\n\n2025-03-04: Build the log parser for the pump traces; it read 40,000 lines in 2.1 s.",
    );
    expect(output.entries).toHaveLength(1);
    expect(output.entries[0]!.date).toBe("2025-03-04");
    expect(JSON.stringify(output.entries)).not.toContain("from the repository");
  });
});

describe("LOGBOOK from pasted tool exports", () => {
  it("reads a git log: one row per dated commit, the commit as evidence, the subject without its scope", () => {
    const { output } = logbook(
      [
        "91ab7d2 2025-05-08 can: drain RX FIFO from a higher-priority interrupt than balancing",
        "    drop rate 0.4%, but balancing jitter up to 60 us. bench/can_drop_0508.txt",
        "",
        "e0d3f55 2025-05-13 can: move RX to a DMA ring buffer (32 frames)",
        "    0 drops in 10M frames at 85% load. bench/can_drop_0513.txt",
      ].join("\n"),
    );
    expect(output.entries.map((e) => e.date)).toEqual(["2025-05-08", "2025-05-13"]);
    expect(output.entries[0]!.evidence).toContain("commit 91ab7d2");
    expect(output.entries[0]!.work).toMatch(/^Drain\w* RX FIFO/);
    expect(output.entries[1]!.work).not.toMatch(/^Can\b/);
  });

  it("dates a ticket by its 'Created:' field and keeps its key as evidence", () => {
    const { output } = logbook(
      [
        "REP-104 | Created: 2025-08-07 | Status: Done",
        "Description: added the inside blanket on its own controller. all 12 TCs 117-124 °C. coupon report LS-0807",
      ].join("\n"),
    );
    expect(output.entries).toHaveLength(1);
    expect(output.entries[0]!.date).toBe("2025-08-07");
    expect(output.entries[0]!.evidence.join(" ")).toContain("REP-104");
  });

  it("reads a lab notebook's clock times as when in the day, not as the work", () => {
    const { output } = logbook(["2025-02-03", "09:10 blend B1: mannitol 60 / MCC 30, 500 g batch", "10:30 compressed at 8, 10, 12 kN on the Korsch XL100", "14:00 hardness 28-52 N, disintegration 22-61 s"].join("\n"));
    const [row] = output.entries;
    expect(row!.title).not.toMatch(/\d\d:\d\d/);
    expect(row!.work).not.toMatch(/09:10|10:30/);
    expect(row!.result).toContain("28-52 N");
  });

  it("reads a spreadsheet pasted with tabs: one row per dated line, each cell under its column", () => {
    const sheet = [
      "Date\tTest\tHypothesis\tResult\tFile\tNext",
      "2025-01-20\tForecast-based pre-cooling\tslab lags ~6 h, so acting on the forecast avoids overheating\toverheating down to 0.8 K\ttrend/slab_0120.csv\tshorten lead time",
      "2025-01-27\tPre-cooling, 4 h lead\t\tmax overshoot 1.1 K, gas use -9% vs baseline\ttrend/slab_0127.csv\t",
    ].join("\n");
    const { output } = logbook(sheet);
    expect(output.entries.map((e) => e.date)).toEqual(["2025-01-20", "2025-01-27"]);
    const [first, second] = output.entries;
    expect(first!.hypothesis).toMatch(/slab lags/i);
    expect(first!.result).toContain("0.8 K");
    expect(first!.nextSteps).toMatch(/shorten lead time/i);
    expect(first!.evidence).toContain("trend/slab_0120.csv");
    expect(second!.hypothesis).toBe("");
  });
});

describe("LOGBOOK on git log in its default format", () => {
  const GIT_LOG = [
    "commit 4f2a9c1e",
    "Author: Sam Chen <sam@routelogic.ca>",
    "Date:   Mon Apr 7 10:14:22 2025 -0400",
    "",
    "    solver: try column generation for the 300-stop case",
    "",
    "    baseline OR-Tools took 14 s, column generation 3.2 s but 4% worse routes",
    "",
    "commit c09e55f2",
    "Author: Priya Nair <priya@routelogic.ca>",
    "Date:   Mon Apr 14 09:02:45 2025 -0400",
    "",
    "    solver: warm start OR-Tools from yesterday's routes",
    "",
    "    hypothesis: most stops repeat day to day so warm start should cut solve time",
    "    result: 300-stop solve 4.1 s, route cost within 0.5% of cold start",
  ].join("\n");

  it("makes one row per commit, dated by its day (not its hour), with its hash as evidence", () => {
    const { entries } = logbook(GIT_LOG).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-04-07", "2025-04-14"]);
    expect(entries[0]!.evidence).toEqual(["commit 4f2a9c1e"]);
    expect(entries[0]!.work).toBe("Tried column generation for the 300-stop case.");
    expect(entries[0]!.nextSteps).toBe("");
    expect(entries[1]!.hypothesis).toContain("Most stops repeat");
    expect(entries.map((e) => `${e.title} ${e.work}`).join(" ")).not.toMatch(/Author|-0400|Sam Chen/);
  });

  it("reads ISO dates, leaves merge commits out, and leaves notes that merely mention a commit alone", () => {
    const iso = GIT_LOG.replace("Mon Apr 7 10:14:22 2025 -0400", "2025-04-07 10:14:22 -0400").replace(
      "commit c09e55f2",
      "commit 9a8b7c6d\nMerge: 1234567 89abcde\nAuthor: Sam Chen <sam@routelogic.ca>\nDate:   Wed Apr 9 16:40:01 2025 -0400\n\n    Merge branch 'warm-start'\n\ncommit c09e55f2",
    );
    const { entries } = logbook(iso).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-04-07", "2025-04-14"]);
    expect(entries.map((e) => e.title).join(" ")).not.toContain("Merg");
    const notes = logbook("2025-03-02: commit 1a2b3c4d pushed the zoning code to the bench rig, 14 runs.\nDate: bench day").output;
    expect(notes.entries[0]!.work).toContain("zoning code");
  });
});

describe("LOGBOOK labels for plans and in French", () => {
  it("reads 'Planned:' as next steps and 'Hypothèse:' as the hypothesis", () => {
    const { entries } = logbook(
      "2025-04-16: Tg by DSC: 112, 104, 95, 81 °C. Hypothèse: the lignin's hydroxyl groups are not reacting. Planned: try a silane coupling agent.",
    ).output;
    expect(entries[0]!.hypothesis).toContain("hydroxyl groups are not reacting");
    expect(entries[0]!.nextSteps).toContain("silane coupling agent");
    expect(entries[0]!.result).not.toContain("silane");
  });
});

describe("LOGBOOK on pasted e-mails and a settings column", () => {
  it("dates each e-mail by its Date header and makes no row of the headers", () => {
    const { entries } = logbook(
      [
        "From: Priya Nair",
        "Date: Tue, Jun 10, 2025",
        "Subject: fermenter run 7",
        "",
        "Run 7 done. We dropped the agitation to 300 rpm. Viable count at 48 h was 2.1e9 vs 8e8 in run 6. Next run I'll keep 300 rpm and raise DO setpoint to 40%.",
        "",
        "From: Priya Nair",
        "Date: Mon, Jun 16, 2025",
        "Subject: fermenter run 8",
        "",
        "Run 8: 300 rpm, DO 40%. Count 2.4e9, only slightly better than run 7. Data in ELN-2025-061.",
      ].join("\n"),
    ).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-06-10", "2025-06-16"]);
    expect(entries.map((e) => `${e.title} ${e.work}`).join(" ")).not.toMatch(/Subject|From|Priya|I'll/);
  });

  it("reads a Setting column as the work and repeats the row's own experiment, not an earlier row's", () => {
    const { entries } = logbook(
      [
        "Date\tTest\tSetting\tResult",
        "2025-05-06\tWeld T1\t150 A, 8 mm/s\tdistortion 11.8 mm",
        "2025-05-07\tWeld T2\tpulsed 120 A, 8 mm/s\tdistortion 9.1 mm",
      ].join("\n"),
    ).output;
    expect(entries[1]!.result).toBe("Distortion 9.1 mm.");
    expect(entries[1]!.work).toContain("pulsed 120 A");
    expect(entries[1]!.work).not.toContain("T1");
  });
});

describe("LOGBOOK on a row that repeats the last one", () => {
  it("titles 'Same as Thursday on the fine fraction' after Thursday's work", () => {
    const { entries } = logbook(
      "2025-09-11: Ran the XRF sorter on the coarse fraction, recovery 91%.\n2025-09-12: Same as Thursday on the 10-25 mm fraction, recovery 84%.",
    ).output;
    expect(entries[1]!.title).not.toMatch(/^Same/);
    expect(entries[1]!.title).toContain("10-25 mm fraction");
    expect(entries[1]!.title.toLowerCase()).toContain("xrf sorter");
  });
});

describe("LOGBOOK on a verdict about the hypothesis", () => {
  it("files 'supports the hypothesis' under the result, not the hypothesis", () => {
    const { entries } = logbook("2025-01-17: measured leaf Ca in tanks 1 and 4: 0.62% vs 0.31% dry weight. supports the hypothesis.").output;
    expect(entries[0]!.hypothesis).toBe("");
    expect(entries[0]!.result).toContain("Supports the hypothesis");
  });
});

describe("LOGBOOK arrows and abbreviations", () => {
  it("keeps a value or a part changed for another in one clause, and ends a sentence after 'avg.'", () => {
    const [mix] = logbook("2025-03-03: w/c 0.38 -> 0.34, 1% PVA, 6 boards. MOR 9.1 MPa avg. Edges crumbly.").output.entries;
    expect(mix!.work).toContain("0.38 to 0.34");
    expect(mix!.result).toContain("average. Edges crumbly");
    const [ldo] = logbook("2025-03-07: swapped LDO TPS7A02 -> TPS7A05, 0 resets in 200 cycles.").output.entries;
    expect(ldo!.work).toContain("TPS7A02 for TPS7A05");
  });
});

describe("LOGBOOK on dictated notes", () => {
  const memos =
    "Voice memos - kombucha project 2025\n\n" +
    "Tuesday 4 March, 4:52 PM\nOkay so, um, quick one. Batch K-112 tested at 0.9% alcohol on the Anton Paar. There was like 11 grams per litre of sugar left.\n\n" +
    "Friday 7 March, 11:20 AM\nSo K-114. Fermented it down to 3.5 grams per litre of sugar, then bottled. 0.4% alcohol at bottling.\n\n" +
    "Thursday 3 April, 2:40 PM\nLab's back, Q-3317: Brettanomyces is the dominant yeast. So today on K-117 we did cross-flow filtration at 0.65 micron. Bottled at 0.38% alcohol.";

  it("reads a time of day after a date as no year, and leaves the time out of the row", () => {
    const { output } = logbook(memos);
    expect(output.entries.map((e) => e.date)).toEqual(["2025-03-04", "2025-03-07", "2025-04-03"]);
    expect(output.entries.map((e) => e.work).join(" ")).not.toMatch(/\b(?:AM|PM)\b/);
  });

  it("drops the speaker's fillers, keeps micrometres", () => {
    const first = logbook(memos).output.entries[0]!;
    expect(`${first.work} ${first.result}`).not.toMatch(/\b(?:Okay|um|like)\b/);
    expect(`${first.result}`).toContain("11 grams");
    expect(logbook("2025-03-04: Polished to Ra 0.8 um, 12 coupons.").output.entries[0]!.work).toContain("0.8 um");
  });

  it("takes the work a sentence names after its specimen, titles a light verb by its object, and reads a lab's answer as a result", () => {
    const row = logbook(memos).output.entries[2]!;
    expect(row.work).toContain("cross-flow filtration");
    expect(row.title).toBe("Cross-flow filtration at 0.65 micron");
    expect(row.result).toContain("Brettanomyces");
  });
});

describe("LOGBOOK on a spreadsheet copied with pipes", () => {
  const sheet =
    "QFN voiding trials (copied from SMT_trials.xlsx)\n\n" +
    "Date | Test | Setup | Result | Next\n" +
    "2/4/25 | Baseline | stencil 0.12 mm, 20 boards | X-ray voids 38-52% of pad area. images xray/0204/ | try windowpane aperture\n" +
    "16/4/25 | Windowpane | 4 panes, 65% paste coverage, 20 boards | voids 18-27%. xray/1604/ | longer soak";

  it("reads each dated line as a row, its cells under their columns, and a folder as evidence", () => {
    const { output } = logbook(sheet);
    expect(output.entries.map((e) => e.date)).toEqual(["2025-04-02", "2025-04-16"]);
    const first = output.entries[0]!;
    expect(first.work).toMatch(/stencil 0.12 mm/i);
    expect(first.result).toContain("38-52%");
    expect(first.nextSteps).toMatch(/windowpane aperture/i);
    expect(first.evidence).toContain("xray/0204/");
  });

  it("leaves a ticket's header line to the ticket reader", () => {
    const { output } = logbook("REP-101 | Created: 2025-08-04 | Status: Done\nAdded an index on lower(email); p95 fell from 840 ms to 12 ms.");
    expect(output.entries[0]!.date).toBe("2025-08-04");
  });
});

describe("LOGBOOK on a Notion page", () => {
  const page =
    "# Tipburn trials\n\n" +
    "### April 2, 2025 — Rack 3 (baseline)\n\n" +
    "- Setup: Rex butterhead in NFT channels, ceiling fans only (0.2 m/s at the canopy)\n" +
    "- Photos: [rack3_0402](Tipburn%20trials/rack3_0402)\n" +
    "- 💭 inner leaves probably don't transpire in still air so calcium never gets to them\n\n" +
    "### April 9, 2025 — Rack 4 (under-canopy air)\n\n" +
    "- Perforated air tubes blowing upward, 0.8 m/s at the canopy\n" +
    "- Tipburn 9%, mean head 188 g\n" +
    "- ✅ air at the canopy is the lever";

  it("keeps a dated heading and the paragraph under it in one row", () => {
    const { output } = logbook(page);
    expect(output.entries.map((e) => e.date)).toEqual(["2025-04-02", "2025-04-09"]);
    expect(output.entries[1]!.work).toContain("Perforated air tubes");
    expect(output.entries[1]!.result).toContain("Tipburn 9%");
  });

  it("lists a linked file as evidence, reads a thought balloon as the idea and a check mark as a result", () => {
    const [first, second] = logbook(page).output.entries;
    expect(first!.evidence).toContain("rack3_0402");
    expect(first!.hypothesis).toMatch(/transpire in still air/);
    expect(second!.result).toMatch(/canopy is the lever/);
  });
});

describe("LOGBOOK on e-mails and a git log", () => {
  it("drops an e-mail's greeting and lists a Windows share as evidence", () => {
    const mail =
      "From: Tom Beaulieu\nSent: 14 January 2025 09:12\nSubject: weld fixture test #1\n\n" +
      "Hi all, first test of the new clamp fixture on the 6061 brackets done today. Distortion on the long leg was 1.4 mm. Photos in \\\\shared\\weld\\2025-01-14.";
    const row = logbook(mail).output.entries[0]!;
    expect(`${row.title} ${row.work}`).not.toMatch(/\bHi all\b/);
    expect(row.evidence).toContain("\\\\shared\\weld\\2025-01-14");
  });

  it("opens no row for a housekeeping commit", () => {
    const log =
      "commit 2aa81c3\nAuthor: Ana <ana@example.com>\nDate:   Fri Sep 12 11:02:10 2025 -0400\n\n    decompose by salt depot, solve each cluster separately\n\n    solve time 3.9 min, unserved 0.8%\n\n" +
      "commit e51f77d\nAuthor: Ana <ana@example.com>\nDate:   Mon Sep 15 09:45:00 2025 -0400\n\n    fix typo in README\n";
    expect(logbook(log).output.entries.map((e) => e.date)).toEqual(["2025-09-12"]);
  });
});

describe("LOGBOOK on a wiki page's structure", () => {
  const PAGE = [
    "Pump rig log",
    "Created by Ana Silva, last edited on May 20, 2025",
    "Owner: Ana Silva",
    "Status: Done",
    "",
    "Objective",
    "Quieter impeller at the same flow.",
    "",
    "May 2",
    "Plan: run the pump at 40 Hz with the new impeller.",
    "Result: 3 dB quieter than the old impeller.",
    "",
    "May 9",
    "Ran the pump at 50 Hz with the new impeller. Noise 2 dB lower.",
    "Plan: retest at 60 Hz.",
    "",
    "Open questions",
    "- does the seal hold at 60 Hz?",
    "- check cavitation at 60 Hz",
    "",
    "Cheers,",
    "Ana",
  ].join("\n");

  it("opens no row for the page's record, its properties, its framing or a sign-off", () => {
    const { output } = logbook(PAGE);
    expect(output.entries.map((e) => e.date)).toEqual(["2025-05-02", "2025-05-09"]);
  });

  it("reads a plan the entry reports a result of as the work done, and one without a result as the next step", () => {
    const [first, second] = logbook(PAGE).output.entries;
    expect(first!.work).toBe("Ran the pump at 40 Hz with the new impeller.");
    expect(first!.nextSteps).toBe("");
    expect(second!.nextSteps).toMatch(/^Retest at 60 Hz\./);
  });

  it("files the list under a label of its own line with that label", () => {
    const second = logbook(PAGE).output.entries[1]!;
    expect(second.nextSteps).toContain("Does the seal hold at 60 Hz?");
    expect(second.nextSteps).toContain("Check cavitation at 60 Hz.");
    expect(second.result).toBe("Noise 2 dB lower.");
  });

  it("keeps work reported above the first date", () => {
    const { output } = logbook("Ran the baseline on the old impeller today, 74 dB.\n\n2025-05-02: ran the new impeller, 71 dB.");
    expect(output.entries).toHaveLength(2);
  });
});

describe("LOGBOOK on the dates tools stamp messages with", () => {
  const JIRA = [
    "PUMP-12  Pressure alarm too slow",
    "Activity",
    "Ana Roy added a comment - 12/Feb/24 10:31 AM",
    "Ran the bench test on 6 pumps: mean time to alarm 34 min.",
    "Ana Roy added a comment - 20/Feb/24 2:48 PM",
    "Flashed the slope detector on the 6 pumps. Mean time to alarm 12.9 min.",
  ].join("\n");

  it("reads a tracker's comment stamp, and its framing is no work", () => {
    const { output } = logbook(JIRA);
    expect(output.entries.map((e) => e.date)).toEqual(["2024-02-12", "2024-02-20"]);
    for (const e of output.entries) expect(`${e.title} ${e.work}`).not.toMatch(/comment|Ana Roy/i);
  });

  it("reads a transcript's marker and a code host's comment header", () => {
    const memo = "[Memo 1 — 2024-07-09 4:52 PM]\nRan the locked-cycle test, six cycles. Recovery 89.4%.\n\n[Memo 2 — 2024-07-11 5:10 PM]\nTried pH 9.8. Recovery 89.1%.";
    expect(logbook(memo).output.entries.map((e) => [e.date, /Memo/.test(e.work)])).toEqual([["2024-07-09", false], ["2024-07-11", false]]);
    const issue = [
      "mkowal opened this issue on Sep 3, 2024 · 2 comments",
      "",
      "mkowal commented on Sep 3, 2024",
      "Logged a 40 min warm-up on the bench. Bias moved 0.35 °/s.",
      "",
      "jlaferriere added the enhancement label on Sep 12, 2024",
    ].join("\n");
    const rows = logbook(issue).output.entries;
    expect(rows.map((e) => e.date)).toEqual(["2024-09-03"]);
    expect(rows[0]!.work).toBe("Logged a 40 min warm-up on the bench.");
  });

  it("keeps a chat's stamp and speaker out of the row, and one day's messages in one row", () => {
    const chat = [
      "[2024-04-16 09:20] Dan Okafor: tried disabling the ADC between samples. sleep current went from 38 µA to 11 µA",
      "[2024-04-16 09:41] Leah Chen: could be the pull-ups on the I2C lines?",
      "[2024-04-17 14:32] Dan Okafor: removed the R14/R15 pull-ups. sleep current now 5.2 µA",
    ].join("\n");
    const rows = logbook(chat).output.entries;
    expect(rows.map((e) => e.date)).toEqual(["2024-04-16", "2024-04-17"]);
    for (const e of rows) expect(`${e.title} ${e.work} ${e.result}`).not.toMatch(/\d:\d\d|Okafor|Leah/);
    expect(`${rows[0]!.hypothesis} ${rows[0]!.result}`).toMatch(/pull-ups/);
  });

  it("dates undated notes with a day of the fiscal year, never a bare year", () => {
    const { output } = logbook("Ran the pump at 40 Hz with the new impeller, 3 dB quieter.");
    expect(output.entries.map((e) => e.date)).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
  });
});

describe("LOGBOOK on notes that state their year once", () => {
  it("dates yearless days by the year of the notes' title line, before the fiscal year", () => {
    const notes = "adhesive cure trials - spring 2024\n\nMar 4 - mixed 3 batches at 20, 25 and 30 C.\nApr 8 - peel test on all 3, 25 C batch best.";
    expect(logbook(notes).output.entries.map((e) => e.date)).toEqual(["2024-03-04", "2024-04-08"]);
  });

  it("takes no year from a title that names two", () => {
    const notes = "adhesive cure trials 2023 vs 2024\n\nMar 4 - mixed 3 batches at 20, 25 and 30 C.";
    expect(logbook(notes).output.entries.map((e) => e.date)).toEqual(["2025-03-04"]);
  });
});

describe("LOGBOOK on a thread's courtesies", () => {
  const THREAD = [
    "From: Tom Reyes <treyes@example.com>",
    "Sent: Friday, January 26, 2024 3:47 PM",
    "To: Ana Silva <asilva@example.com>",
    "Subject: RE: weld trials",
    "",
    "Hi Ana,",
    "",
    "Welded 6 brackets with the new fixture. Distortion 0.4 mm, down from 1.4 mm.",
    "",
    "Tom",
    "",
    "From: Ana Silva <asilva@example.com>",
    "Sent: Tuesday, January 9, 2024 10:02 AM",
    "To: Tom Reyes <treyes@example.com>",
    "Subject: RE: weld trials",
    "",
    "Thanks Tom — can you send the distortion readings when you have them?",
    "",
    "From: Tom Reyes <treyes@example.com>",
    "Sent: Monday, January 8, 2024 5:30 PM",
    "To: Ana Silva <asilva@example.com>",
    "Subject: weld trials",
    "",
    "Ana,",
    "Clamped the long leg and welded 4 brackets. Distortion 1.4 mm.",
    "Happy new year!",
    "Tom Reyes, P.Eng.",
  ].join("\n");

  it("opens no row for a greeting, a name, a sign-off or a request to a colleague", () => {
    const { output } = logbook(THREAD);
    expect(output.entries.map((e) => e.date)).toEqual(["2024-01-08", "2024-01-26"]);
    for (const e of output.entries) expect(`${e.title} ${e.work} ${e.result}`).not.toMatch(/\b(?:Ana|Tom|Hi|new year)\b/);
  });

  it("drops a comment's thanks before the work it reports", () => {
    const issue = "jlee commented on Sep 4, 2024\nThanks for the report! 👍 Checked the driver source: it never reads the temperature register.";
    expect(logbook(issue).output.entries[0]!.work).toBe("Checked the driver source.");
  });
});

describe("LOGBOOK on verbs that report a change or an outcome", () => {
  it("reads a setting dropped to a figure as work, and a quantity that dropped as a result", () => {
    const [row] = logbook("2024-01-19\nDropped the trip threshold to 7 K. Yield dropped to 80%.").output.entries;
    expect(row!.work).toBe("Dropped the trip threshold to 7 K.");
    expect(row!.result).toBe("Yield dropped to 80%.");
  });

  it("reads 'scheduled' in a clause that reports work done as part of the work, and on its own as a plan", () => {
    const [row] = logbook("2024-03-02\nReplaced the fixed gain with a gain scheduled on pump speed. Overshoot 4%. Retest scheduled for Monday.").output.entries;
    expect(row!.work).toBe("Replaced the fixed gain with a gain scheduled on pump speed.");
    expect(row!.nextSteps).toMatch(/^Retest scheduled for Monday/);
  });
});

describe("LOGBOOK on what names a row", () => {
  it("reads a sheet's treatment as the work, a quantity's column with its figure, and no row key", () => {
    const sheet = [
      "Trial\tDate\tTreatment\tSetup\tYield (g)\tGermination %",
      "PT-01\t2024-04-09\tChitosan 0.5% coat\t4 reps x 100 seeds\t12.4\t78",
    ].join("\n");
    const [row] = logbook(sheet).output.entries;
    expect(row!.title).toBe("Chitosan 0.5% coat");
    expect(row!.result).toBe("Yield 12.4 g. Germination 78%.");
    expect(`${row!.work} ${row!.result}`).not.toMatch(/PT-01/);
  });

  it("never titles a row with the purpose of its work", () => {
    const [row] = logbook("2024-06-05\nTo get back the 0.3 ms. Cached the gain table in RAM.").output.entries;
    expect(row!.title).toBe("Caching the gain table in RAM");
  });
});

describe("LOGBOOK on a commit body wrapped at 72 columns", () => {
  it("reads a sentence wrapped across lines as one", () => {
    const log =
      "commit c81f5a3d9e2b\nAuthor: Ana <ana@example.com>\nDate:   Fri May 24 15:31:20 2024 -0400\n\n    refit the gain table\n\n" +
      "    Refit the gain table from step tests on 3 pumps. Fixed-gain loop\n    overshoot 6.8% at low speed.\n";
    const [row] = logbook(log).output.entries;
    expect(row!.result).toBe("Fixed-gain loop overshoot 6.8% at low speed.");
  });
});

describe("LOGBOOK on a commit of a hundred thousand lines", () => {
  it("reads it without running out of stack", () => {
    const log = `commit abcdef1\nAuthor: Ana <ana@example.com>\nDate:   Fri May 24 15:31:20 2024 -0400\n\n    subject\n\n${"    ran it, 12 ms\n".repeat(100_000)}`;
    expect(() => logbook(log)).not.toThrow();
  });
});

describe("LOGBOOK on a plan stated as an opinion", () => {
  it("reads 'I think we can go to X next' as the next step, not a hypothesis", () => {
    const [row] = logbook("2024-01-26\nPoured the trial slab. Strength 41.2 MPa. I think we can go to a full-size pour next.").output.entries;
    expect(row!.hypothesis).toBe("");
    expect(row!.nextSteps).toMatch(/full-size pour next/);
  });
});

describe("LOGBOOK on a dictated note that restates its day", () => {
  it("keeps 'Thursday the 11th.' out of the row", () => {
    const [row] = logbook("[Memo 2 — 2024-07-11 5:10 PM]\nThursday the 11th. Tried a pH of 9.8 on the float cell. Recovery 89.1%.").output.entries;
    expect(`${row!.title} ${row!.work} ${row!.result}`).not.toMatch(/Thursday/);
  });
});

describe("LOGBOOK on a commit's subject", () => {
  it("titles the row with the subject rather than its body", () => {
    const log =
      "commit 7f3c9a1e52b0\nAuthor: Ana <ana@example.com>\nDate:   Wed Jun 5 16:02:11 2024 -0400\n\n    ctl: speed-scheduled gain for the pump loop\n\n" +
      "    Replaced the fixed gain with a lookup on pump speed, 5 breakpoints. Overshoot 4%.\n";
    expect(logbook(log).output.entries[0]!.title).toBe("Speed-scheduled gain for the pump loop");
  });
});

describe("LOGBOOK on a title from a setting's change", () => {
  it("makes a gerund of a change's verb outside the work lexicon", () => {
    expect(logbook("2024-01-19\nDropped the trip threshold to 7 K.").output.entries[0]!.title).toBe("Dropping the trip threshold to 7 K");
  });
});

describe("LOGBOOK on a step's duration changed with an arrow", () => {
  it("reads 'bake 30 min -> 45 min' as a change made, not as what came of it", () => {
    const [row] = logbook("2025-04-16\nsame paste, bake 30 min -> 45 min at 120 °C. Cracks on 2 of 12 boards.").output.entries;
    expect(row!.work).toMatch(/bake from 30 min to 45 min at 120 °C/);
    expect(row!.result).not.toMatch(/45 min/);
  });
});

describe("LOGBOOK on a row named only as the baseline or control", () => {
  it("titles a bare 'Baseline' by what the notes' title line says the series studies", () => {
    const notes = "Gear housing porosity - die casting trials, cell 4\n\nDate | Test | Setup | Result\n2025-04-03 | Baseline | shot speed 2.5 m/s, die 220 °C, 30 parts | porosity 4.1%\n2025-04-10 | Vacuum assist | same, 60 mbar | porosity 1.2%";
    const [first, second] = logbook(notes).output.entries;
    expect(first!.title).toBe("Baseline for gear housing porosity");
    expect(second!.title).not.toMatch(/gear housing/i);
  });

  it("keeps the specimen a control names in brackets", () => {
    const [row] = logbook("Date\tTreatment\tSetup\n2024-04-02\tControl (untreated wheat)\t3 reps x 50 seeds, 12C chamber").output.entries;
    expect(row!.title).toBe("Control (untreated wheat)");
  });
});

describe("LOGBOOK on a colon after work that made something", () => {
  it("keeps how the thing works with the work", () => {
    const [rule] = logbook("2024-02-06\nWrote a stall detector: stop the feed when motor current exceeds 4 A for 2 s. Ran it for 3 h. 2 stalls caught.").output.entries;
    expect(rule!.work).toMatch(/^Wrote a stall detector: stop the feed when motor current exceeds 4 A for 2 s\./);
    expect(rule!.result).not.toMatch(/4 A/);
    const [stage] = logbook("2024-03-08\nAdded a dedup stage: the hasher groups near-identical pages before indexing.").output.entries;
    expect(stage!.work).toMatch(/hasher groups near-identical pages/);
  });

  it("still reads a measured figure after the colon as what came of it", () => {
    const [row] = logbook("2024-02-27\nAdded a persistence filter: 0 false alarms in 120 h.").output.entries;
    expect(row!.result).toMatch(/0 false alarms in 120 h/);
  });
});

describe("LOGBOOK on a named specimen and what was then done to it", () => {
  it("titles the row with both as one phrase", () => {
    const [row] = logbook("2025-02-03\nblend C4: 250 g batch\ncompressed at 6, 9, 14 kN on the rotary press\nhardness 30-50 N").output.entries;
    expect(row!.title).toBe("Blend C4 compressed at 6, 9, 14 kN");
  });
});

describe("LOGBOOK on a specimen named with a letter and a number", () => {
  it("reads what follows the name's colon as the specimen's make-up, not a result", () => {
    const [row] = logbook("2025-02-03\nblend C4: mannitol 60 / MCC 30, 250 g batch\ncompressed at 6 kN\nhardness 30 N").output.entries;
    expect(row!.work).toMatch(/mannitol 60/);
    expect(row!.result).not.toMatch(/mannitol/);
  });

  it("still reads a quantity's colon as leading to its value", () => {
    const [row] = logbook("2025-02-04\nRan the k6 test at 40 rps.\nlatency P95: 2.8 s").output.entries;
    expect(row!.result).toMatch(/2\.8 s/);
  });
});

describe("LOGBOOK on a batch's key opening the work", () => {
  it("keeps the key in the title rather than leaving a fragment", () => {
    const [row] = logbook("2025-03-25\nB-214 after ten days at 30 degrees, viscosity crept from 410 to 455 cP.").output.entries;
    expect(row!.title).toMatch(/^B-214 after ten days at 30 degrees/);
  });
});

describe("LOGBOOK on how long the work ran, after a colon", () => {
  it("keeps hours or days with the work and what came of it in the result", () => {
    const [row] = logbook("2024-01-29\nThe soak test finished: 5 days, chamber between 40 and 60 °C. 2 seal leaks.").output.entries;
    expect(row!.work).toMatch(/5 days, chamber between 40 and 60 °C/);
    expect(row!.result).toBe("2 seal leaks.");
  });
});

describe("LOGBOOK on a participle after an article", () => {
  it("reads 'the fixed threshold' as a noun phrase, not work to move first", () => {
    const [row] = logbook("2024-02-12\nBench test with the fixed threshold on 6 pumps, 0.5 mL/h: mean time to alarm 34.2 min.").output.entries;
    expect(row!.title).toMatch(/^Bench test with the fixed threshold/);
    expect(row!.work).toMatch(/bench test with the fixed threshold/);
  });
});

describe("LOGBOOK on 'same' before a noun", () => {
  it("does not read 'Same rig' as a repeat of the last row's title", () => {
    const { entries } = logbook("2025-04-09\nPerforated air tubes between the channels.\nTipburn 9%.\n\n2025-04-16\nSame rig, 0.5 m/s.\nTipburn 21%.").output;
    expect(entries[1]!.title).not.toMatch(/Perforat/);
    const again = logbook("2025-04-09\nPerforated air tubes between the channels.\nTipburn 9%.\n\n2025-04-16\nSame + rack dehumidifier.\nTipburn 6%.").output.entries;
    expect(again[1]!.title).toMatch(/^Perforating air tubes between the channels/);
  });
});

describe("LOGBOOK on work whose clause goes on to say how things are", () => {
  it("titles the row by the work rather than by a fallback", () => {
    const notes = "2025-09-04\nHypothesis: the rate of drift, not its level, separates a fouled probe from a clean one.\nComputed the drift over a 30 s window and flag it when it stays above 3 ppm.\nFlag at 12 min.";
    expect(logbook(notes).output.entries[0]!.title).toMatch(/^Computing the drift over a 30 s window.* — the rate of drift/);
  });
});

describe("LOGBOOK on numbered steps in the present tense", () => {
  it("writes the steps as done and titles the row by its verb", () => {
    const [row] = logbook("2025-09-16\n1. We subtract the baseline drift from the signal and repeat the 48 h run.\n2. 0 false alarms.").output.entries;
    expect(row!.work).toBe("Subtracted the baseline drift from the signal and repeated the 48 h run.");
    expect(row!.title).toMatch(/^Subtracting the baseline drift/);
    const [run] = logbook("2025-09-09\n1. We run the detector for 48 h on 6 pumps.\n2. 3 false alarms.").output.entries;
    expect(run!.work).toBe("Ran the detector for 48 h on 6 pumps.");
    expect(run!.title).toMatch(/^Running the detector/);
  });
});

describe("LOGBOOK on a specimen named by its key ('Batch K-112')", () => {
  it("keeps the name in the work and the title instead of reading it as a record", () => {
    const [row] = logbook("2025-03-04\nBatch K-212, the one pulled back from the fridge after three weeks, tested at 0.9% alcohol.").output.entries;
    expect(row!.work).toMatch(/^Batch K-212, the one pulled back/);
    expect(row!.title).toMatch(/^Batch K-212/);
  });
});

describe("LOGBOOK on a property measured on the part", () => {
  it("reads 'Contact resistance 45 µΩ' as a result, not a contact setting", () => {
    const [row] = logbook("Apr 2 2025\nWelded the tab at 1.8 kW, 100 mm/s.\nResult: pull 210 N avg. Contact resistance 45 µΩ.").output.entries;
    expect(row!.work).not.toMatch(/resistance/);
    expect(row!.result).toMatch(/Contact resistance 45 µΩ/);
  });
});

describe("LOGBOOK on an export that titles each experiment", () => {
  it("takes the stated title as the row's title and keeps it out of the fields", () => {
    const notes = "Experiment EXP-0501 | Date: 2025-05-02 | Status: Completed\nTitle: Hot rinse of the cured coating\nProcedure: as EXP-0419 + 60 s rinse in 50 °C water, n=5\nResults: friction 13 g after 10 cycles.";
    const [row] = logbook(notes).output.entries;
    expect(row!.title).toBe("Hot rinse of the cured coating");
    expect(`${row!.work} ${row!.result}`).not.toMatch(/Title|Hot rinse of the cured/);
  });
});

describe("LOGBOOK on a row's goal or aim", () => {
  it("keeps a target out of the work", () => {
    const [row] = logbook("2025-04-03\nGoal: friction force < 20 g after 10 cycles\nCoated 5 samples of the tubing.\nResults: friction 31 g after 10 cycles.").output.entries;
    expect(row!.work).toBe("Coated 5 samples of the tubing.");
  });

  it("reads an aim that asks whether as the hypothesis", () => {
    const [row] = logbook("2024-02-05\nAim: see if a lower induction temperature improves the yield.\nInduced 4 cultures, 2 at 30C and 2 at 24C.").output.entries;
    expect(row!.hypothesis).toMatch(/a lower induction temperature improves the yield/);
    expect(row!.work).toBe("Induced 4 cultures, 2 at 30C and 2 at 24C.");
  });
});

describe("LOGBOOK on a ticket's summary", () => {
  it("titles the ticket's row with its summary and keeps it out of the result", () => {
    const notes = "REP-120 | Created: 2025-08-21 | Status: Done\nSummary: Vacuum bag leak check before cure\nDescription: ran a 10 min leak-down at 25 inHg. drop 0.8 inHg, under the 1 inHg limit.";
    const [row] = logbook(notes).output.entries;
    expect(row!.title).toBe("Vacuum bag leak check before cure");
    expect(row!.result).not.toMatch(/Vacuum bag leak check/);
  });

  it("leaves a summary in notes without a ticket to the fields", () => {
    const [row] = logbook("2025-08-21\nRan a 10 min leak-down at 25 inHg.\nSummary: drop 0.8 inHg, under the limit.").output.entries;
    expect(row!.title).not.toMatch(/^Drop 0\.8/);
  });
});

describe("LOGBOOK on a row that repeats an earlier run", () => {
  it("writes in the work what was repeated, from the earlier row's title", () => {
    const notes = "2025-01-20\nForecast-based pre-cooling of the slab.\nOvershoot 0.8 K.\n\n2025-01-27\nSame, 4 h lead.\nOvershoot 1.1 K.";
    const { entries } = logbook(notes).output;
    expect(entries[1]!.work).toBe("Repeated forecast-based pre-cooling of the slab, 4 h lead.");
    expect(entries[1]!.result).toBe("Overshoot 1.1 K.");
  });

  it("reads 'Same as Thursday on ...' as work, not a result", () => {
    const notes = "2025-09-11\nSorted 40 t of the coarse fraction with XRF and XRT.\nCopper loss 4.1%.\n\n2025-09-12\nSame as Thursday on the 10-25 mm fraction: copper loss 9%.";
    const { entries } = logbook(notes).output;
    expect(entries[1]!.work).toMatch(/^Repeated .*sorting 40 t of the coarse fraction.* on the 10-25 mm fraction\.$/i);
    expect(entries[1]!.result).toBe("Copper loss 9%.");
  });
});

describe("LOGBOOK on a question the row wants answered", () => {
  it("reads 'want to see if X holds' as the hypothesis, not a result", () => {
    const [row] = logbook("Mar 4 2024 - made 3 batches at pH 4.6 / 4.4 / 4.2. want to see if pH 4.4 holds 45 days without sorbate").output.entries;
    expect(row!.hypothesis).toMatch(/pH 4\.4 holds 45 days without sorbate/);
    expect(row!.result).not.toMatch(/holds 45 days/);
  });
});

describe("LOGBOOK on a time point before a colon", () => {
  it("reads what follows 'Day 14:' as the result, not the make-up of a specimen", () => {
    const [row] = logbook("Mar 18 2024 - Day 14: 4.6 batch yeast 2.1e3 CFU/g, visible syneresis.").output.entries;
    expect(row!.result).toMatch(/^4\.6 batch yeast 2\.1e3 CFU\/g, visible syneresis\./);
    expect(row!.work).not.toMatch(/yeast/);
  });
});

describe("LOGBOOK on a series of time points", () => {
  it("names at a bare 'Day 14' what the last time point did", () => {
    const { entries } = logbook("Mar 11 2024 - day 7 plate counts: all <10 CFU/g\nMar 18 2024 - Day 14: 4.6 batch yeast 2.1e3 CFU/g").output;
    expect(entries[1]!.work).toBe("Day 14 plate counts.");
    expect(entries[1]!.title).toBe("Day 14 plate counts");
  });
});

describe("LOGBOOK on a noun that is also a verb, before what happened to it", () => {
  it("reads 'coat cracked on 12% of seeds' as a result", () => {
    const [row] = logbook("2024-04-09\nChitosan 0.5% coat on canola seed.\ncoat cracked on 12% of seeds").output.entries;
    expect(row!.result).toMatch(/^Coat cracked on 12% of seeds/);
    expect(row!.work).not.toMatch(/cracked/i);
  });
});

describe("LOGBOOK on a specimen named by a decimal", () => {
  it("does not read '4.2 batch' as a count of batches set up", () => {
    const [row] = logbook("Mar 11 2024 - day 7 plate counts: all <10 CFU/g. 4.2 batch already tastes sour per panel (3/5 said too acidic)").output.entries;
    expect(row!.result).toMatch(/4\.2 batch already tastes sour/);
    expect(row!.work).not.toMatch(/sour/);
  });
});

describe("LOGBOOK on a title cut at its length", () => {
  it("does not end on a second verb without its object", () => {
    const [row] = logbook("2024-01-19\nDropped the coil-to-air temperature threshold to 7 K and added a fan-power rise of 15% as a second trigger.").output.entries;
    expect(row!.title).toMatch(/to 7 K$/);
  });
});

describe("LOGBOOK on logging as work", () => {
  it("reads 'Logged a 40 min warm-up on the bench' as work while a log's pointer stays evidence", () => {
    const [row] = logbook("2024-09-03\nReflashed the board. Logged a 40 min warm-up on the bench: bias_log_0903.csv attached.").output.entries;
    expect(row!.work).toMatch(/Logged a 40 min warm-up on the bench/);
    expect(row!.result).not.toMatch(/warm-up/);
    expect(row!.evidence).toContain("bias_log_0903.csv");
  });
});

describe("LOGBOOK on a row the notes mark as the baseline", () => {
  it("says so first in the title", () => {
    const [labelled] = logbook("2025-09-02\n1. Baseline: the fixed-threshold alarm at 1 mL/h takes 2 h to alarm after a clamp.").output.entries;
    expect(labelled!.title).toMatch(/^Baseline: fixed-threshold alarm at 1 mL\/h/);
    const [heading] = logbook("### April 2, 2025 — Rack 3 (baseline)\n\n- Grew Rex butterhead in NFT channels with ceiling fans only\n- Tipburn on 62% of heads").output.entries;
    expect(heading!.title).toMatch(/^Baseline: Growing Rex butterhead/);
  });
});

describe("LOGBOOK on a variant defined from an earlier one", () => {
  it("titles the row with the variant and its definition", () => {
    const [row] = logbook("2025-02-05\n08:45 mix C2 = C1 with 20% fly ash replaced by slag\n11:20 cast 6 cubes\n28 d: 41 MPa").output.entries;
    expect(row!.title).toMatch(/^Mix C2, C1 with 20% fly ash replaced by slag/);
  });
});

describe("LOGBOOK on a setting turned down", () => {
  it("reads 'blowers turned down to 0.5 m/s' as work, not a result", () => {
    const [row] = logbook("2025-04-16\nSame rig, fans turned down to 0.3 m/s. Tipburn 21%.").output.entries;
    expect(row!.work).toMatch(/fans turned down to 0\.3 m\/s/);
    expect(row!.result).toBe("Tipburn 21%.");
  });
});

describe("LOGBOOK on samples sent out", () => {
  it("reads 'I sent two bottles to the lab' as work and 'send to lab' as no work done", () => {
    const [sent] = logbook("2025-03-25\nB-7 after ten days at 4 degrees, it's crept to 0.48 percent. I sent two bottles to the lab for a yeast ID.").output.entries;
    expect(sent!.work).toMatch(/Sent two bottles to the lab for a yeast ID/);
    const [plan] = logbook("2024-04-08\nDay 35: still <10 CFU/g. send to lab for challenge test").output.entries;
    expect(plan!.work).not.toMatch(/Sent/);
  });
});

describe("LOGBOOK on specimens left under a condition", () => {
  it("reads 'Also left six bottles at 20 degrees' as work and 'Left side cracked' as no work", () => {
    const [row] = logbook("2025-04-17\nB-9 after fourteen days at 4 degrees: 0.39%. Also left six bottles at 20 degrees for a week as an abuse test.").output.entries;
    expect(row!.work).toMatch(/left six bottles at 20 degrees for a week as an abuse test/);
    const [side] = logbook("2025-04-18\nPulled the panel. Left side cracked at the weld toe.").output.entries;
    expect(side!.work).not.toMatch(/Left side/);
  });
});

describe("LOGBOOK on a count of things handled before a colon", () => {
  it("keeps '200 picks' with the work and the figure after the colon as the result", () => {
    const [row] = logbook("2025-06-05\nRejected patches under 3 cm from the bag edge. 200 picks: 89%.").output.entries;
    expect(row!.work).toMatch(/200 picks\.$/);
    expect(row!.result).toBe("89%.");
  });

  it("does not title a row by its count when nothing else names the work", () => {
    const [row] = logbook("2025-06-04\nhyp: flattest patch beats centroid. normal-variance map from depth, pick the min. 200 picks: 84%.").output.entries;
    expect(row!.title).not.toBe("200 picks");
  });
});

describe("LOGBOOK on a change request named later by its number", () => {
  it("says what the number was, from the row that made it", () => {
    const notes = "2024-09-06\nAdded a cubic drift correction fitted on 3 units. Residual 0.04 °/s. PR #301.\n\n2024-09-10\nTested #301 on 2 other units: residual 0.11 °/s.";
    const { entries } = logbook(notes).output;
    expect(entries[1]!.work).toBe("Tested the cubic drift correction (#301) on 2 other units.");
    expect(entries[1]!.title).toMatch(/^Testing the cubic drift correction/);
  });
});

describe("LOGBOOK on a participle with its own object", () => {
  it("keeps 'Dip coated 20 cm samples' as written", () => {
    const [row] = logbook("2025-04-03\nDip coated 20 cm samples with PU primer.\nFriction 12 g.").output.entries;
    expect(row!.work).toBe("Dip coated 20 cm samples with PU primer.");
  });
});
