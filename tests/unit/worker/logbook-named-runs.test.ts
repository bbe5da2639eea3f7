import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on runs named by a number ('Trial 1:', 'Essai #2:')", () => {
  it("keeps a CSV cell's run and its set-up in the work, and the run's name as written", () => {
    const csv = [
      "Date,Operator,Line,Activity,Observations,Next step",
      '03.03.2025,M. Tremblay,L2,"Trial 1: 40% pine flour in recycled HDPE, no coupling agent, barrel 175C","Melt fracture at 2.1 m/min; modulus 2.9 GPa","Add 3% MAPE"',
      '05.03.2025,M. Tremblay,L2,"Trial 2: same blend + 3% MAPE. Expect coupling agent to improve fibre wetting","Surface smooth up to 2.8 m/min","Try 50% wood flour"',
    ].join("\n");
    const [first, second] = rows(csv);
    expect(first!.work).toMatch(/Trial 1: 40% pine flour in recycled HDPE, no coupling agent, barrel 175C/);
    expect(first!.result).not.toMatch(/pine flour/);
    expect(first!.title).toMatch(/^Trial 1/);
    expect(second!.hypothesis).toMatch(/coupling agent to improve fibre wetting/);
    expect(second!.work).not.toMatch(/Expect/);
  });

  it("reads a run's name and a word of what it is before the colon as the work's opening", () => {
    const notes = "7 avril 2025\nEssai #1 culture starter: base cashew + Lactococcus lactis (Chr. Hansen Vegan 1), 30°C, 18 h. pH final 5.1, trop haut.";
    const [row] = rows(notes);
    expect(row!.work).toMatch(/Essai #1 culture starter: base cashew .*\(Chr\. Hansen Vegan 1\), 30°C, 18 h/);
    expect(row!.result).toMatch(/^pH final 5\.1/);
  });

  it("keeps a capitalised run's number where the sentence names it, and counts a lower-case one", () => {
    const [row] = rows("2025-03-14\nMoisture check on pine flour lots A and B before Trial 4. Repeated cycle 2 of the dryer.");
    expect(row!.work).toMatch(/before Trial 4/);
    expect(row!.work).toMatch(/second cycle/);
  });
});

describe("LOGBOOK on French notes in an English logbook", () => {
  it("reads a sentence opening on a run's name as its set-up, and 'On garde cette recette …' as the next step", () => {
    const notes = "17 avril 2025\nColloid mill 2 passes. D90 38 µm. Essai #4 avec 1% sucrose, 22 h: pH 4.58, texture lisse. On garde cette recette pour le test de conservation.";
    const [row] = logbook(notes).output.entries;
    expect(row!.work).toBe("Colloid mill 2 passes. Essai #4 avec 1% sucrose, 22 h.");
    expect(row!.result).toMatch(/pH 4\.58, texture lisse/);
    expect(row!.nextSteps).toMatch(/^On garde cette recette/);
  });

  it("leaves a numbered thing that is no run ('Cell 3 seal replaced', 'Panel 1 had a dry spot') where it was", () => {
    const [row] = logbook("2024-10-11\nThree-point bending on the panels. Flexural strength 182 MPa. Panel 1 had a dry spot near the vent.").output.entries;
    expect(row!.result).toMatch(/Panel 1 had a dry spot/);
  });
});
