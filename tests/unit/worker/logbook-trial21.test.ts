import { describe, expect, it } from "vitest";
import { spelledOut } from "@/lib/worker/builtin/logbook/shorthand";
import { withoutSpeakers } from "@/lib/worker/builtin/logbook/speakers";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;
const all = (row: { title: string; hypothesis: string; work: string; result: string; nextSteps: string }) =>
  `${row.title} | ${row.hypothesis} | ${row.work} | ${row.result} | ${row.nextSteps}`;

describe("LOGBOOK spells shorthand out in the domain its neighbours name", () => {
  it("keeps a unit after a figure as the unit ('12 ppt'), and spells out the noun elsewhere", () => {
    expect(spelledOut("brine raised to 35 ppt overnight")).toBe("brine raised to 35 ppt overnight");
    expect(spelledOut("a fine ppt settled")).toBe("a fine precipitate settled");
  });

  it("reads 'conv' and 'sel' by a percentage or 'full' as conversion and selectivity, 'conv layer' as a convolution", () => {
    expect(spelledOut("reached full conv.")).toBe("reached full conversion.");
    expect(spelledOut("conv 91%, sel 64%")).toBe("conversion 91%, selectivity 64%");
    expect(spelledOut("swapped the first conv block")).toBe("swapped the first convolution block");
  });

  it("does not cut a sentence at 'sel.' or 'conv.'", () => {
    const [row] = rows("2025-05-06\nRan the Pd screen at 40 °C: sel. falls to 55% after 3 h.");
    expect(row!.result).toMatch(/selectivity falls to 55%/i);
  });
});

describe("LOGBOOK keeps who wrote a line out of its words", () => {
  it("drops a stand-up's 'Name:' when several names open the lines", () => {
    const out = withoutSpeakers(["Tomek: poured the slab", "Inga: cores out", "Tomek: cured it", "Inga: ok"]);
    expect(out).toEqual(["poured the slab", "cores out", "cured it", "ok"]);
  });

  it("keeps a label or a single field ('Batch:') that recurs", () => {
    const lines = ["Batch: B-11", "Batch: B-12", "Observations: none", "Observations: some"];
    expect(withoutSpeakers(lines)).toEqual(lines);
  });

  it("writes a stand-up's news without the speaker", () => {
    const notes = [
      "2025-02-10",
      "Pavel: reflowed 3 boards of the new stencil.",
      "Rosa: voiding under the QFN 12% against 30% on the old stencil.",
      "2025-02-12",
      "Pavel: reflowed 3 boards at a 10 s longer soak.",
      "Rosa: voiding down to 8%.",
    ].join("\n");
    const [first, second] = rows(notes);
    expect(all(first!)).not.toMatch(/Pavel|Rosa/);
    expect(first!.work).toMatch(/^Reflowed 3 boards of the new stencil/);
    expect(second!.result).toMatch(/voiding down to 8%/i);
  });

  it("drops the writer's initials after a log line's date and clock", () => {
    const notes = [
      "3/3 07:45 KT machined bracket set B-1, 6 parts",
      "3/3 15:20 SL bracket set B-1 measured, all in tolerance",
      "3/4 08:10 KT machined bracket set B-2, 6 parts",
      "3/4 16:00 SL bracket set B-2 measured, 1 out of tolerance",
    ].join("\n");
    for (const row of rows(notes)) expect(all(row)).not.toMatch(/\bKT\b|\bSL\b/);
  });
});

describe("LOGBOOK on a mail thread's group greeting and signature", () => {
  it("drops 'Hi both,' and the signature under '--'", () => {
    const notes = [
      "From: Ana Ruiz <ana@example.com>",
      "Sent: Monday, June 2, 2025 9:12 AM",
      "To: Li Wei; Omar Haddad",
      "Subject: foam trials",
      "",
      "Hi both,",
      "",
      "Foamed batch F-3 at 2% blowing agent. Density 41 kg/m3.",
      "",
      "Ana",
      "",
      "--",
      "Ana Ruiz | Materials Engineer",
      "Foamworks Ltd. | 12 Mill Road",
      "T 555-0100",
    ].join("\n");
    const found = rows(notes);
    expect(found).toHaveLength(1);
    expect(all(found[0]!)).not.toMatch(/Hi both|Materials Engineer|Foamworks|555-0100/);
    expect(found[0]!.work).toMatch(/^Foamed batch F-3/);
  });
});

