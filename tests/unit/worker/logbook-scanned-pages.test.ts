import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

describe("LOGBOOK: a scanned notebook's transcript", () => {
  const notes = [
    "--- p.13 ---",
    "Wed 12 Mar 2025",
    "Re-ran with pectin 1.0% and 1.2%. Obs: S-12a gel strength 142 g.",
    "-Concl: pectin too low- [crossed out] -> see next day",
    "",
    "--- p.14 ---",
    "l7.O3.2025",
    "S-17: 1.2% pectin, cooked 30 min at 85°C under vacuum. Obs: no browning, gel 181 g.",
  ].join("\n");

  it("reads a date whose ones and zeros were scanned as l and O, and leaves page breaks and crossed-out words out", () => {
    const { entries } = logbook(notes).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-03-12", "2025-03-17"]);
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/crossed out|pectin too low|P\.1[34]/i);
  });
});
