import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a lab notebook's Aim / Method / Obs / Concl entries", () => {
  const notebook = [
    "June 4th — ordered more methanol, safety training for the new student. No experiments.",
    "",
    "June 5th",
    "Aim: measure acid value of the UCO batch; if FFA > 2% a pre-esterification step should lift yield above 90%.",
    "Method: titration ASTM D664, then H2SO4 pre-esterification (1 wt%, 60°C, 1 h) before the CaO step.",
    "Obs: AV 5.6 mg KOH/g. CaO step yield 91 / 93 / 92 %.",
    "",
    "June 9th",
    "Aim: catalyst reuse.",
    "Method: recovered CaO by centrifuge, washed with methanol, reused 4 cycles.",
    "Obs: yield 92, 88, 74, 61 %.",
  ].join("\n");

  it("keeps an aim with no bound to meet as the work it names, and its prediction as the hypothesis", () => {
    const [june5, june9] = rows(notebook);
    expect(june5!.work).toMatch(/^Measured acid value of the UCO batch/);
    expect(june5!.hypothesis).toMatch(/^If FFA .*should lift yield above 90%/);
    expect(june9!.work).toMatch(/^Catalyst reuse\./);
    expect(june9!.title).toMatch(/catalyst reuse/i);
  });

  it("leaves a target with a bound out of the work", () => {
    const [row] = rows("2025-04-03\nGoal: friction force < 20 g after 10 cycles\nCoated 6 tubes with PVP. Friction 31 g.");
    expect(row!.work).not.toMatch(/friction force/i);
  });

  it("has no row for a day of supplies and training that says it ran no experiments", () => {
    expect(rows(notebook).map((e) => e.date)).toEqual(["2025-06-05", "2025-06-09"]);
  });
});
