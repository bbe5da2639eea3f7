import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

describe("LOGBOOK: when a report says the work was done, and the office's stock count", () => {
  it("writes 'We began the week by welding …' as the welding, and leaves the inventory count out", () => {
    const notes = "Monday, November 3rd 2025. We began the week by welding the first set of five lap shear coupons with the new pancake coil. We then spent part of the afternoon on the quarterly inventory count.";
    const row = logbook(notes).output.entries[0]!;
    expect(row.work).toBe("Welded the first set of five lap shear coupons with the new pancake coil.");
    expect(row.title).toMatch(/^Welding the first set of five lap shear coupons/);
    expect(JSON.stringify(row)).not.toMatch(/inventory/);
  });
});
