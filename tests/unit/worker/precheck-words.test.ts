import { describe, expect, it } from "vitest";
import { criterion, precheck } from "./helpers";

// Words that look like evidence for or against a criterion and are not.
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

describe("PRECHECK on a denial of records with an exception", () => {
  it("does not read 'nothing in writing apart from the code' as no records at all", () => {
    const base = "We ported our platform to Java and measured the data-mapping errors on 40 QueryBeans.";
    const flagged = (text: string) => precheck(`${base} ${text}`).output.redFlags.some((f) => f.id === "no_records");
    expect(flagged("We don't have much in writing from the time apart from the code.")).toBe(false);
    expect(flagged("We don't have much in writing from the time.")).toBe(true);
  });
});

describe("PRECHECK evidence for the advancement", () => {
  const text =
    "The vendor's library drifted 38 points at -20 °C. The first version used a 10 ms pulse and failed at -25 °C with a 21-point error. " +
    "We learned that the pulse must be long enough for the cell to settle below -25 °C.";

  it("quotes what was learned, not a bare failure", () => {
    const evidence = criterion(precheck(text).output, "advancement").evidence.join(" ");
    expect(evidence).toContain("We learned");
    expect(evidence).not.toContain("failed at -25");
  });

  it("quotes a failure that says why", () => {
    const { output } = precheck("We tried three binders. The starch binder failed because it dissolved in the wet-dry cycles, which showed that the binder must be insoluble.");
    expect(criterion(output, "advancement").evidence.join(" ")).toContain("failed because");
  });
});

describe("PRECHECK on marketing with figures", () => {
  it("reads ad campaigns and conversion figures as market work, not experiments", () => {
    const { output } = precheck(
      "We redesigned our website and ran 4 ad campaigns. Conversion went from 1.2% to 3.4% and we measured bounce rate weekly in Google Analytics.",
    );
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(criterion(output, "systematic_investigation").status).toBe("MISSING");
  });
});

describe("PRECHECK on beliefs about the claim", () => {
  it("does not quote a belief that the work had technological uncertainty, or was new, as a hypothesis", () => {
    for (const belief of [
      "We believe the project involved real technological uncertainty.",
      "We believe nothing like it exists and that it is a new way to store knowledge.",
    ]) {
      const hypothesis = criterion(precheck(`We developed a new chocolate product over two years. ${belief}`).output, "hypothesis");
      expect(hypothesis.evidence.join(" ")).not.toContain("We believe");
      expect(hypothesis.status).toBe("MISSING");
    }
  });

  it("still reads a belief about what a change would do as a hypothesis", () => {
    const { output } = precheck("We believed that a thinner gate would cut the sink marks below 0.1 mm, and we moulded 40 parts with each gate.");
    expect(criterion(output, "hypothesis").status).not.toBe("MISSING");
  });
});

describe("PRECHECK on the dates of a tax period", () => {
  it("does not count the fiscal year ends as dated records", () => {
    const status = (text: string) => criterion(precheck(text).output, "documentation").status;
    expect(status("In our fiscal years ending August 31, 2009 and August 31, 2010 we developed a new chocolate product.")).toBe("MISSING");
    expect(status("On August 31, 2009 we developed a new chocolate product.")).not.toBe("MISSING");
  });
});

describe("PRECHECK on a new product without new knowledge", () => {
  it("does not read 'a new and novel peeler' as an advancement on its own", () => {
    const { output } = precheck(
      "We wanted a peeler whose handle glows in a dark drawer. We tried several suppliers' phosphorescent powders at different levels in our moulding runs. " +
        "Adding the powder didn't require any change to the molding process or to the type of plastic. The result is a new and novel peeler.",
    );
    expect(criterion(output, "advancement").evidence.join(" ")).not.toContain("novel peeler");
    expect(output.redFlags.map((f) => f.id)).toContain("existing_solution");
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });

  it("still reads a novel method as knowledge, and 'no established way' as standard practice falling short", () => {
    const { output } = precheck(
      "There is no established way to bond these two polymers. We developed a novel method of plasma-treating the surface and measured the peel strength of 30 joints against untreated ones.",
    );
    expect(criterion(output, "uncertainty").evidence.join(" ")).toContain("no established way");
    expect(criterion(output, "advancement").status).not.toBe("MISSING");
  });
});