describe("LOGBOOK reads a French-Canadian clock after a date", () => {
  it("keeps '14h30' and '9h15' out of the row", () => {
    const found = rows("14/03/2025 14h30\nCast 6 cubes of mix B.\n\n18/03/2025 - 9h15\nDemoulded the cubes of mix B.");
    expect(found.map((r) => r.date)).toEqual(["2025-03-14", "2025-03-18"]);
    for (const row of found) expect(all(row)).not.toMatch(/\dh\d/);
  });
});

describe("LOGBOOK on a report's numbered run headings and its labels", () => {
  const report = [
    "3. Trials",
    "",
    "3.1 Soak run SR-4 - 2025-09-08",
    "Configuration: zinc flake coat on M10 bolts, 2 coats, 48 h salt spray.",
    "Observations: red rust on 3 of 10 bolts at 48 h.",
    "Recommendation: add a topcoat and repeat the 48 h spray.",
  ].join("\n");

  it("keeps the section number and the run's name out of the work's first step and the title", () => {
    const [row] = rows(report);
    expect(row!.date).toBe("2025-09-08");
    expect(`${row!.title} ${row!.work}`).not.toMatch(/3\.1/);
    expect(row!.title).not.toMatch(/^Soak run SR-4$/);
  });

  it("reads 'Configuration:' as the work, settings and all, and 'Recommendation:' as the next step", () => {
    const [row] = rows(report);
    expect(row!.work).toMatch(/zinc flake coat on M10 bolts, 2 coats, 48 h salt spray/i);
    expect(row!.result).toMatch(/red rust on 3 of 10 bolts/i);
    expect(row!.nextSteps).toMatch(/^Add a topcoat/);
  });
});

describe("LOGBOOK keeps a run's set-up with the work", () => {
  it("reads the settings after a run's name and colon as the work, not its result", () => {
    const [row] = rows("2025-07-01\nTrial 2 on the twin-screw line this afternoon: 70/30 oat/pea flour, 35% moisture, barrel 140 °C, 300 rpm.\nThe extrudate came out as a puffed rope.");
    expect(row!.work).toMatch(/70\/30 oat\/pea flour, 35% moisture, barrel 140 °C, 300 rpm/);
    expect(row!.result).toMatch(/came out as a puffed rope/);
    expect(row!.result).not.toMatch(/barrel/);
  });

  it("still reads what a run's colon leads to as the result when it names a measured quantity", () => {
    const [row] = rows("2025-07-02\nTrial 3 at 40 °C: yield 81%, recovery 64%.");
    expect(row!.result).toMatch(/yield 81%/i);
  });

  it("keeps a part held at a value among the settings", () => {
    const [row] = rows("2025-07-03\nRan flotation at pH 10.5, frother held at 12 g/t all shift.");
    expect(row!.work).toMatch(/frother held at 12 g\/t/);
    expect(row!.result).toBe("");
  });

  it("does not read a gerund naming a part at a value ('drying oven at 60 °C') as work done", () => {
    const [row] = rows("2025-07-04\nCoated 12 tablets with the new film. Drying oven at 60 °C, 30 min.");
    expect(row!.work).not.toMatch(/Dried oven/);
  });

  it("reads the notes after 'Today:' as the day's work", () => {
    const [row] = rows("2025-07-07\nToday: same resin, cure up from 2 h to 3 h, mould held at 80 °C.\nSurface gloss visible on all 6 plaques.");
    expect(row!.work).toMatch(/cure up from 2 h to 3 h/);
    expect(row!.result).toMatch(/gloss visible/);
    expect(row!.title).toMatch(/cur/i);
    expect(row!.title).not.toMatch(/^Same resin/);
  });

  it("reads a verbless cry as what was seen, and a suggestion or a person's wish to try as the next step", () => {
    const [row] = rows("2025-07-08\nRaised the anneal to 450 °C. Grains this time! Suggest we drop the ramp rate to 2 K/min.\nPaulo wants to try a nitrogen purge.");
    expect(row!.result).toMatch(/Grains this time!/);
    expect(row!.nextSteps).toMatch(/drop the ramp rate/);
    expect(row!.nextSteps).toMatch(/nitrogen purge/);
  });
});

