import { describe, expect, it } from "vitest";
import { claimSummary, countLogbookEntries, fileSummary, fiscalPeriod } from "@/lib/projects/overview";

describe("fiscalPeriod", () => {
  it("is the calendar year by default", () => {
    expect(fiscalPeriod("2025")).toEqual({ start: "2025-01-01", end: "2025-12-31" });
  });

  it("runs from the day after the previous year end to the year end in the fiscal year", () => {
    expect(fiscalPeriod("2026", "03-31")).toEqual({ start: "2025-04-01", end: "2026-03-31" });
    expect(fiscalPeriod("2025", "06-30")).toEqual({ start: "2024-07-01", end: "2025-06-30" });
  });

  it("takes February 28 for a February 29 year end in a year without it", () => {
    expect(fiscalPeriod("2025", "02-29")).toEqual({ start: "2024-03-01", end: "2025-02-28" });
    expect(fiscalPeriod("2024", "02-29")).toEqual({ start: "2023-03-01", end: "2024-02-29" });
  });
});

describe("countLogbookEntries", () => {
  const period = { start: "2025-01-01", end: "2025-12-31" };

  it("counts each date and title once, those inside the period, and the undated", () => {
    const counted = countLogbookEntries(
      [
        { date: "2025-03-03", title: "Variable-pitch end mill" },
        { date: "2025-03-03", title: "variable-pitch end mill " },
        { date: "2025-12-31", title: "Year-end trial" },
        { date: "2026-01-01", title: "Next year" },
        { date: "2024-12-31T10:00", title: "Last year" },
        { date: "", title: "Undated" },
        { date: "March", title: "Unreadable date" },
      ],
      period,
    );
    expect(counted).toEqual({ entries: 6, inPeriod: 2, undated: 2 });
  });
});

describe("claimSummary and fileSummary", () => {
  it("reads each line's state, the lines drafted and the Section A fields missing", () => {
    const summary = claimSummary({
      version: 3,
      updatedAt: "2026-01-31T12:00:00.000Z",
      title: "Codec",
      startDate: "2025-01",
      completionDate: null,
      fieldOfScienceCode: null,
      lines: { "242": { wordCount: 320, wordLimit: 350 }, "244": { wordCount: 0, wordLimit: 700 }, "246": { wordCount: 351, wordLimit: 350 } },
    });
    expect(summary).toEqual({
      version: 3,
      updatedAt: "2026-01-31T12:00:00.000Z",
      lines: {
        "242": { wordCount: 320, wordLimit: 350, state: "NEAR_LIMIT" },
        "244": { wordCount: 0, wordLimit: 700, state: "EMPTY" },
        "246": { wordCount: 351, wordLimit: 350, state: "OVER_LIMIT" },
      },
      linesDrafted: 2,
      missingFields: ["completionDate", "fieldOfScienceCode"],
    });
  });

  it("counts files by index status", () => {
    const files = ["READY", "READY", "FAILED", "PENDING", "INDEXING"].map((indexStatus) => ({ indexStatus }));
    expect(fileSummary(files)).toEqual({ total: 5, ready: 2, failed: 1, indexing: 2 });
  });
});
