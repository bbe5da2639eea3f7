import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

describe("LOGBOOK: a report's week headings", () => {
  const notes = [
    "2.2 Week of October 13",
    "Thanksgiving Monday — office closed.",
    "Thu Oct 16 2025 — Raised pulse amplitude to 2C at 1 kHz. 0 °C reached in 13 min.",
    "",
    "2.3 Week of October 20",
    "The 50-cycle repeat ran automatically through the week.",
    "Fri Oct 24 2025 — After 50 heat cycles, capacity is 98.1% of baseline.",
  ].join("\n");

  it("closes the day above, and gives what the week's heading says before its first day to that day", () => {
    const { entries } = logbook(notes).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-10-16", "2025-10-24"]);
    expect(entries[0]!.work).not.toMatch(/50-cycle|office/);
    expect(entries[1]!.work).toMatch(/50-cycle repeat/);
  });
});
