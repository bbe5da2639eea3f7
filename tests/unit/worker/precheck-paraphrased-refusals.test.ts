import { describe, expect, it } from "vitest";
import type { CriterionId } from "@/lib/worker/builtin/lexicon";
import { firstSentence, precheck, redFlagIds } from "./helpers";

// Refusing facts paraphrased as a claimant argues them before a judge (an eighteenth trial's
// court-style claims): a modifier between the words, the order reversed, another verb or tense.

const flags = redFlagIds;
const first = firstSentence;
const score = (text: string, id: CriterionId) => first(text).score[id];

describe("PRECHECK on refusals paraphrased", () => {
  it("reads buyers with a modifier, a recommendation and a price that would work as the market", () => {
    expect(flags("Nobody knew whether people with diabetes would pay for meal kits.")).toContain("business_uncertainty");
    expect(flags("We did not know whether dietitians would recommend us.")).toContain("business_uncertainty");
    expect(flags("Nobody knew which price would work.")).toContain("business_uncertainty");
    expect(flags("We did not know whether the new press would pay for itself in two years.")).toContain("business_uncertainty");
  });

  it("reads work new to the claimant in other words, and the field doing it every day", () => {
    expect(flags("None of us had machined it before.")).toContain("market_novelty");
    expect(flags("For us it was completely new.")).toContain("market_novelty");
    expect(flags("Other shops machine Inconel every day.")).toContain("existing_solution");
    expect(flags("They used the standard design codes and finite-element software to size the frame.")).toContain("existing_solution");
  });

  it("reads a customer who does the design, and data gathered to let it speak", () => {
    expect(flags("The customer decides which coating to use and does all the design.")).toContain("support_only");
    expect(flags("We had no particular expectation for any of them; the idea was to gather a lot of data and let it speak.")).toContain("no_hypothesis");
    expect(score("The idea was to gather a lot of data.", "hypothesis")).toBe(0);
  });

  it("gives the claimant's view that the work is research nothing", () => {
    const sentence = first("We think solving a problem the supplier could not solve is research.");
    expect(Object.values(sentence.score).every((v) => v === 0)).toBe(true);
    expect(Object.values(first("We think a year of collecting real fuel data is experimental work.").score).every((v) => v === 0)).toBe(true);
  });

  it("reads a hypothesis held by others, a specialist's belief and a model's prediction", () => {
    expect(score("They expected that heat-curing the protein would make it water-resistant.", "hypothesis")).toBeGreaterThanOrEqual(2);
    expect(score("Our kiln supervisor and a wood scientist on contract expected that sorting boards by weight would even out the moisture.", "hypothesis")).toBeGreaterThanOrEqual(2);
    expect(score("Our metallurgist believed the pores came from the laser moving too fast.", "hypothesis")).toBeGreaterThanOrEqual(2);
    expect(score("They predicted from their wear model which liner would last longest.", "hypothesis")).toBeGreaterThanOrEqual(2);
    expect(score("Our customers expected that delivery would be faster.", "hypothesis")).toBe(0);
  });

  it("reads which variant worked and which did not as a result", () => {
    expect(first("The third, at 8°C for 40 minutes, did the job.").facets.advancement.has("result")).toBe(true);
    expect(first("Bars printed at the slower corner speed passed; the others did not.").facets.advancement.has("result")).toBe(true);
    expect(first("Sorting helped, steaming did not.").facets.advancement.has("result")).toBe(true);
  });

  it("refuses a claim whose forms were sent after the deadline, in the passive", () => {
    const { output } = precheck(
      "In our year ending December 31, 2020 our two chemists worked out whether a canola protein binder could keep flax pots from softening for 12 weeks, which nobody had shown. " +
        "We expected that heat-curing the protein would make it water-resistant, tested 30 binder recipes in humidity chambers, kept lab books, and found a curing temperature that held for 14 weeks. " +
        "Our 2020 return was due June 30, 2021. The Form T661 and the credit schedule were only sent on February 15, 2023.",
    );
    expect(output.redFlags.map((f) => f.id)).toContain("late_claim");
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(flags("The CRA refused the claim as late.")).toContain("late_claim");
  });
});

