import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a brewer's and a firmware engineer's guesses and runs", () => {
  it("reads brewing and pitching as work, and a run 'same as NA-1 but …' as that row's own set-up", () => {
    const notes = [
      "Oct 2nd '25 — Brewed pilot batch NA-1, 40 L. Pitched WLP618 at 15°C because it can't eat maltose.",
      "",
      "Oct 9th — NA-2 brewed, same as NA-1 but dry hop 2 g/L Citra at day 2. OG 1.031.",
    ].join("\n");
    const [first, second] = rows(notes);
    expect(first!.work).toMatch(/^Brewed pilot batch NA-1, 40 L\. Pitched WLP618 at 15°C/);
    expect(second!.work).toMatch(/^Brewed NA-2, same as NA-1 but dry hop 2 g\/L Citra at day 2/);
    expect(second!.result).toBe("OG 1.031.");
  });

  it("reads a prediction of where a figure will go, with the condition before it, as the hypothesis", () => {
    const notes = "2025-04-02\nScoped PA0 wake line. Core stays awake 28 ms waiting on LSE ready. If we keep LSE running in STOP2, awake time should drop below 3 ms.";
    const [row] = rows(notes);
    expect(row!.hypothesis).toBe("If we keep LSE running in STOP2, awake time should drop below 3 ms.");
    expect(row!.result).not.toMatch(/should drop/);
  });

  it("reads 'I bet …' as the hypothesis", () => {
    const [row] = rows("2025-04-01\nMeasured average current on the PPK2: 41 µA. I bet the LSE crystal startup is keeping the MCU awake.");
    expect(row!.hypothesis).toMatch(/^I bet the LSE crystal startup/);
    expect(row!.result).not.toMatch(/bet/);
  });
});

describe("LOGBOOK on a guess put as a question", () => {
  it("reads 'I'm wondering if it's a different yeast' as the hypothesis", () => {
    const [row] = logbook("2025-03-25\nSent two bottles to the lab for a yeast ID. Less sugar slowed it but didn't stop it. I'm wondering if it's a different yeast, something like Brett.").output.entries;
    expect(row!.hypothesis).toMatch(/^I'm wondering if it's a different yeast/);
    expect(row!.result).not.toMatch(/wondering/);
  });
});

describe("LOGBOOK on what a measured thing did", () => {
  it("reads ', it's crept from 0.4 to 0.48 percent' after the sample's name as the result", () => {
    const [row] = logbook("2025-03-25\nK-114 after eighteen days at 4 degrees, it's crept from 0.4 to 0.48 percent. Sent two bottles to the lab.").output.entries;
    expect(row!.result).toBe("It's crept from 0.4 to 0.48 percent.");
    expect(row!.work).not.toMatch(/crept/);
  });
});

describe("LOGBOOK on a short verdict", () => {
  it("reads 'Lots A and B OK, lot C pull 160 N' as the result, not the work", () => {
    const [row] = logbook("2025-04-15\nWelded tabs from 3 supplier lots with the Apr 8 settings. Lots A and B OK, lot C pull 160 N with 9% porosity.").output.entries;
    expect(row!.work).toBe("Welded tabs from 3 supplier lots with the Apr 8 settings.");
    expect(row!.result).toBe("Lots A and B OK, lot C pull 160 N with 9% porosity.");
  });
});
