import { describe, expect, it } from "vitest";
import { precheck } from "./helpers";

// A figure that is a setting tried, a part's size or the usual state of things is not asked about as a
// measured result (an eighteenth trial's follow-ups).

const questions = (text: string) => precheck(text).output.followUpQuestions.join("\n");

describe("PRECHECK follow-ups on figures", () => {
  it("does not ask about a setting changed, a size tried or a level named as the subject as a result", () => {
    const asked = questions(
      "Our grapple cracked at the welds under load and the supplier could not say why. We thought the plate was too stiff, so we reduced the plate thickness from 20 mm to 16 mm and ran the standard fatigue test. " +
        "We also tried a thicker pin (8 mm then 10 mm). The fifth version, a 10 mm stainless pin with a bronze bushing, passed 25,000 cycles. " +
        "In the field strips, 100 lb gave 2.3 times the plants of the check, and 200 lb was no better. We kept dated test sheets.",
    );
    expect(asked).not.toMatch(/You (?:measured|got) 16 mm/);
    expect(asked).not.toMatch(/You (?:measured|got) 10 mm/);
    expect(asked).not.toMatch(/You (?:measured|got) 200 lb/);
  });

  it("asks about the usual state of things as the baseline to beat", () => {
    const asked = questions(
      "We hold live lobsters for export. Losses run 8-12% in the holding tanks and nobody knew whether grading them by size would cut that. " +
        "Last season we tested 3,000 lobsters in graded and ungraded tanks. Graded tanks lost 6.1% against 9.8% for ungraded ones. Weekly mortality sheets are kept with the date.",
    );
    expect(asked).not.toMatch(/You measured 8-12%[^\n]*what result did you expect before that test/);
  });
});

describe("PRECHECK follow-ups on names", () => {
  it("does not take the person an e-mail greets for a tool", () => {
    const asked = precheck(
      "Email to our accountant: Hi Sam, for the SR&ED, our main project was connecting our online store to our warehouse ERP. Our developer set up webhooks and tested the sync with 500 orders; 3 failed because the ERP rejected long addresses.",
    ).output.followUpQuestions.join("\n");
    expect(asked).not.toMatch(/You mention Sam/);
  });
});
