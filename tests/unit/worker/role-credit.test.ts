import { describe, expect, it } from "vitest";
import { criterion, precheck } from "./helpers";

// Plain statements of the work, its figures and what was learned count for their criterion through
// their T661 role, while routine work and outcomes without a figure earn nothing.
describe("PRECHECK credit from sentence roles", () => {
  const tested =
    "Our battery gauge firmware misread the charge in the cold. " +
    "We pulsed the cell with 2 A for 40 ms and fitted the voltage step at -10, -20 and -30 °C. " +
    "The worst error at -20 °C went from 38 points to 6 points of charge. " +
    "The resistance estimate was unreliable below -25 °C, where the pulse was too short to settle.";

  it("credits a plain measured result as an advancement and the measured work as the investigation", () => {
    const { output } = precheck(tested);
    expect(criterion(output, "advancement").status).not.toBe("MISSING");
    expect(criterion(output, "systematic_investigation").status).not.toBe("MISSING");
  });

  it("credits nothing for routine work and an outcome without a figure", () => {
    const { output } = precheck(
      "We moved our company from spreadsheets to a new ERP system. Our developers configured the modules, wrote reports and migrated the data. The staff were trained and the system went live.",
    );
    expect(criterion(output, "advancement").status).toBe("MISSING");
    expect(criterion(output, "systematic_investigation").status).toBe("MISSING");
  });

  it("credits nothing for routine work and business figures either", () => {
    const { output } = precheck(
      "We moved our company from spreadsheets to a new ERP system. Our developers configured 14 modules and migrated 3 databases in 6 weeks. Order entry time went from 12 minutes to 4 minutes per order.",
    );
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(criterion(output, "systematic_investigation").status).toBe("MISSING");
    expect(criterion(output, "advancement").status).toBe("MISSING");
  });

  it("does not take somebody else's figures for the claimant's result", () => {
    const { output } = precheck(`The vendor's library drifted 38 points at -20 °C. ${tested}`);
    expect(criterion(output, "advancement").evidence.join(" ")).not.toContain("vendor");
  });

  it("never credits back a criterion the text denies", () => {
    const { output } = precheck("Our gauge misread the charge in the cold. We never measured the settling of the cell voltage at -25 °C after the 2 A pulse.");
    expect(criterion(output, "systematic_investigation").status).toBe("MISSING");
  });
});
