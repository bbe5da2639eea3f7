import { describe, expect, it } from "vitest";
import { csvAsTable } from "@/lib/worker/builtin/logbook/csv";
import { fixedWidthAsTable } from "@/lib/worker/builtin/logbook/fixed-width";
import { withoutHeaderFields, isCrewHeader } from "@/lib/worker/builtin/logbook/frames";
import { flattenGitLog } from "@/lib/worker/builtin/logbook/gitlog";
import { findReferences } from "@/lib/worker/builtin/logbook/references";
import { withoutStandingSections } from "@/lib/worker/builtin/logbook/sections";
import { cellSentences, columnName } from "@/lib/worker/builtin/logbook/table";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a shift log's frames and sections", () => {
  it("reads a header field of words and the shift's hours as the frame, bracketed or not", () => {
    expect(withoutHeaderFields("| NIGHT SHIFT 18:00-06:00 | Lead: D. Ferreira")).toBe("");
    expect(withoutHeaderFields("| Day shift (06:30 - 18:30) | ran kiln at 1450 °C")).toBe("ran kiln at 1450 °C");
    expect(withoutHeaderFields("| Swing 14h00-22h00 | Supervisor: M. Roy")).toBe("");
    expect(isCrewHeader("B SHIFT 06:00-18:00  Shift lead: T. Osei")).toBe(true);
    // A field with a figure that is no time range is still a note.
    expect(withoutHeaderFields("| Line 3 at 40 Hz | Lead: T. Osei")).toBe("Line 3 at 40 Hz");
  });

  const log = [
    "KILN 2 SHIFT LOG - clinker trial",
    "",
    "----- 11-Jun-2025 | A SHIFT 06:00-18:00 | Lead: T. Osei -----",
    "SAFETY: toolbox talk, no incidents.",
    "PRODUCTION: 3,120 t clinker, kiln on line 100%.",
    "TRIAL BURNER: swapped the swirl insert to 25° and raised primary air to 12%. Free lime 1.1% vs 1.6% on the old insert.",
    "MAINTENANCE: greased cooler grate drive.",
    "",
    "----- 12-Jun-2025 | B SHIFT 18:00-06:00 | Lead: K. Haas -----",
    "SAFETY: nil.",
    "DOWNTIME: 35 min, ID fan trip.",
    "TRIAL BURNER: held the 25° insert all night. Free lime 1.0%, NOx 610 mg/Nm3.",
    "NEXT: try 30° insert on Friday.",
  ].join("\n");

  it("drops the plant's standing sections and keeps the trial's section as the notes it holds", () => {
    const text = withoutStandingSections(log);
    expect(text).not.toMatch(/SAFETY|PRODUCTION|MAINTENANCE|DOWNTIME|greased|ID fan/);
    expect(text).toMatch(/^swapped the swirl insert/m);
    expect(text).toMatch(/^NEXT: try 30° insert/m);
  });

  it("writes each shift's row from its trial lines only", () => {
    const got = rows(log);
    expect(got.map((e) => e.date)).toEqual(["2025-06-11", "2025-06-12"]);
    for (const e of got) expect(`${e.title} ${e.work} ${e.result}`).not.toMatch(/SHIFT|06:00|18:00|toolbox|clinker|grate|ID fan|TRIAL BURNER/);
    expect(got[0]!.work).toMatch(/swirl insert/);
    expect(got[1]!.nextSteps).toMatch(/30° insert/);
  });

  it("leaves a log alone when its upper-case labels are not a plant's sections", () => {
    const notes = "NOTE: all runs at 25 °C.\nRUN A: 12 mV.\nRUN B: 9 mV.\nRUN C: 8 mV.";
    expect(withoutStandingSections(notes)).toBe(notes);
  });
});

describe("LOGBOOK on a table aligned with spaces, as pasted from a PDF", () => {
  const sheet = [
    "Anodising screen, 6061 coupons",
    "",
    "Date     Coupon  Bath / conditions              Thick.  Notes",
    "Mar 3    AN-1    15% H2SO4, 20 °C, 1.5 A/dm2    11 um   baseline, pale colour.",
    "Mar 5    AN-2    15% H2SO4, 10 °C, 1.5 A/dm2    14 um   harder film. maybe lower temp",
    "                                                        slows dissolution? photo AN2.jpg",
    "Mar 7    AN-3    same, 2.0 A/dm2                18 um   burning at the edges.",
  ].join("\n");

  it("cuts each row at the header's columns, and joins a wrapped line to the row above", () => {
    const table = fixedWidthAsTable(sheet).split("\n");
    expect(table[2]).toBe("Date\tCoupon\tBath / conditions\tThick.\tNotes");
    expect(table[3]).toBe("Mar 3\tAN-1\t15% H2SO4, 20 °C, 1.5 A/dm2\t11 um\tbaseline, pale colour.");
    expect(table[4]).toBe("Mar 5\tAN-2\t15% H2SO4, 10 °C, 1.5 A/dm2\t14 um\tharder film. maybe lower temp slows dissolution? photo AN2.jpg");
    expect(table).toHaveLength(6);
  });

  it("gives a figure set flush right under its column's name to that column", () => {
    const text = ["Day     Sample   Yield    Purity", "Jan 9   S-1        92%     99.1%", "Jan 10  S-2       100%     98.7%"].join("\n");
    expect(fixedWidthAsTable(text).split("\n")[2]).toBe("Jan 10\tS-2\t100%\t98.7%");
  });

  it("is no table without a dated row under the header", () => {
    const prose = "Name    Role    Phone\nAna     PI      555-0101";
    expect(fixedWidthAsTable(prose)).toBe(prose);
  });

  it("writes a row per dated line, its wrapped note and all", () => {
    const got = rows(sheet);
    expect(got.map((e) => e.date)).toEqual(["2025-03-03", "2025-03-05", "2025-03-07"]);
    expect(got[1]!.evidence).toContain("AN2.jpg");
    expect(`${got[1]!.hypothesis} ${got[1]!.result}`).toMatch(/slows dissolution/);
    expect(got[0]!.work).toMatch(/H2SO4/);
  });

  it("spells out a column's abbreviation so its stop does not end the sentence", () => {
    expect(columnName("Conv.")).toBe("Conversion");
    expect(columnName("Sel.VA")).toBe("Selectivity VA");
    expect(columnName("Thk. (um)")).toBe("Thk (um)");
    expect(cellSentences(["Jan 9", "92"], ["Date", "Conv. %"], 0)).toEqual(["result: Conversion 92%"]);
  });

  it("labels a cell by the label one of its column's two names is", () => {
    expect(cellSentences(["Jan 9", "5 bar, 25 °C"], ["Date", "Reactor / conditions"], 0)).toEqual(["conditions: 5 bar, 25 °C"]);
  });
});

