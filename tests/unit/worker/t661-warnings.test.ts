import { describe, expect, it } from "vitest";
import { t661 } from "./helpers";

// What the warnings say the draft did must be what it did.

describe("T661 warnings on routine work", () => {
  it("says a sentence with a weak sign of routine work was kept, not left out", () => {
    const { output } = t661(
      [
        "We did not know whether the tag could wake from deep sleep below -30 °C.",
        "We rewrote the wake-up code three times, a straightforward change, each time testing 20 tags in a freezer.",
        "The third version woke reliably down to -35 °C.",
      ].join(" "),
    );
    expect(output.lines["244"].text).toContain("wake-up code");
    const routine = output.warnings.filter((w) => w.startsWith("Routine or excluded work"));
    expect(routine.length).toBeGreaterThan(0);
    for (const w of routine) {
      expect(w).toContain("kept in the draft");
      expect(w).not.toContain("were left out");
    }
  });
});
