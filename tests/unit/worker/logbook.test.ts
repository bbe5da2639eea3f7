import { describe, expect, it } from "vitest";
import * as F from "./fixtures";
import { logbook } from "./helpers";

describe("LOGBOOK", () => {
  it("splits dated notes into entries sorted oldest first", () => {
    const { output } = logbook(F.NOTES_LATE, { history: [F.user(F.NOTES_EARLY, "2025-03-20T15:00:00Z"), F.assistant("Noted.", "2025-03-20T15:00:05Z")] });
    expect(output.entries.map((e) => e.date)).toEqual(["2025-03-14", "2025-03-18", "2025-03-21"]);
    const [first, second, third] = output.entries;
    expect(first!.title).toBe("Set up the benchmark harness on the Cortex-M4 board");
    expect(first!.hypothesis).toBe("We expect zstd to be too slow at level 3.");
    expect(first!.result).toContain("48 ms per block");
    expect(first!.evidence).toEqual(["6 h", "48 ms", "20 ms"]);
    expect(second!.work).toBe("Tried LZ4 on the pump dataset.");
    expect(second!.result).toContain("Ratio only 1.4x.");
    expect(second!.nextSteps).toBe("Next: try delta encoding before LZ4.");
    expect(third!.evidence).toEqual(["bench-0321.csv", "9 ms", "2.1x"]);
    expect(third!.nextSteps).toContain("ask Priya");
  });

  it("dates undated notes by their message, and the input by the latest message", () => {
    const { output } = logbook(F.NOTES_UNDATED, {
      history: [F.user("Mixed a fresh batch of primer with the new silane.", "2025-06-02T09:30:00.000Z"), F.assistant("Noted.", "2025-06-05T10:00:00Z")],
    });
    expect(output.entries.map((e) => [e.date, e.title])).toEqual([
      ["2025-06-02", "Mixed a fresh batch of primer with the new silane"],
      ["2025-06-05", "Tested the new primer on 8 steel coupons after sandblasting"],
      ["2025-06-05", "We think the silane content is what matters"],
    ]);
    expect(output.entries[1]!.result).toBe("Adhesion improved to 3.2 MPa from 2.1 MPa with the old primer.");
    expect(output.entries[1]!.evidence).toEqual(["3.2 MPa", "2.1 MPa"]);
    expect(output.entries[2]!.nextSteps).toBe("We will repeat with 0.5% and 1% silane next week.");
  });

  it("falls back to the fiscal year when nothing carries a date", () => {
    const { output } = logbook("Ran the fatigue rig for 20,000 cycles on the new bracket and it cracked at the weld toe.");
    expect(output.entries).toHaveLength(1);
    expect(output.entries[0]!.date).toBe("2025");
  });

  it("reads month names, yearless dates and unambiguous numeric dates", () => {
    const notes = `Dec 18 - trained the baseline U-Net, IoU 0.71 on the validation set.

14/01/2025: retrained with synthetic cracks, IoU 0.83.

03/04/2025 was a holiday so nothing happened.

On 9 January 2025 we swapped the loss to focal loss; it did not converge.`;
    const { output } = logbook(notes, { history: [F.user(notes, "2025-01-20T08:00:00Z")] });
    expect(output.entries.map((e) => e.date)).toEqual(["2024-12-18", "2025-01-09", "2025-01-14"]);
    // The ambiguous date stays in the text of the entry before it instead of opening a new one.
    expect(output.entries[2]!.work + output.entries[2]!.result).toContain("03/04/2025");
    expect(output.entries[0]!.evidence).toContain("IoU 0.71");
  });

  it("captures file names the user mentions as evidence", () => {
    const { output } = logbook("2025-05-02: Measured warpage on 12 parts, see CMM-report-0502.pdf and warpage.xlsx.", {
      files: [F.file("f9", "warpage.xlsx", ["part, warpage"])],
    });
    expect(output.entries[0]!.evidence).toEqual(expect.arrayContaining(["warpage.xlsx", "CMM-report-0502.pdf"]));
  });

  it("skips requests to the assistant and returns no entries for empty notes", () => {
    const { output, markdown } = logbook("Please turn these notes into a logbook.");
    expect(output.entries).toEqual([]);
    expect(markdown).toContain("No notes to turn into entries yet");
    expect(logbook("").output.entries).toEqual([]);
  });

  it("renders one section per entry with bold labels", () => {
    const { markdown } = logbook(F.NOTES_LATE, { history: [F.user(F.NOTES_EARLY, "2025-03-20T15:00:00Z")] });
    expect(markdown).toContain("### 2025-03-14 — Set up the benchmark harness on the Cortex-M4 board");
    expect(markdown).toContain("- **Hypothesis:** We expect zstd to be too slow at level 3.");
    expect(markdown).toContain("- **Evidence:** `bench-0321.csv`, `9 ms`, `2.1x`");
  });
});
