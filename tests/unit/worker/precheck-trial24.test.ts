import { describe, expect, it } from "vitest";
import { precheck, redFlagIds } from "./helpers";

// Trial 24's findings: refusals the screener called possible (prospecting, a design never built, the
// claim's own vocabulary, work done in earlier years).

const verdict = (text: string) => precheck(text).output.verdict;

describe("finding the deposit", () => {
  it("is prospecting, whatever was unknown: drill holes, assayed core, a geophysical survey, a resource model", () => {
    const text =
      "We're a mining company in Quebec. This year we drilled twelve diamond-drill holes to see whether the vein keeps going at depth, " +
      "logged and assayed the core, ran a ground geophysical survey and updated our resource model. Our geologists kept dated drill logs.";
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("a design never built", () => {
  it("has no tests: refused on the investigation", () => {
    const text =
      "Flue gas fouls ordinary exchangers within weeks and no supplier makes one that stays clean. Our engineer proposed a rotating-disc design, " +
      "worked out the speeds, drew a full set of drawings and wrote a dated design report. Then our funding fell through, so nothing was built or run.";
    expect(redFlagIds(text)).toContain("no_testing");
    expect(precheck(text).output.decidingCriterion).toBe("systematic_investigation");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("the claim's own vocabulary", () => {
  it("is an asserted uncertainty, not a described one", () => {
    const text =
      "Our project involved significant technological uncertainty that standard practice could not resolve. We built a new platform that advances the state of the art in our industry. " +
      "The work was challenging and our team worked very hard to overcome the uncertainties.";
    expect(redFlagIds(text)).toContain("asserted_uncertainty");
    expect(verdict(text)).not.toBe("POSSIBLY_ELIGIBLE");
  });
});

describe("work done in earlier years", () => {
  const rotor = (claimedYear: string) =>
    `Our fiscal year ended December 31, 2024, and this is the year we're filing for. Back in 2021 and 2022 we developed a self-balancing pump rotor: we built four prototypes and ran them on our stand with vibration logging. ` +
    `In ${claimedYear} we only sold units and handled warranty returns.`;

  it("is flagged when the claimed year is said to hold only sales", () => {
    expect(redFlagIds(rotor("2024"))).toContain("work_outside_year");
  });

  it("is not flagged on the earlier years alone (a multi-year project)", () => {
    const multiYear =
      "Our fiscal year ended December 31, 2024. Back in 2022 we developed the first rotor prototype, and this year we ran the field trials on six pumps with vibration logging.";
    expect(redFlagIds(multiYear)).not.toContain("work_outside_year");
  });
});