describe("LOGBOOK titles a row with the words that name its trial", () => {
  it("fills the title across a comma with where or at what the run was done", () => {
    const [row] = rows("2025-08-11\nSoak of housing #3 with the gasket, 96 h in the climate chamber.\nNo water ingress.");
    expect(row!.title).toMatch(/climate chamber/);
  });

  it("stops the title before a count's outcome or a bare value", () => {
    const [row] = rows("2025-08-12\n20 prints on the textured bed, 1/20 lifted.");
    expect(row!.title).not.toMatch(/lifted/);
  });
});

describe("LOGBOOK on a shared log's process steps, run codes and questions", () => {
  it("reads a line naming a process step and its settings as work, and a formula by its name", () => {
    const [row] = rows("5/12 09:00 HB pressed disc set D-4, 8 discs\n5/12 15:30 JW calcine on the slow cycle (2 °C/min to 900 °C, 2 h)\n5/12 16:00 JW added NaOAc to the wash");
    expect(row!.work).toMatch(/calcined on the slow cycle/i);
    expect(row!.work).toMatch(/sodium acetate \(NaOAc\)/);
    expect(row!.result).toBe("");
  });

  it("keeps a run's code before a colon: it names the run, not who spoke", () => {
    const [row] = rows("2025-05-14 10:30 D-4: 2/8 cracked at the rim");
    expect(`${row!.work} ${row!.result}`).toMatch(/D-4/);
  });

  it("reads a step named before how long it took as no work done", () => {
    const [row] = rows("2025-05-15\nInspected disc set D-4. Debind took 30 h.");
    expect(row!.work).not.toMatch(/Debound/);
  });

  it("reads a bare command after a question as the next step", () => {
    const [row] = rows("2025-05-16\nInspected disc set D-5: 3/8 cracked. binder leaving too fast? slow down the 300 °C hold");
    expect(row!.nextSteps).toMatch(/slow down the 300 °C hold/i);
  });

  it("spells out 'germ test' as a germination test", () => {
    expect(spelledOut("cold germ test on lot 4")).toBe("cold germination test on lot 4");
  });
});

describe("LOGBOOK writes no ordinal across an aside or before a unit", () => {
  it("keeps 'cycle (2 °C/min …' and 'run 2 h' as written", () => {
    expect(spelledOut("on the slow cycle (2 °C/min to 900 °C)")).toBe("on the slow cycle (2 °C/min to 900 °C)");
    expect(spelledOut("extended run 2 h")).toBe("extended run 2 h");
    expect(spelledOut("after cycle 2 the seal leaked")).toBe("after the second cycle the seal leaked");
  });
});

describe("LOGBOOK reads a colleague's view as a hypothesis", () => {
  it("takes 'X thinks …' or 'X reckons …' for the hypothesis, not the result", () => {
    const [row] = rows(
      "2025-03-05\nRan the pilot cell at 40 g/t PAX on the coarse feed. Recovery 81%, grade 19 g/t. J. Hill (metallurgist) thinks PAX is not selective enough on the coarse fraction.",
    );
    expect(row!.hypothesis).toMatch(/thinks PAX is not selective enough/);
    expect(row!.result).not.toMatch(/selective/);
    const [other] = rows("2025-03-06\nRepeated the coarse run with the blend. Recovery 84%. Ana reckons the froth was too thin.");
    expect(other!.hypothesis).toMatch(/reckons the froth was too thin/);
  });
});
