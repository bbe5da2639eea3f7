import { describe, expect, it } from "vitest";
import { classifyAll } from "@/lib/worker/builtin/classify";
import { buildCorpus } from "@/lib/worker/builtin/corpus";
import { gatherFacts } from "@/lib/worker/builtin/precheck/facts";
import { envelope } from "./fixtures";
import { precheck } from "./helpers";

// Follow-up questions ask about what the user measured and the records they named, not about the
// settings of a run, its price, or records they have already said were dated.

const facts = (text: string) => gatherFacts(classifyAll(buildCorpus(envelope("PRECHECK", text)).sentences));
const roleOf = (text: string, value: string) => facts(text).figures.find((f) => f.value === value)?.role;

describe("PRECHECK follow-up facts", () => {
  it("reads the figures before 'gave' as the run's set-up and the one after it as what it gave", () => {
    const text = "We cast 96 cylinders and tested them. 5% cement with slag at 74% solids gave 1.15 MPa at 28 days in the test.";
    expect(roleOf(text, "5%")).toBe("condition");
    expect(roleOf(text, "1.15 MPa")).not.toBe("condition");
  });

  it("reads a share of what went in, a rating, a range of settings and a price as conditions", () => {
    expect(roleOf("We tested recipe C with 20% blue light and measured stem diameter weekly.", "20%")).toBe("condition");
    expect(roleOf("We tested enclosures rated to 85 °C in our chamber and measured the leak rate.", "85 °C")).toBe("condition");
    expect(roleOf("We tested the retailer's bays at a price 12% below our usual and measured the load.", "12%")).toBe("condition");
  });

  it("keeps a measured change as a result", () => {
    expect(roleOf("We tested the new rack and found the truck holds 20% more bays than before.", "20%")).not.toBe("condition");
  });

  it("asks whether named records were kept as the work went on, quoting them", () => {
    const { output } = precheck(
      [
        "Our spruce seedlings fell over at transplant, and the lighting supplier's recipes are for lettuce, so nobody could tell us which spectrum would give thicker stems.",
        "We thought cutting far-red would thicken stems, so we grew 4 light recipes with 200 seedlings each for 10 weeks and measured stem diameter weekly.",
        "Recipe C gave stems of 2.9 mm against 2.1 mm for the control, and we learned that far-red drives the stretching.",
        "The numbers are in a spreadsheet.",
      ].join(" "),
    );
    expect(output.followUpQuestions.some((q) => q.startsWith('You wrote "The numbers are in a spreadsheet"'))).toBe(true);
  });
});

describe("PRECHECK follow-up names", () => {
  it("does not take a file format, a numbered phase, a short abbreviation or a country for a tool", () => {
    const { names } = facts(
      "We tested 3D printed brackets from Taiwan in phase II and exported the A/B results to a PDF. " +
        "We ran the Stratasys printer and the Ansys model against 40 coupons and measured the tensile strength.",
    );
    expect(names).toEqual(expect.arrayContaining(["Stratasys", "Ansys"]));
    for (const word of ["3D", "Taiwan", "II", "A/B", "PDF"]) expect(names).not.toContain(word);
  });
});

describe("PRECHECK follow-up facts asked for, not measured", () => {
  it("reads a figure demanded or aimed at as a condition, and a goal as no experiment", () => {
    expect(roleOf("We tested the frames, as our customer told us we had to cut the weight of the frames by 20%.", "20%")).toBe("condition");
    const goal = facts("The goal was 5 years on two AA cells in a test bin. Our first prototypes were dead in 7 months.");
    expect(goal.experiments.join(" ")).not.toContain("goal");
  });
});
