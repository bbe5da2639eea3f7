import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const only = (notes: string) => logbook(notes).output.entries[0]!;

describe("LOGBOOK: what a quantity did and what the work followed on from", () => {
  it("reads 'heating time rose to 17 min' as a result, not heating done", () => {
    const row = only("2025-10-29: Dropped the pulse frequency to 500 Hz. Inverter efficiency 91% vs 86% at 1 kHz, but heating time rose to 17 min.");
    expect(row.result).toMatch(/heating time rose to 17 min/);
    expect(row.work).not.toMatch(/heat/i);
  });

  it("reads 'Following Monday's result we extended the mesh' as the work, without its lead-in", () => {
    const row = only("2025-11-05: Following Monday's result we extended the mesh 5 mm beyond the overlap edges and welded five new coupons. The edges reached 352 °C.");
    expect(row.work).toMatch(/^Extended the mesh 5 mm/);
    expect(row.result).not.toMatch(/extended/);
  });
});

describe("LOGBOOK: a verb done again", () => {
  it("keeps 'Re-flew NDVI 2 wks post' as written, not as settings of the earlier flight", () => {
    const notes = "2025-06-17: Flew the NDVI mission over NW-12.\n\n2025-07-02: Re-flew NDVI 2 wks post. Zone 2 up from 0.55 to 0.71.";
    const rows = logbook(notes).output.entries;
    expect(rows[1]!.work).toBe("Re-flew NDVI 2 weeks post.");
  });
});
