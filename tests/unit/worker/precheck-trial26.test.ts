import { describe, expect, it } from "vitest";
import { criterion, firstSentence, precheck, redFlagIds } from "./helpers";

// Trial 26's findings: the objective reached before the claimed year, an ore body's continuity, a ship
// date and a unit cost as the unknown, our own tuning read as a practice that fell short, a customer's
// tender, a customer who orders a machine, records of the time named after a lab book denied, a count
// of passes told first, and the technical problem in plain words ("the hard part was", "kept loosening
// because"); and, found beside them, a claimant naming its own trade ("cabinet maker").

const verdict = (text: string) => precheck(text).output.verdict;

describe("the objective reached before the claimed year", () => {
  const text =
    "Claim for our year ended June 30, 2025. From 2022 we developed a sensorless pump controller for irrigation pivots that holds pressure without a flow meter. " +
    "By March 2024 the fourth prototype met all targets in our season-long field trial. " +
    "In the 2025 year we built the first 30 production controllers, wrote the manual, trained the dealers and fixed wiring issues at farms. " +
    "We are claiming this year's engineering as a continuation of the project.";

  it("ends the experimental development: the later year's work is outside it", () => {
    expect(redFlagIds(text)).toContain("work_outside_year");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });

  it("is no flag when the objective was reached inside the claimed year", () => {
    expect(redFlagIds(text.replace("By March 2024", "By March 2025"))).not.toContain("work_outside_year");
  });
});

