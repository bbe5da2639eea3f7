import { describe, expect, it } from "vitest";
import { settingChanges } from "@/lib/worker/builtin/logbook/setup";
import { logbook } from "./helpers";

describe("LOGBOOK: a section's label and the arrows of a change", () => {
  it("lets a label on a line of its own ('## Next') govern the plain lines under it", () => {
    const notes = ["Date: February 18, 2025", "Ran the NLMS filter on 6 volunteers.", "", "## Next", "Add the gyro channel as a second reference."].join("\n");
    const row = logbook(notes).output.entries[0]!;
    expect(row.nextSteps).toMatch(/gyro channel/);
    expect(row.work).not.toMatch(/gyro/);
  });

  it("keeps a change's own verb ('Raise step size 0.02 -> 0.05')", () => {
    expect(settingChanges("Raise step size 0.02 -> 0.05")).toBe("Raise step size from 0.02 to 0.05");
  });

  it("reads a measured arrow after 'Measured …:' as what the setting did", () => {
    expect(settingChanges("Measured on Otii Arc, board rev C: sleep current 38.2 uA -> 4.6 uA.")).toBe("Measured on Otii Arc, board rev C: sleep current went from 38.2 uA to 4.6 uA.");
    expect(settingChanges("The 18% memory: node size 32 -> 64 entries")).toBe("The 18% memory: increased node size from 32 to 64 entries");
  });

  it("opens no row for a scoped housekeeping commit ('docs: fix typo in README')", () => {
    const notes = [
      "commit e9d71f5ee7c92d6dc9e92ffdad17b8bd49418f98",
      "Author: Marco <marco@example.com>",
      "Date:   Fri Jan 17 09:03:11 2025 -0500",
      "",
      "    docs: fix typo in README",
      "",
      "commit 86f7e437faa5a7fce15d1ddcb9eaeaea377667b8",
      "Author: Lina <lina@example.com>",
      "Date:   Thu Jan 16 14:22:05 2025 -0500",
      "",
      "    power: force SX1262 cold sleep, RTC-only wake",
      "",
      "    Measured on Otii Arc: sleep current 38.2 uA -> 4.6 uA.",
    ].join("\n");
    const { entries } = logbook(notes).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-01-16"]);
    expect(entries[0]!.result).toMatch(/sleep current went from 38.2 uA to 4.6 uA/i);
  });
});
