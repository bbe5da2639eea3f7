import { describe, expect, it } from "vitest";
import { spokenFigures } from "@/lib/worker/builtin/logbook/spoken";
import { logbook } from "./helpers";

// The settings a run was given belong to its work; what it gave, to its result.

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK keeps a run's settings with its work", () => {
  it("reads 'crash-cooled 70 → 5 °C at 1 °C/min' after a colon as how the run was done", () => {
    const [row] = rows("2025-05-05\nFirst crystallization of 7B in EtOAc/heptane this morning: crash-cooled 70 → 5 °C at 1 °C/min. Yield 88% but purity only 97.9%.");
    expect(row!.work).toMatch(/crash-cooled from 70 to 5 °C at 1 °C\/min/);
    expect(row!.result).toMatch(/^Yield 88%/);
    expect(row!.result).not.toMatch(/cooled/);
  });

  it("parts '0.2 °C/min from 70 to 5 °C gave yield 84%' into the settings and what they gave", () => {
    const [row] = rows("2025-05-06\nSlower ramp helps: 0.2 °C/min from 70 to 5 °C gave yield 84%, purity 99.4%.");
    expect(row!.work).toBe("0.2 °C/min from 70 to 5 °C.");
    expect(row!.result).toMatch(/Yield 84%, purity 99\.4%/);
  });

  it("leaves a count of items before 'gives' with its sentence", () => {
    const [row] = rows("2025-06-10: Checklist items now an observed-remove set; replay of the 14,212 edits gives 0 silent overwrites.");
    expect(row!.work).toBe("Checklist items now an observed-remove set.");
  });

  it("reads a sentence of settings written value first ('0.8 mm axial, 1200 RPM') as work", () => {
    const [row] = rows("2025-07-15\nWe ran the thin-wall pocket on the bracket. 0.8 mm axial, 1200 RPM, the standard four-flute. Ra came out at 3.2 microns.");
    expect(row!.work).toMatch(/0\.8 mm axial, 1200 RPM, the standard four-flute/);
    expect(row!.result).toBe("Ra came out at 3.2 microns.");
  });

  it("reads 'split in 3 carboys: 20°C, 24°C, 28°C' as one setting for each carboy", () => {
    const [row] = rows("2025-03-10\nStarted batch K-31, split in 3 carboys: 20°C, 24°C, 28°C. Day 0 all three pH 4.2.");
    expect(row!.work).toMatch(/3 carboys: 20°C, 24°C, 28°C/);
    expect(row!.result).toBe("Day 0 all three pH 4.2.");
  });

  it("keeps 'HWP down to 5%, glycerol back to 3%' after the batch made as the recipe changed", () => {
    const [row] = rows("2025-02-05\nMade B-0205 — HWP down to 5% + 2% sorbitol in the binder syrup, glycerol back to 3%. Day 0 = 16 N.");
    expect(row!.work).toMatch(/HWP down to 5%.*glycerol back to 3%/);
    expect(row!.result).not.toMatch(/HWP|glycerol/);
  });

  it("still reports a measured quantity moved back after a result", () => {
    const [row] = rows("2025-03-31\nEssai 3: brine used 4 weeks, same set-up. Cartridge clogged after 9 h, turbidity back to 22 NTU.");
    expect(row!.result).toMatch(/turbidity back to 22 NTU/);
  });
});

describe("LOGBOOK reads dictated figures and greetings", () => {
  it("writes 'point eight' and 'twelve hundred' as figures", () => {
    expect(spokenFigures("Point eight millimetres axial, twelve hundred RPM.")).toBe("0.8 millimetres axial, 1200 RPM.");
    expect(spokenFigures("forty thousand cycles at six point two bar")).toBe("40000 cycles at 6.2 bar");
    expect(spokenFigures("the set point one day")).toBe("the set point one day");
  });

  it("drops a greeting to one person by name before the news", () => {
    const [row] = rows("2025-05-05\nHi Omar, first crystallization of 7B this morning.");
    expect(`${row!.title} ${row!.work}`).not.toMatch(/Omar/);
  });

  it("reads 'Figure the sorbitol gives us the softening' as the writer's hypothesis", () => {
    const [row] = rows("2025-02-05\nMade B-0205 with 2% sorbitol. Figure the sorbitol gives us the softening without the bitter.");
    expect(row!.hypothesis).toMatch(/sorbitol gives us the softening/);
  });
});

describe("LOGBOOK titles", () => {
  it("leaves 'today' and 'this morning' to the row's date", () => {
    const [row] = rows("2025-03-10\nStarting low-alc batch K-31 today, split in 3 carboys.");
    expect(row!.title).not.toMatch(/today/i);
  });

  it("keeps the keys a piece of work was done on ('K-31A and K-31D')", () => {
    const [row] = rows("2025-03-17\nSent K-31A and K-31D to Labtek for GC.");
    expect(row!.title).toMatch(/K-31A and K-31D to Labtek/);
  });
});

describe("LOGBOOK reads a board's activity feed", () => {
  it("dates each comment by the stamp beside its author, newest first", () => {
    const notes = [
      "Julie Ouellet  Feb 3, 2025, 11:32 AM",
      "14 d pull of the Jan 20 batches: B-0120a 40 N, B-0120b 26 N.",
      "",
      "Julie Ouellet  Jan 20, 2025, 3:55 PM",
      "Test batches made, both into the 35 °C chamber.",
    ].join("\n");
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-01-20", "2025-02-03"]);
  });

  it("leaves a day weeks after the comment's own to the plan, not a row of its own", () => {
    const notes = ["Marc Poirier  Feb 5, 2025, 4:40 PM", "Made B-0205. Day 0 = 16 N. In the chamber, 14 d pull + panel on Feb 19."].join("\n");
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-02-05"]);
  });
});
