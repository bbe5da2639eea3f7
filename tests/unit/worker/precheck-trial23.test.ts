import { describe, expect, it } from "vitest";
import { precheck, redFlagIds } from "./helpers";

// Trial 23's findings: refused claims the screener called possible, because what sank them was said in
// words its cues did not know.

const verdict = (text: string) => precheck(text).output.verdict;

describe("someone else's research, and data collected for it", () => {
  const CREW = [
    "We're a survey firm. A client developing a new pipeline leak sensor hired us on a fixed fee to collect data:",
    "our crews mounted their prototypes on four pipelines and took readings every week for a year, then sent the client spreadsheets.",
    "The client built the sensors, decided what to test and did all the analysis.",
  ].join(" ");

  it("is support work: flagged, and unlikely", () => {
    expect(redFlagIds(CREW)).toContain("support_only");
    expect(verdict(CREW)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("adoption and runway", () => {
  const APP = [
    "We're a startup. Our big uncertainty was whether restaurant owners would trust an app to order their stock automatically,",
    "and whether we could ship by our launch date inside the $300k seed round.",
    "We built it in Flutter on a standard supplier API, ran a beta with 40 users and tracked conversion every week.",
  ].join(" ");

  it("is business uncertainty, and unlikely", () => {
    expect(redFlagIds(APP)).toContain("business_uncertainty");
    expect(verdict(APP)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("the known way, applied as written", () => {
  const TANK = [
    "We're a fabrication shop. A customer needed a 30 cubic metre tank with a code stamp for an acid we had never stored.",
    "We looked up its corrosion behaviour in the published tables, chose the alloy, used the weld procedure our welders already run,",
    "and sized the shell and nozzles to the code. We kept a dated build log and hydro-tested it; everything passed first time.",
  ].join(" ");

  it("is existing practice, and unlikely", () => {
    expect(redFlagIds(TANK)).toContain("existing_solution");
    expect(verdict(TANK)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("a product goal called a hypothesis", () => {
  const SUITE = [
    "We're a renovation contractor. The software on the market only handles estimating.",
    "Our hypothesis was that one system could manage every part of a job by integrating estimating, scheduling and accounting.",
    "We went through cycles of coding, testing and re-coding until we proved it was feasible.",
    "We think this is SR&ED because nothing like it existed for contractors.",
  ].join(" ");

  it("flags the iterations and the novelty, and is not possible", () => {
    expect(redFlagIds(SUITE)).toEqual(expect.arrayContaining(["trial_and_error", "market_novelty"]));
    expect(verdict(SUITE)).not.toBe("POSSIBLY_ELIGIBLE");
  });
});

describe("nobody's practice to take up, in an owner's words", () => {
  const uncertainty = (text: string) => precheck(text).output.criteria.find((c) => c.id === "uncertainty")!.status;

  it("reads 'no route we could simply follow' and 'couldn't find anyone who had got …' as standard practice falling short", () => {
    const route =
      "Our lab had to make a new compound at usable yield and purity, and there was no route we could simply follow. " +
      "We ran 3 candidate pathways side by side, compared yield and purity, and then ran a planned set of crystallization temperatures.";
    expect(uncertainty(route)).not.toBe("MISSING");
    const anyone =
      "We make oat-based cheese. We couldn't find anyone who had got stretch out of an oat base without potato starch. " +
      "We made a grid of 12 batches and measured stretch length on a standard bake test.";
    expect(uncertainty(anyone)).not.toBe("MISSING");
  });
});