describe("PRECHECK on the field falling short and records, told plainly", () => {
  it("reads products on the market, sensors sold for the job, untried conditions and standard schedules that damage as the field falling short", () => {
    const shortfall = (text: string) => first(text).facets.uncertainty.has("standard_failed");
    expect(shortfall("The coatings on the market that shed ice lose that property after a few hundred freeze-thaw cycles.")).toBe(true);
    expect(shortfall("The carbon dioxide sensors sold for bins give false alarms.")).toBe(true);
    expect(shortfall("Bioleaching works on some ores but had not been tried on tailings this fine and this cold.")).toBe(true);
    expect(shortfall("The standard kiln schedules crack the dry ones.")).toBe(true);
  });

  it("reads 'recorded it all' and results written on sheets as records", () => {
    expect(first("We counted cracked boards after each load, and recorded it all.").facets.documentation.has("records")).toBe(true);
    expect(first("We wrote the results on sheets we still have.").facets.documentation.has("records")).toBe(true);
  });

  it("does not quote the dispute over a cost as evidence", () => {
    const { output } = precheck(
      "Titanium brackets printed with the standard settings had pores at the corners and the powder maker could not tell us why. " +
        "Our metallurgist believed the pores came from the laser moving too fast at the corners. We printed 40 bars at three corner speeds and CT-scanned each one. " +
        "Bars printed at the slower corner speed passed; the others did not. The CRA accepts the project, but it refused the $84,000 of titanium powder.",
    );
    const quoted = output.criteria.flatMap((c) => c.evidence).join(" ");
    expect(quoted).not.toContain("$84,000");
  });
});

describe("PRECHECK on a nineteenth trial's paraphrases", () => {
  it("reads a customer who hired us and gave us a specification, a design to a standard, and no question in mind", () => {
    expect(flags("In 2021 a potato packer hired us to build a line that would bag 40 bags a minute.")).toContain("customer_specification");
    expect(flags("They gave us a detailed specification and we had to hit every number in it.")).toContain("customer_specification");
    expect(flags("The frame was designed to the CSA standard with our usual load software.")).toContain("existing_solution");
    expect(flags("We had no particular question in mind; the idea was to gather as much data as possible.")).toContain("no_hypothesis");
  });

  it("reads one variant failing and another holding as knowledge, and the claimant's argument as no evidence", () => {
    expect(first("The higher dose failed; the middle one held.").facets.advancement.has("knowledge")).toBe(true);
    expect(first("One combination worked and we kept it.").facets.advancement.has("knowledge")).toBe(true);
    expect(Object.values(first("We believe exploring data this way is how discoveries are made.").score).every((v) => v === 0)).toBe(true);
    expect(Object.values(first("This phase should count as SR&ED because it was part of the research.").score).every((v) => v === 0)).toBe(true);
  });

  it("reads production set up and first units shipped as commercial production", () => {
    const excluded = first("For 2020 we claimed the cost of setting up the production line and producing the first 2,000 mats.").exclusions.map((e) => e.category);
    expect(excluded).toContain("commercial_production");
  });

  it("refuses work claimed in a year after the design was settled", () => {
    const { output } = precheck(
      "In 2019 we worked out, through a series of lab tests, how to embed the heating wire so the mats would survive snowplows and salt; by December 2019 the design was settled and the test report was written. " +
        "Our fiscal year runs January to December. For 2020 we claimed the cost of building tooling and sending the mats to customers.",
    );
    expect(output.redFlags.map((f) => f.id)).toContain("work_outside_year");
  });
});

describe("PRECHECK on the CRA's view", () => {
  it("raises no flag from the other side's view that the claimant disputes", () => {
    expect(flags("The CRA says the university did the research and we only ran its tests.")).toEqual([]);
    expect(flags("The university researchers designed the study and interpreted the results.")).toContain("support_only");
  });
});

describe("PRECHECK on a claim written as an appeal brief", () => {
  it("gives the CRA's position and the claimant's argument no credit", () => {
    const zero = (text: string) => Object.values(first(text).score).every((v) => v === 0);
    expect(zero("CRA's position: the reviewer found that digital printing is well established and no technological uncertainty was identified.")).toBe(true);
    expect(zero("Our position: the price cut could not be reached with existing knowledge at our company.")).toBe(true);
    expect(zero("We respectfully disagree: we did not know which change would work, and each test was an experiment.")).toBe(true);
  });

  it("reads the claimant's own facts in a brief", () => {
    expect(flags("Our main customer required a 14% price reduction on the bracket within six months.")).toContain("business_uncertainty");
    expect(flags("We switched to a thinner high-strength steel grade already used by other suppliers.")).toContain("existing_solution");
    expect(flags("We changed the gasket from 2 mm to 3 mm EPDM, then to silicone.")).toContain("settings_by_trial");
    expect(flags("We had no in-house knowledge of pretreatment or colour profiles.")).toContain("market_novelty");
    expect(first("We rated each blend for scent appeal, skin feel and how premium the product looked.").exclusions.map((e) => e.category)).toContain("cosmetic");
  });
});
