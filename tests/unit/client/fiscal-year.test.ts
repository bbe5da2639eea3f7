import { describe, expect, it } from "vitest";
import {
  fiscalYearOf,
  localToday,
  monthDayOf,
  mostRecentYearEnd,
  parseIsoDate,
  parseMonthDay,
  yearEndIn,
} from "@/lib/client/fiscal-year";
import { rememberMonthDay, rememberedMonthDay } from "@/lib/client/year-end-memory";
import { MemoryStorage } from "./memory-storage";

describe("mostRecentYearEnd: the tax year a claim is prepared for", () => {
  it("is last calendar year for a calendar-year company, until December 31 has passed", () => {
    expect(mostRecentYearEnd("2026-11-22")).toBe("2025-12-31");
    expect(mostRecentYearEnd("2026-01-01")).toBe("2025-12-31");
    // On its last day the year has not ended yet.
    expect(mostRecentYearEnd("2026-12-31")).toBe("2025-12-31");
  });

  it("follows the company's own year end", () => {
    expect(mostRecentYearEnd("2026-11-22", "03-31")).toBe("2026-03-31");
    expect(mostRecentYearEnd("2026-03-31", "03-31")).toBe("2025-03-31");
    expect(mostRecentYearEnd("2026-04-01", "03-31")).toBe("2026-03-31");
    expect(mostRecentYearEnd("2026-11-22", "11-30")).toBe("2025-11-30");
  });

  it("puts a February 29 year end on the 28th in other years", () => {
    expect(mostRecentYearEnd("2026-06-01", "02-29")).toBe("2026-02-28");
    expect(mostRecentYearEnd("2028-06-01", "02-29")).toBe("2028-02-29");
    expect(yearEndIn(2025, "02-29")).toBe("2025-02-28");
  });

  it("falls back to December 31 for a month and day that do not exist", () => {
    expect(mostRecentYearEnd("2026-11-22", "13-01")).toBe("2025-12-31");
    expect(yearEndIn("2024", "04-31")).toBe("2024-12-31");
  });

  it("refuses a today that is not a date", () => {
    expect(() => mostRecentYearEnd("22/11/2026")).toThrow();
  });
});

describe("fiscalYearOf: the API's 4-digit fiscal year is the year the tax year ends in", () => {
  it.each([
    ["2025-12-31", "2025"],
    ["2026-03-31", "2026"],
    ["2024-02-29", "2024"],
  ])("%s is fiscal year %s", (date, year) => {
    expect(fiscalYearOf(date)).toBe(year);
    expect(fiscalYearOf(date)).toMatch(/^\d{4}$/);
  });

  it.each(["", "2025", "2025-02-29", "2025-13-01", "2025-00-10", "12025-01-01", "0999-12-31", "2025-1-1", "not a date"])(
    "%j is no year end",
    (date) => {
      expect(fiscalYearOf(date)).toBeNull();
      expect(parseIsoDate(date)).toBeNull();
    },
  );

  it("keeps the month and day of a year end", () => {
    expect(monthDayOf("2026-03-31")).toBe("03-31");
    expect(monthDayOf("2026-02-30")).toBeNull();
    expect(parseMonthDay("02-29")).toBe("02-29");
    expect(parseMonthDay("02-30")).toBeNull();
    expect(parseMonthDay(undefined)).toBeNull();
  });
});

describe("localToday", () => {
  it("reads the user's calendar day, not UTC's", () => {
    expect(localToday(new Date(2026, 10, 22, 23, 59))).toBe("2026-11-22");
    expect(localToday(new Date(2026, 0, 1, 0, 0))).toBe("2026-01-01");
  });
});

describe("year-end memory: the month and day the form shows again", () => {
  it("defaults to December 31, then to the last year end entered, then to the project's own", () => {
    const store = new MemoryStorage();
    expect(rememberedMonthDay(undefined, store)).toBe("12-31");
    rememberMonthDay("03-31", "project-a", store);
    expect(rememberedMonthDay(undefined, store)).toBe("03-31");
    expect(rememberedMonthDay("project-b", store)).toBe("03-31");
    rememberMonthDay("06-30", "project-b", store);
    expect(rememberedMonthDay("project-a", store)).toBe("03-31");
    expect(rememberedMonthDay("project-b", store)).toBe("06-30");
    expect(rememberedMonthDay(undefined, store)).toBe("06-30");
  });

  it("ignores what it cannot read, and a browser without storage", () => {
    const store = new MemoryStorage();
    store.setItem("sred.yearEnds", "{not json");
    expect(rememberedMonthDay("p", store)).toBe("12-31");
    store.setItem("sred.yearEnds", JSON.stringify({ last: "99-99", projects: { p: "nope" } }));
    expect(rememberedMonthDay("p", store)).toBe("12-31");
    rememberMonthDay("not-a-date", "p", store);
    expect(rememberedMonthDay("p", store)).toBe("12-31");
    expect(rememberedMonthDay("p", null)).toBe("12-31");
    expect(() => rememberMonthDay("03-31", "p", null)).not.toThrow();
  });

  it("keeps at most 100 projects, dropping the oldest", () => {
    const store = new MemoryStorage();
    for (let i = 0; i < 105; i++) rememberMonthDay("03-31", `p${i}`, store);
    const kept = JSON.parse(store.getItem("sred.yearEnds")!) as { projects: Record<string, string> };
    expect(Object.keys(kept.projects)).toHaveLength(100);
    expect(kept.projects.p0).toBeUndefined();
    expect(kept.projects.p104).toBe("03-31");
  });
});
