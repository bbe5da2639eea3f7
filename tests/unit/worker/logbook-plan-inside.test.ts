import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const only = (notes: string) => logbook(notes).output.entries[0]!;

describe("LOGBOOK: a plan stated inside a report's sentence, and a notebook's 'Accel.'", () => {
  it("reads '…, so the plan is to wrap the mesh in PEEK film' as the next step", () => {
    const row = only("2025-11-05: Welded five new coupons. The C-scan showed porosity near the mesh edges, so the plan is to wrap the mesh in PEEK film.");
    expect(row.nextSteps).toMatch(/wrap the mesh in PEEK film/);
    expect(row.result).not.toMatch(/PEEK/);
  });

  it("keeps 'Accel. shelf life set up: …' one sentence", () => {
    const row = only("2025-03-21: Accel. shelf life set up: S-17 jars x12 at 35°C. Obs t0: aw 0.84, pH 3.31.");
    expect(row.work).not.toBe("Accel.");
    expect(row.work).toMatch(/shelf life set up/);
  });
});