describe("an ore body's continuity", () => {
  it("is exploring for the deposit (s. 248(1)(g)), whatever the method", () => {
    const text =
      "Our company ran a 2024 program on our copper property in northern BC. The main unknown was whether the high-grade lens cut in 2022 extends below the fault, which surface mapping could not tell us. " +
      "Our geologist predicted from a new structural model that it is offset 80 m to the west. We tested it with 6 holes aimed at the predicted offset and updated the model after each. " +
      "Five of six holes hit it where predicted. All logs and model versions are dated.";
    expect(criterion(precheck(text).output, "uncertainty").status).toBe("MISSING");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("a date to make and a unit cost to hold", () => {
  it("a ship date asked about is the schedule, not the technology", () => {
    const text =
      "We moved our trail mix to a new resealable bag in 2024. The technological uncertainty was whether the new bagger could be running by the chain's September 3 launch date. " +
      "We compared two vendors' baggers, bought the one in stock and the vendor set it up. We logged hours by job code.";
    expect(redFlagIds(text)).toContain("business_uncertainty");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });

  it("so is a unit cost to keep under a price", () => {
    const text =
      "We moved our trail mix to a new resealable bag in 2024. The technological uncertainty was whether we could keep the bag cost under 9 cents a unit. " +
      "We compared two film suppliers and bought the cheaper film. We logged hours by job code.";
    expect(redFlagIds(text)).toContain("business_uncertainty");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });

  it("a date for a result of the work is not a ship date", () => {
    expect(firstSentence("We did not know whether the coating would hold by the end of the 500-hour salt test.").redFlags.map((f) => f.id)).not.toContain("business_uncertainty");
  });
});

describe("our own tuning", () => {
  it("is work, not a standard practice that fell short", () => {
    const c = firstSentence(
      "We rebuilt the reports in React from our old screens, called the bank's documented REST endpoints, and tuned the SQL queries until each report loaded in two seconds.",
    );
    expect(c.facets.uncertainty.has("standard_failed")).toBe(false);
  });
});

describe("a customer's tender", () => {
  it("defines the work: a port to the customer's devices, done with known means, is refused", () => {
    const text =
      "Our route-planning app ran on Windows tablets only. In 2024 a municipal client required it on their iPhones with their login system, as written in their RFP. " +
      "The technological uncertainty was whether our C# code could be moved to iOS while keeping every feature. " +
      "We rewrote the screens in Swift, used the map vendor's SDK and called the city's documented login endpoints. We tried two menu layouts with their drivers. Tickets and commits are kept.";
    expect(redFlagIds(text)).toContain("customer_specification");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("a customer who orders a machine", () => {
  it("buys it: the order is no specification", () => {
    expect(firstSentence("A dairy customer ordered a filler for thick yogurt that their old piston filler smeared.").redFlags.map((f) => f.id)).not.toContain(
      "customer_specification",
    );
  });

  it("the customer's order, the noun, still is", () => {
    expect(firstSentence("We built the frame exactly to the customer's order and shipped it.").redFlags.map((f) => f.id)).toContain("customer_specification");
  });
});

describe("records of the time named after a lab book denied", () => {
  const text =
    "I run a small machine shop in Red Deer. Our titanium brackets cracked after anodizing and our supplier could not tell us why. " +
    "We figured hydrogen from the etch was the cause, so a bake after anodizing should stop it. We tried two bake times and three etch times on 40 brackets and bend-tested each. " +
    "Baked for four hours, 19 of 20 passed. We didn't keep a lab book. We have phone photos, the bend-test tags and the anodizer's emails.";

  it("answer the admission: no 'no records' flag", () => {
    expect(redFlagIds(text)).not.toContain("no_records");
    expect(verdict(text)).toBe("POSSIBLY_ELIGIBLE");
  });

  it("a denial left alone is still no records", () => {
    expect(redFlagIds(text.replace(" We have phone photos, the bend-test tags and the anodizer's emails.", ""))).toContain("no_records");
  });
});

describe("a count of passes told first", () => {
  it("is a result", () => {
    expect(firstSentence("With the longer bake, 19 of 20 passed.").facets.advancement.has("result")).toBe(true);
  });
});

describe("the technical problem in plain words", () => {
  it("'the hard part was' names the part known means could not do", () => {
    const c = firstSentence("The hard part was the nozzle: steel tips wore out in a day and ceramic ones cracked.");
    expect(c.facets.uncertainty.has("unknown")).toBe(true);
  });

  it("but a hard part of time and budget is the schedule", () => {
    expect(firstSentence("The hard part was doing it in time and on budget, so we ran two shifts.").redFlags.map((f) => f.id)).toContain("business_uncertainty");
  });

  it("a failure that keeps coming back, with its cause, is the problem to solve", () => {
    const text =
      "Small cabinet shop in Drummondville, 2024. The drawer slides kept sagging after a year in kitchens, because the screws pull out of the particleboard sides. " +
      "We try a new bracket glued into a routed slot. We build 4 bracket versions and cycle each drawer 40,000 times on a rig, measuring sag every 5,000 cycles. " +
      "Results are in a spreadsheet with photos. Same year the team also made new door colours and handles with customer panels. We count also the first production run of 800 cabinets.";
    expect(criterion(precheck(text).output, "uncertainty").status).not.toBe("MISSING");
    expect(verdict(text)).toBe("POSSIBLY_ELIGIBLE");
  });
});

describe("a claimant naming its own trade", () => {
  const routine = "We changed the hinge screws to longer ones and the doors stopped sagging. We made 40 cabinets this way.";

  it("reads 'small cabinet maker in Drummondville' as who the claimant is, not a maker whose practice fell short", () => {
    expect(criterion(precheck(`Small cabinet maker in Drummondville. ${routine}`).output, "uncertainty").status).toBe("MISSING");
    expect(criterion(precheck(`We are a cabinet maker in Drummondville. ${routine}`).output, "uncertainty").status).toBe("MISSING");
  });

  it("still reads the maker of a thing used, who could not say why, as a practice that fell short", () => {
    const text = "When we switched to LEDs, mildew got worse, and the lamp maker could not tell us why. We split the bay into 8 zones and counted infected leaves weekly.";
    expect(criterion(precheck(text).output, "uncertainty").status).not.toBe("MISSING");
  });
});
