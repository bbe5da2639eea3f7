import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

describe("LOGBOOK: a section's label and the arrows of a change", () => {
  it("lets a label on a line of its own ('## Next') govern the plain lines under it", () => {
    const notes = ["Date: February 18, 2025", "Ran the NLMS filter on 6 volunteers.", "", "## Next", "Add the gyro channel as a second reference."].join("\n");
    const row = logbook(notes).output.entries[0]!;
    expect(row.nextSteps).toMatch(/gyro channel/);
    expect(row.work).not.toMatch(/gyro/);
  });
});
