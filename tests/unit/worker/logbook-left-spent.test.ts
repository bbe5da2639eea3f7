import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const only = (notes: string) => logbook(notes).output.entries[0]!;

describe("LOGBOOK: 'left' and 'spent' that are no time spent, and a chat's media placeholder", () => {
  it("reads 'Left 3 check strips at flat 30 lb' as work, where 'Left side cracked' is not", () => {
    expect(only("2025-06-18: Finished top-dress with the Rx. Left 3 check strips at flat 30 lb for comparison.").work).toMatch(/Left 3 check strips/);
    expect(only("2025-06-18: Cured panel 2. Left side cracked at 40 h.").work).not.toMatch(/Left side/);
  });

  it("never titles 'Spent cat sent for XRD' as spending", () => {
    expect(only("2025-03-13: Spent cat sent for XRD (XRD-0313).").title).not.toMatch(/^Spending/);
  });

  it("leaves WhatsApp's '<Media omitted>' out", () => {
    const notes = "18/06/2025, 16:05 - Kyle: Top-dress done with the Rx. As-applied log: AA_NW12_0618.csv\n18/06/2025, 16:06 - Kyle: <Media omitted>";
    expect(JSON.stringify(logbook(notes).output.entries)).not.toMatch(/Media/);
  });
});
