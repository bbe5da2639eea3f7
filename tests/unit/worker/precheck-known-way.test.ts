import { describe, expect, it } from "vitest";
import { precheck } from "./helpers";

// The known way told in a claimant's own words (a fifth trial of the engine by a colleague writing as
// new users would): a maker's design tool and reference layout, a supplier's guide applied as written,
// production sampled to control charts, a market unknown about owners and downloads.

const flags = (text: string) => precheck(text).output.redFlags.map((f) => f.id);

describe("PRECHECK on the known way in plain words", () => {
  it("reads a maker's reference layout and online design tool as known solutions", () => {
    expect(flags("We followed the reference layout in the datasheet.")).toContain("existing_solution");
    expect(flags("We used TI's online design tool to size the inductor and capacitors.")).toContain("existing_solution");
  });

  it("reads a supplier's guide applied as written, and work other shops have done for years", () => {
    expect(flags("We did what the resin supplier's design guide says for cold impact.")).toContain("existing_solution");
    expect(flags("Other shops have done this kind of work for years, but for us it was a big step.")).toContain("existing_solution");
  });

  it("reads thicker walls and another resin grade as a redesign by trial", () => {
    expect(flags("We made the walls thicker, going from 2.0 to 3.0 mm.")).toContain("settings_by_trial");
    expect(flags("We switched from homopolymer polypropylene to an impact copolymer grade.")).toContain("settings_by_trial");
  });

  it("reads whether owners would pay or customers download an app as a market unknown", () => {
    expect(flags("The big unknown was whether truck owners would pay $49 a month.")).toContain("business_uncertainty");
    expect(flags("We did not know whether customers would download yet another app.")).toContain("business_uncertainty");
  });

  it("reads 'everything was new for us' as new to the company", () => {
    expect(flags("Everything was new for us: our two programmers took the course.")).toContain("market_novelty");
  });

  it("refuses a supplier's guide followed through thicker walls and another grade until the drop test passed", () => {
    const text =
      "Our injection-moulded storage bin lids cracked in the -20°C drop test required by a new client. " +
      "We did what the resin supplier's design guide says for cold impact: we made the walls thicker, going from 2.0 to 2.5 and then 3.0 mm, and when that was not enough we switched from homopolymer polypropylene to an impact copolymer grade, then added two ribs at the corners. " +
      "The fifth version passed the drop test and we shipped it to the client in June. " +
      "Our tooling technician kept a list of each version with its test date and whether it passed.";
    expect(precheck(text).output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });

  it("refuses lots sampled to SPC charts as quality control", () => {
    const text =
      "Precision parts shop in Laval. Each lot of aerospace bushings is sampled: we measure 5 parts of every 100 on the CMM, check hardness on 3, and record everything in our SPC charts. " +
      "In 2024 we added a second CMM and did about 14,000 measurements. " +
      "When a lot is outside the control limits we quarantine it and the engineer finds the cause, usually a worn tool or a wrong offset. " +
      "We reduced our scrap rate from 2.1% to 1.4% this way. All the records are in our ISO 9001 system with dates and lot numbers.";
    const { output } = precheck(text);
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(output.decidingCriterion).toBe("uncertainty");
  });
});

const sentence = (text: string) => precheck(text).output.criteria;
const statusOf = (text: string, id: string) => sentence(text).find((c) => c.id === id)!.status;

describe("PRECHECK on eligible work in plain words", () => {
  const WORK =
    "We built three test rigs and measured the output of each against a control every day for six weeks. " +
    "We learned that the feed temperature, not the mix, set the output. Every reading is in our dated test log.";

  it("reads the field's advice tried and found wanting as standard practice falling short", () => {
    const unknown = "We did not know whether gypsum in the salty spots would bring emergence back.";
    for (const advice of [
      "The seed company and the ag rep told us to just seed heavier, but that did not work on our land.",
      "Peck drilling as they recommend didn't help.",
      "The normal fix from the reagent company is more lime and longer leach time but this change nothing for us.",
      "The recipe from the cheese school and our culture supplier's guide are made for cow milk.",
    ]) {
      expect(statusOf(`${unknown} ${advice} ${WORK}`, "uncertainty"), advice).toBe("MET");
    }
  });

  it("reads counted test batches in any tense and an instrumented pilot unit as experiments", () => {
    const without = statusOf("We wanted a cheese that does not go bitter. We did not know why it went bitter.", "systematic_investigation");
    expect(without).toBe("MISSING");
    expect(statusOf("We wanted a cheese that does not go bitter. We made 12 small batches with 3 strains and 2 salt levels.", "systematic_investigation")).not.toBe("MISSING");
    expect(statusOf("We wanted more gold back from clay ore. We do bottle roll tests, 24 bottles, with carbon at 0, 10, 20 and 40 g/L.", "systematic_investigation")).not.toBe("MISSING");
  });

  it("reads a prediction worked out beforehand as a hypothesis", () => {
    const hypothesis = (text: string) => statusOf(`We did not know whether the digester could run at -30°C. ${text} ${WORK}`, "hypothesis");
    expect(hypothesis("Our calculation said this would keep the slurry above 30°C.")).not.toBe("MISSING");
    expect(hypothesis("Idea: high-pressure coolant would clear the chips. Expected tool life over 300 holes.")).toBe("MET");
  });
});
