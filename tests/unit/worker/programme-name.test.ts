import { describe, expect, it } from "vitest";
import { criterion, precheck } from "./helpers";

// Words that name the programme or a place are not evidence of experiments.
describe("PRECHECK on the programme's name and 'experimental' as a label", () => {
  it("earns no investigation from 'scientific research and experimental development' or an 'experimental farm'", () => {
    const { output } = precheck(
      "I run a private experimental farm devoted entirely to research. On my returns I reported $405,836 of eligible scientific research and experimental development expenditures from the farm. Do the farm's expenses qualify?",
    );
    expect(criterion(output, "systematic_investigation").status).toBe("MISSING");
    expect(output.verdict).not.toBe("POSSIBLY_ELIGIBLE");
  });

  it("still reads 'experimental batches' as experiments", () => {
    const { output } = precheck("We ran six experimental batches of the coating at 5 °C and 10 °C and measured adhesion on each.");
    expect(criterion(output, "systematic_investigation").status).not.toBe("MISSING");
  });
});
