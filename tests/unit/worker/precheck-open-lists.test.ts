import { describe, expect, it } from "vitest";
import { classifyAll } from "@/lib/worker/builtin/classify";
import { buildCorpus } from "@/lib/worker/builtin/corpus";
import type { CriterionId } from "@/lib/worker/builtin/lexicon";
import { envelope } from "./fixtures";
import { precheck } from "./helpers";

// Signs of refusal that were closed word lists (a sixth trial by a colleague writing as new users
// would): any buyers' willingness to pay, a price cut and a shortened schedule, work new only to the
// claimant, sizes stepped through until one passed, records rewritten from what the engineers remember,
// several changes at once.

const flags = (text: string) => precheck(text).output.redFlags.map((f) => f.id);

describe("PRECHECK on refusals told in everyday words", () => {
  it("reads whether any buyers would pay, competing and a price too high as the market", () => {
    expect(flags("The big unknown for us was whether groomers would actually pay for it.")).toContain("business_uncertainty");
    expect(flags("We also did not know if we could compete with the big salon apps.")).toContain("business_uncertainty");
    expect(flags("We did not know if $29 a month was too much.")).toContain("business_uncertainty");
  });

  it("reads a price cut and a schedule shortened as business pressure", () => {
    expect(flags("Our customer told us we had to cut the price of the frames by 20%.")).toContain("business_uncertainty");
    expect(flags("They wanted 300 frames in 8 weeks instead of 14.")).toContain("business_uncertainty");
  });

  it("reads work new only to the claimant, and a dealer's training, as known elsewhere", () => {
    expect(flags("We started making small impellers, which we had never done before.")).toContain("market_novelty");
    expect(flags("For our shop this was a real technological step forward.")).toContain("market_novelty");
    expect(flags("The machine dealer gave us a week of training and we took an online course.")).toContain("existing_solution");
  });

  it("reads sizes stepped through and several changes at once as trials, not an investigation", () => {
    expect(flags("We made brackets at 4 mm, it cracked at 600,000 cycles; then 5 mm, which cracked at 900,000.")).toContain("settings_by_trial");
    expect(flags("We are not completely sure which change fixed it.")).toContain("trial_and_error");
    expect(flags("We changed a few things at once and did not write down each try.")).toContain("trial_and_error");
    expect(flags("For about four months we kept trying different things: more gum, a different vinegar.")).toContain("trial_and_error");
  });

  it("reads a report written from what the engineers remember as records made after the fact", () => {
    const { output } = precheck(
      "In 2023 our two engineers worked on a heat exchanger for wet greenhouse exhaust air; the fins kept fouling. " +
        "They tried a few fin spacings and coatings and eventually one worked well enough. " +
        "We are now writing up the project from what the engineers remember, plus the purchase invoices and some emails.",
    );
    expect(output.redFlags.map((f) => f.id)).toContain("reconstructed_records");
    expect(output.decidingCriterion).toBe("documentation");
  });

  it("reads the same test every product gets as quality control", () => {
    const { output } = precheck(
      "Hospitals asked us for a bariatric version of our seat cushion. We scaled our standard cushion to 61 cm wide and used the denser grade of the same foam. " +
        "We checked the finished cushion with the same pressure-mapping test we use on all our cushions and it was within our usual range.",
    );
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });
});

// One sentence read alone: its facets for a criterion.
const facets = (text: string, id: CriterionId) => [...classifyAll(buildCorpus(envelope("PRECHECK", text)).sentences)[0]!.facets[id]];

describe("PRECHECK on eligible work told plainly", () => {
  it("reads an expert's advice that does not fit the case as standard practice falling short", () => {
    expect(facets("Our winemaking consultant said without sulfites you just keep it cold, but kegs at bars sit warm for weeks.", "uncertainty")).toContain("standard_failed");
  });

  it("reads a record logged with the date, and a field book with dates, as dated records", () => {
    expect(facets("Each test was logged with the date, the bracket thickness and the cycle count.", "documentation")).toContain("dated");
    expect(facets("I kept a field book with dates.", "documentation")).toContain("dated");
  });

  it("reads a figure brought down as a result", () => {
    expect(facets("The external antenna brought resends down to 1.2 on average.", "advancement")).toContain("result");
  });
});

describe("PRECHECK on a customer's goal", () => {
  it("does not read a goal a customer asked for as a specification met with known methods", () => {
    expect(flags("Our grocery customer asked for a gluten-free loaf that stays soft 10 days without calcium propionate.")).not.toContain("customer_specification");
    expect(flags("The customer gave us their drawings and we built the machine to them.")).toContain("customer_specification");
  });
});

describe("PRECHECK on a methodical series run on the production line", () => {
  it("reads runs testing each powder at different levels, powder by powder, as the investigation", () => {
    expect(facets("We did a number of production runs, testing each powder at different levels in our molding process.", "systematic_investigation")).toContain("experiments");
    expect(facets("We went about it methodically, powder by powder and level by level.", "systematic_investigation")).toContain("iterations");
  });
});

describe("PRECHECK on what was wanted", () => {
  it("reads a goal, or a part needed, as neither work nor result, unless it says what was reached", () => {
    expect(facets("The goal was 5 years on two AA cells.", "systematic_investigation")).toEqual([]);
    expect(facets("We needed a soft polyurethane tip that stays bonded to the shaft at 10 N pull after sterilization.", "advancement")).toEqual([]);
    expect(facets("The goal was 5 years, and the external antenna reached 4.1 years.", "advancement")).not.toEqual([]);
  });

  it("reads an instrument put on the work as a measurement", () => {
    expect(facets("We put a power analyzer on 4 units and found the radio was resending each message.", "systematic_investigation")).toContain("measurements");
  });
});

describe("PRECHECK on facts argued as a court case reads", () => {
  it("reads missing timesheets, an estimate from memory, trying something else and no question at the start", () => {
    expect(flags("We did not keep timesheets.")).toContain("no_records");
    expect(flags("Our president estimated the time based on his memory.")).toContain("reconstructed_records");
    expect(flags("If the beer still cleared, we tried something else.")).toContain("trial_and_error");
    expect(flags("There was no set question at the start; we followed whatever looked promising.")).toContain("no_hypothesis");
    expect(flags("The vendor had installed similar systems in warehouses before.")).toContain("existing_solution");
  });

  it("reads 'did not know why' as the unknown and an owner's outcome as a result", () => {
    expect(facets("We did not know why snow stuck to the drum.", "uncertainty")).toContain("unknown");
    expect(facets("The filtering made the biggest difference, and that is the version we kept.", "advancement")).not.toEqual([]);
  });
});
