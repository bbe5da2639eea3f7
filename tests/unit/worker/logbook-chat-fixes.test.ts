import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a firmware team's chat about a fix", () => {
  it("keeps a pushed change and what it does as the work, not as a pointer to a record", () => {
    const [row] = rows("Thu 3 Apr 2025\n[14:20] Marc Gagnon: pushed fix/lse-keepalive (commit 7e91c2a): LSE stays on in STOP2, RTC drives adv timer");
    expect(row!.work).toBe("Pushed fix/lse-keepalive (commit 7e91c2a): LSE stays on in STOP2, RTC drives adv timer.");
    expect(row!.evidence).toContain("commit 7e91c2a");
  });

  it("reads what a check found and the average it gave as the result", () => {
    const [row] = rows("Mon 7 Apr 2025\nBME280 was indeed in normal mode (0.6 mA standby bursts). switched to forced mode in v0.9.5 — avg now 14.1 µA on 5 nodes over 24h.");
    expect(row!.work).toBe("Switched to forced mode in v0.9.5.");
    expect(row!.result).toMatch(/^BME280 was indeed in normal mode .* now 14\.1 µA/);
  });
});

describe("LOGBOOK keeps the subject of a simple past", () => {
  it("never turns 'Masking took out …' into 'Took masking out …'", () => {
    const [row] = logbook("2025-06-30\nBuilt the prescription map with the elevation mask. Masking took out eleven percent of the flagged area.").output.entries;
    expect(`${row!.work} ${row!.result} ${row!.title}`).not.toMatch(/took masking/i);
    expect(`${row!.work} ${row!.result}`).toMatch(/Masking took out eleven percent of the flagged area\./);
  });
});
