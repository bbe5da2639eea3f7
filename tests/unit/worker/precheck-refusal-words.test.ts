import { describe, expect, it } from "vitest";
import { classifyAll } from "@/lib/worker/builtin/classify";
import { buildCorpus } from "@/lib/worker/builtin/corpus";
import { envelope } from "./fixtures";
import { criterion, precheck } from "./helpers";

// The facts courts refuse on, in the everyday words a fifth trial of the engine by a colleague writing
// as new users would found it missed: a maker's reference design, a catalogue, a customer's spec sheet,
// a budget as the unknown, testing to a standard for a licence, a failed lot traced with its supplier.

const flags = (text: string) => precheck(text).output.redFlags.map((f) => f.id);
const sentence = (text: string) => classifyAll(buildCorpus(envelope("PRECHECK", text)).sentences)[0]!;

describe("PRECHECK on known solutions and customers' specifications in plain words", () => {
  it("reads a maker's reference design, a catalogue and the usual formulas as the known way", () => {
    expect(flags("We followed the manufacturers' reference designs for the RF section and the power supply.")).toContain("existing_solution");
    expect(flags("We sized the cylinder and the pump using standard hydraulic formulas and the Parker catalogue.")).toContain("existing_solution");
    expect(flags("We re-selected the compressor from the same manufacturer's catalogue.")).toContain("existing_solution");
  });

  it("reads a specification the customer handed over as the customer's", () => {
    expect(flags("The customer gave us a specification: 250 tons, a 1.2 m bed and 12 strokes per minute.")).toContain("customer_specification");
  });
});

describe("PRECHECK on a budget or the market as the unknown", () => {
  it("flags a budget and a deadline that are the unknown itself, whatever else the sentence argues", () => {
    expect(
      flags("The uncertainty was real: the quotes we got were all over $900,000, so nobody knew if it could be done for that budget and in that time."),
    ).toContain("business_uncertainty");
    expect(flags("We advanced the state of the art for small pellet plants: nobody believed this could be done so cheap.")).toContain("business_uncertainty");
  });

  it("keeps a market unknown flagged when the only shortfall named is the market's lack of data", () => {
    expect(
      flags("The biggest uncertainty was whether Canadian consumers would accept insects in a cracker at all - there was simply no data on it, nobody had tried it here at retail."),
    ).toContain("business_uncertainty");
  });

  it("reads a price point and shelf space as the market's questions", () => {
    expect(flags("We did not know if the price point of $6.99 would work or if grocery chains would give us shelf space.")).toContain("business_uncertainty");
  });
});

describe("PRECHECK on testing to a standard and quality control", () => {
  it("reads testing to a standard for a licence as routine testing, and the standard's requirement as no shortfall", () => {
    const c = sentence("We did biocompatibility testing of the probe housing to ISO 10993, and a usability study with 15 nurses as the standard requires.");
    expect(c.exclusions.map((e) => e.category)).toContain("quality_control");
    expect(c.facets.uncertainty.has("standard_failed")).toBe(false);
  });

  it("reads a failed lot traced back with its supplier as quality control, not an unknown", () => {
    const c = sentence("When a lot failed (about 3% of lots) we investigated the root cause with the supplier.");
    expect(c.score.uncertainty).toBe(0);
  });

  it("keeps a records sentence that names the QA team", () => {
    const { output } = precheck("We tested new gummy bases for heat stability in 2025. Our QA team keeps every certificate of analysis and all the batch records.");
    expect(criterion(output, "documentation").evidence.join(" ")).toContain("QA team");
  });

  it("reads a panel of customers rating the looks as market research", () => {
    expect(sentence("We asked a panel of 60 customers from our showroom which chair they liked best.").exclusions.map((e) => e.category)).toContain("market_research");
  });
});

