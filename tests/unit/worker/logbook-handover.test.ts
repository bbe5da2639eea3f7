import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a mill's shift handover", () => {
  const handover = [
    "MILL SHIFT HANDOVER — Flotation circuit",
    "",
    "12-May-25  DAY SHIFT (06:00-18:00)  Shift lead: R. Singh",
    "- Safety: no incidents. Forklift #2 brakes flagged to maintenance.",
    "- Trial RT-07: switched rougher collector from PAX to CX-3 at 09:30, dose 18 g/t.",
    "- Pass on: hold dose, don't touch frother.",
    "",
    "13-May-25  DAY SHIFT  Shift lead: R. Singh",
    "- Crusher liner change 06:00-10:00, mill down. No trial data this shift.",
    "- Ordered new pH probes.",
    "",
    "14-May-25  DAY SHIFT  Shift lead: R. Singh",
    "- RT-07 at 21 g/t all shift: Cu recovery 88.2%.",
    "- Pass on: metallurgist wants to try 19 g/t tomorrow.",
  ].join("\n");

  it("reads the shift's header as its date and frame, not as the work", () => {
    const got = rows(handover);
    expect(got.map((e) => e.date)).toEqual(["2025-05-12", "2025-05-14"]);
    for (const e of got) expect(`${e.title} ${e.work} ${e.result}`).not.toMatch(/SHIFT|Shift lead|Singh|\b25 /);
  });

  it("makes the handover's 'Pass on:' the next steps, and leaves the plant's upkeep out", () => {
    const [day, , last] = [...rows(handover), undefined];
    expect(day!.nextSteps).toMatch(/^Hold dose, don't touch frother/);
    expect(day!.work).not.toMatch(/Forklift/);
    expect(day!.result).not.toMatch(/Pass on/);
    expect(last).toBeUndefined();
    expect(rows(handover)[1]!.nextSteps).toMatch(/try 19 g\/t tomorrow/);
  });
});

describe("LOGBOOK on a run's code and the setting it ran at", () => {
  it("reads 'RT-07 at 21 g/t all shift:' as the work and what follows as its result, without repeating the trial", () => {
    const notes = "12-May-25  DAY SHIFT  Shift lead: R. Singh\n- Trial RT-07: switched rougher collector from PAX to CX-3 at 09:30.\n\n14-May-25  DAY SHIFT  Shift lead: R. Singh\n- RT-07 at 21 g/t all shift: Cu recovery 88.2%, grade 25.3% Cu.";
    const [, row] = logbook(notes).output.entries;
    expect(row!.work).toBe("RT-07 at 21 g/t all shift.");
    expect(row!.result).toMatch(/recovery 88\.2%/);
  });
});