describe("LOGBOOK on a field app's CSV columns", () => {
  it("keeps observers and places out of the work", () => {
    const csv = [
      '"date","site","recorded by","task","notes"',
      '"2025-06-02","North bay 3","P. Lemay","Sprayed biochar slurry on strips 1-6","Soil moisture 21% before"',
      '"2025-06-09","North bay 3","A. Wong","Measured soil moisture on strips 1-6","Moisture 26% on biochar strips vs 22% control"',
    ].join("\n");
    const got = rows(csv);
    expect(got.map((e) => e.date)).toEqual(["2025-06-02", "2025-06-09"]);
    for (const e of got) expect(`${e.title} ${e.work} ${e.result}`).not.toMatch(/Lemay|Wong|North bay/);
    expect(csvAsTable(csv).split("\n")[0]).toBe("date\tsite\trecorded by\ttask\tnotes");
  });

  it("treats scouts, observers and inspectors as people and plots and blocks as places", () => {
    const header = ["Date", "Plot", "Scout", "Observation"];
    expect(cellSentences(["May 2", "P-14", "J. Roy", "aphids on 3 of 20 plants"], header, 0)).toEqual(["observation: aphids on 3 of 20 plants"]);
    expect(cellSentences(["May 2", "Block C", "K. Ng", "rust on leaf 4"], ["Date", "Block", "Inspector", "Observation"], 0)).toEqual(["observation: rust on leaf 4"]);
  });
});

describe("LOGBOOK on a git log's reverts and on file names after 'file'", () => {
  it("makes no row of a revert commit", () => {
    const log = [
      "commit 3c9e1f0a7b2d4e6f8a0c2e4f6a8b0c2d4e6f8a0c",
      "Author: Lee Park <lee@example.com>",
      "Date:   Thu May 8 10:02:11 2025 +0200",
      "",
      '    Revert "cache: LRU of 64 entries (trial)"',
      "",
      "    This reverts commit 7d1a2b3c4e5f60718293a4b5c6d7e8f901234567.",
      "",
      "commit 7d1a2b3c4e5f60718293a4b5c6d7e8f901234567",
      "Author: Lee Park <lee@example.com>",
      "Date:   Wed May 7 16:40:00 2025 +0200",
      "",
      "    cache: LRU of 64 entries (trial)",
      "",
      "    Hit rate 71% -> 74%, but p99 latency up 9 ms. Reverting.",
    ].join("\n");
    const flat = flattenGitLog(log);
    expect(flat).not.toMatch(/Revert "|This reverts/);
    expect(flat).toMatch(/^7d1a2b3c4e5f 2025-05-07 cache: LRU/m);
    expect(rows(log).map((e) => e.date)).toEqual(["2025-05-07"]);
  });

  it("says a reverted commit was undone when its own message does not", () => {
    const log = [
      "commit 9f8e7d6c5b4a39281706f5e4d3c2b1a098765432",
      "Author: Lee Park <lee@example.com>",
      "Date:   Fri May 9 09:00:00 2025 +0200",
      "",
      '    Revert "parser: SIMD tokenizer"',
      "",
      "    This reverts commit 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b.",
      "",
      "commit 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b",
      "Author: Lee Park <lee@example.com>",
      "Date:   Thu May 8 15:00:00 2025 +0200",
      "",
      "    parser: SIMD tokenizer",
      "",
      "    Tokenizing 1.8 GB/s -> 3.1 GB/s on the JSON corpus.",
    ].join("\n");
    expect(flattenGitLog(log)).toMatch(/3\.1 GB\/s on the JSON corpus\.\nReverted the change afterwards\./);
    const [row] = rows(log);
    expect(`${row!.work} ${row!.result}`).toMatch(/[Rr]everted the change afterwards/);
    expect(row!.title).not.toMatch(/[Rr]evert/);
  });

  it("reads a name with a short extension of any kind after 'file' as a file", () => {
    const refs = findReferences("loaded the oven profile (recipe file SLOW-ramp-3.rcp) and ran it").map((r) => r.text);
    expect(refs).toContain("SLOW-ramp-3.rcp");
    // Without the word, or without a digit in the name, an unknown extension stays a word.
    expect(findReferences("ran SLOW-ramp-3.rcp twice").map((r) => r.text)).not.toContain("SLOW-ramp-3.rcp");
    expect(findReferences("the file name.xyz").map((r) => r.text)).toEqual([]);
  });
});
