import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;
const text = (e: { title: string; work: string; result: string }) => `${e.title} ${e.work} ${e.result}`;

describe("LOGBOOK on a tracker's activity history", () => {
  it("dates each entry by its author's yearless stamp and keeps the name, the stamp and status moves out", () => {
    const activity = [
      "Activity",
      "Tom Ashby — Tue 4 Mar 08:51",
      "Logged EC on channel B for 48 h with the PI loop. EC overshoots to 2.4 after each dose.",
      "",
      "Julie Bergeron — Tue 4 Mar 09:10",
      "changed Status: Open → In Progress",
      "",
      "Tom Ashby — Mon 10 Mar 10:05",
      "Ran build 2.3.1 on channel B for 72 h. Overshoot now 1.95 mS/cm max.",
    ].join("\n");
    const got = rows(activity);
    expect(got.map((e) => e.date)).toEqual(["2025-03-04", "2025-03-10"]);
    for (const e of got) expect(text(e)).not.toMatch(/Ashby|Bergeron|08:51|Status|Progress/);
  });

  it("does not take a yearless date closing a line of notes as a stamp", () => {
    const got = rows("2025-03-03: Poured slab S1 at 5% cement. Breaks due — Thu 6 Mar 10:00");
    expect(got.map((e) => e.date)).toEqual(["2025-03-03"]);
  });

  it("keeps a status-like change of a setting as work", () => {
    const got = rows("2025-03-04: set feed: 5 -> 8 kg/h on extruder 2. Torque 61%.");
    expect(got[0]!.work).toMatch(/feed/);
  });
});

describe("LOGBOOK on a maintenance system's work-order export", () => {
  const orders = [
    "Asset: KILN-03   Site: mill   Exported: 2025-11-03",
    "",
    "WO# 55120 | Type: Preventive | Completed: 2025-10-06 | Tech: B. Harper",
    "  Task: Monthly fan bearing greasing, 8 fans.",
    "  Completion notes: Done.",
    "",
    "WO# 55141 | Type: R&D / Project | Completed: 2025-10-17 | Tech: J. Whitford",
    "  Task: Trial adaptive schedule: end drying when the slowest 2 of 6 probes reach 17%, add 8 h equalisation.",
    "  Completion notes: Charge out after 66 h. Mean MC 15.0%, SD 2.1%.",
    "  Follow-up: run 5 more charges to check repeatability.",
  ].join("\n");

  it("dates each order by its completion, not by the export, and leaves upkeep orders out", () => {
    expect(rows(orders).map((e) => e.date)).toEqual(["2025-10-17"]);
  });

  it("keeps the whole task as the work, its notes as the result, and a count after 'run' as a count", () => {
    const [row] = rows(orders);
    expect(row!.work).toMatch(/end drying when the slowest 2 of 6 probes reach 17%/i);
    expect(row!.work).not.toMatch(/^Task/);
    expect(row!.result).toMatch(/SD 2\.1%/);
    expect(row!.nextSteps).toMatch(/^Run 5 more charges/);
  });
});