describe("PRECHECK on words about the claim", () => {
  it("gives no credit to a belief that the work should be claimed, nor to 'experimentation under uncertainty'", () => {
    const { output } = precheck("We tested 40 batches of gummies for heat stability at 30 °C. This is scientific testing with sophisticated instruments, so we think it should be claimed.");
    expect(criterion(output, "hypothesis").evidence.join(" ")).not.toContain("claimed");
    const boiler = sentence("This was genuine experimentation under uncertainty.");
    expect(boiler.score.uncertainty + boiler.score.systematic_investigation).toBe(0);
  });

  it("does not read our own records as a documented practice that fell short", () => {
    expect(sentence("Everything was documented in our weekly sales reports.").facets.uncertainty.has("standard_failed")).toBe(false);
  });
});

describe("PRECHECK does not let a flagged sentence prove the criterion it undermines", () => {
  it("refuses testing until one passed, though the same sentence counts and measures the test pieces", () => {
    const { output } = precheck(
      "We make steel railings for apartment balconies. The new code asks for a higher load on the top rail than our design was rated for, and the steel suppliers could not tell us whether our welded posts would hold it. " +
        "We kept trying thicker posts and different welds on 12 test railings, measuring the deflection of each on our load rig at 1.5, 2.0 and 2.5 kN, until one passed at 2.2 kN. " +
        "The customer approved the design and we now build it. We have photos of the test rig.",
    );
    expect(output.redFlags.map((f) => f.id)).toContain("trial_and_error");
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(output.decidingCriterion).toBe("systematic_investigation");
  });
});

describe("PRECHECK with no technical unknown beside a sign of routine work", () => {
  it("refuses busy testing of a material switch when the text itself calls part of the work routine", () => {
    const { output } = precheck(
      "We make insulated panels for walk-in freezers. Last year we switched the foam in our panels to a new blowing agent. " +
        "We built 20 test panels with three foam densities, measured the R-value of each in our hot box at 5 temperatures and compared them with our old panels. " +
        "The 40 kg density matched the old R-value within 2%. The rest was routine.",
    );
    expect(criterion(output, "uncertainty").status).toBe("MISSING");
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("PRECHECK names the records when a logbook is being written after the fact", () => {
  it("turns on documentation, the claimant's own admission, before an unknown left unworded", () => {
    const { output } = precheck(
      "We make heat exchangers for dairy barns. In 2024 we tried to recover heat from milk cooling to warm wash water, and the standard plate exchangers fouled within a week. " +
        "We built two prototypes with wider plates and ran them for a month each. " +
        "We did not keep notes at the time, so our engineer is now writing up a logbook from memory and dating the entries back to when the work happened.",
    );
    expect(output.redFlags.map((f) => f.id)).toContain("reconstructed_records");
    expect(output.decidingCriterion).toBe("documentation");
  });
});

describe("PRECHECK on a project told at length with no unknown and no investigation", () => {
  it("answers UNLIKELY, not INSUFFICIENT, when the work is described and none of it is research", () => {
    const { output } = precheck(
      "We build livestock trailers in Brandon. " +
        "Our customers kept asking for a longer trailer, so last year we made a 32-foot version of our 24-foot model. " +
        "We lengthened the frame, added a third axle, moved the hitch forward and changed the gate latches. " +
        "Our welders built a prototype in March; we loaded it and drove it around the yard to check how it tracked, and moved the rear axle back 6 inches. " +
        "We now sell both lengths. " +
        "We kept the drawings and the build sheets. " +
        "Can this be claimed?",
    );
    expect(output.redFlags).toEqual([]);
    expect(criterion(output, "uncertainty").status).toBe("MISSING");
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });

  it("keeps a few lines with nothing to judge INSUFFICIENT", () => {
    expect(precheck("We want to make a healthier bread for our customers and sell it in more stores next year, if we can find the money for it.").output.verdict).toBe(
      "INSUFFICIENT_INFORMATION",
    );
  });
});

describe("PRECHECK on records denied 'at the time'", () => {
  it("reads 'we didn't keep a log at the time' as no records, not as records of the time", () => {
    const { output } = precheck(
      "We make drone frames. We printed 30 arms in three nylon blends and broke each on our load rig, and the glass-filled blend held 40% more. " +
        "We didn't keep a log at the time, so we are putting the story together now from memory.",
    );
    expect(output.redFlags.map((f) => f.id)).toContain("no_records");
    expect(criterion(output, "documentation").status).toBe("MISSING");
  });
});
