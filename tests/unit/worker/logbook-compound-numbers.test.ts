import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

describe("LOGBOOK: a number joined to its word", () => {
  it("titles '4-pt bending tests – panels A, B, C' by the tests, not as a count", () => {
    const notes = ["Monday, May 05, 2025", "  8:00 AM - 5:00 PM    4-pt bending tests – panels A, B, C", "                       Notes: Loaded to failure. Stiffness A 88%, B 86%."].join("\n");
    const row = logbook(notes).output.entries[0]!;
    expect(row.title).toMatch(/^4-pt bending tests/);
  });
});

describe("LOGBOOK: the question a title names", () => {
  it("names it without 'Expectation was that' or 'On pense qu''", () => {
    const en = logbook("2025-10-07: Applied AC pulse self-heating at 1 kHz. Expectation was that resistance heating would bring the cells to 0 °C.").output.entries[0]!;
    expect(en.title).toMatch(/— resistance heating would bring/);
    const fr = logbook("2025-03-14: Charge test 120 pcs, séchoir #2. On pense qu'un conditioning step va relâcher les contraintes.").output.entries[0]!;
    expect(fr.title).toMatch(/— un conditioning step/);
  });
});