describe("PRECHECK on business unknowns stated as uncertainty", () => {
  const flags = (text: string) => precheck(text).output.redFlags.map((f) => f.id);

  it("flags a market or cost unknown however strongly it is worded", () => {
    const beer =
      "We are a craft brewery. Last year we developed a non-alcoholic IPA. The big uncertainty was whether customers would actually buy a non-alcoholic beer at $4.50 a can. " +
      "We also did not know if we could make it profitable. We tried 4 recipes with different hop varieties until the panel liked one.";
    expect(flags(beer)).toContain("business_uncertainty");
    expect(precheck(beer).output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(flags("We needed to cut the cost of our LED grow light by 30% to compete with imports. We built 5 prototypes.")).toContain("business_uncertainty");
  });

  it("lets a technical argument beside the market stand", () => {
    expect(
      flags("Standard dealcoholisation failed to keep the hop aroma, so we did not know whether customers would buy it; we measured linalool in 12 batches against the control."),
    ).not.toContain("business_uncertainty");
  });
});

describe("PRECHECK on denied trial and error", () => {
  it("does not read 'we did not just try things until they worked' as trial and error", () => {
    const flags = (text: string) => precheck(text).output.redFlags.map((f) => f.id);
    expect(flags("We did not just try things until they worked; we set up a test with 400 labelled flakes and compared accuracy against the manual sort.")).not.toContain("trial_and_error");
    expect(flags("We just tried things until they worked on 400 flakes.")).toContain("trial_and_error");
  });
});

describe("PRECHECK on words that name the criteria without a fact", () => {
  it("credits nothing to the programme's and a brochure's words, and refuses what the facts show as routine", () => {
    const { output } = precheck(
      "Throughout the fiscal year our team undertook a systematic investigation to resolve significant technological uncertainty in the development of our next-generation customer portal. " +
        "Leveraging cutting-edge artificial intelligence and machine learning paradigms, we hypothesized that an innovative architecture would advance the state of the art. " +
        "The portal was built on WordPress with the WooCommerce plugin and a standard theme. " +
        "We conducted iterative experimentation and testing to ensure the solution met all requirements, resulting in a technological advancement for the company.",
    );
    expect(output.criteria.every((c) => c.status === "MISSING")).toBe(true);
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });

  it("keeps a plain statement that uses one of the programme's words", () => {
    const { output } = precheck("The technological uncertainty was whether the coating would hold at -40 °C; we cycled 30 coated panels and measured adhesion after each cycle.");
    expect(criterion(output, "uncertainty").status).not.toBe("MISSING");
  });

  it("reads a doubt about the claim as no uncertainty, and a section label as no practice", () => {
    expect(criterion(precheck("Honestly I'm not sure if this qualifies. We redesigned the flue pan.").output, "uncertainty").status).toBe("MISSING");
    expect(criterion(precheck("Documentation: code in GitHub. We trained three models and measured a MAPE of 12%.").output, "uncertainty").status).toBe("MISSING");
  });
});

describe("PRECHECK on a capability new to the company", () => {
  it("flags it as no advancement of knowledge", () => {
    const { output } = precheck(
      "We developed a demand forecasting module. We trained three models and kept the one with a MAPE of 12%. Advancement: the company now has a forecasting capability it did not have before.",
    );
    expect(output.redFlags.map((f) => f.id)).toContain("market_novelty");
    expect(criterion(output, "advancement").evidence.join(" ")).not.toContain("capability");
  });
});

describe("PRECHECK on a feedlot trial written plainly", () => {
  it("reads what the tables assume, a measured difference and the cause found", () => {
    const { output } = precheck(
      "The ration software and the NRC tables assume canola meal from solvent plants; our local meal is expeller-pressed with 3 times more oil and we didn't know whether that changes how the steers use it. " +
        "Our vet and nutritionist thought the extra oil was suppressing fibre digestion. We ran a 90-day trial with 4 pens of 30 steers each, two rations with expeller meal and two with de-oiled meal, and weighed the steers every 3 weeks. " +
        "The de-oiled pens gained 0.17 kg/day more and fibre digestibility was 9 points higher, so oil was the cause. The trial records and scale tickets are in the feedlot office binder.",
    );
    expect(criterion(output, "uncertainty").status).toBe("MET");
    expect(criterion(output, "advancement").evidence.join(" ")).toContain("so oil was the cause");
    expect(output.verdict).toBe("LIKELY_ELIGIBLE");
  });
});
