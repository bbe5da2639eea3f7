import { describe, expect, it } from "vitest";
import { criterion, precheck, redFlagIds } from "./helpers";

// Trial 25's findings: a later stage not yet reached read as no tests, a trial denied, a schedule and a
// margin as the unknown, the known tools listed, a roll-out year, the claimant's own question read as a
// form's prompt, and the result of bench trials beside commercial production.

const verdict = (text: string) => precheck(text).output.verdict;

describe("a later stage not yet reached", () => {
  it("leaves the bench experiments standing: no 'no tests' flag", () => {
    const text =
      "Standard hydrogel dressings dry out within two days on burns. Our chemist expected that a glycerol-rich layer would hold moisture for a week. " +
      "We compared four layers on pig skin in a humidity chamber for 7 days, weighing each daily against a commercial dressing. " +
      "Nothing has been tested on patients yet.";
    expect(redFlagIds(text)).not.toContain("no_testing");
  });

  it("a trial denied on patients, after bench tests, is no 'no tests' flag either", () => {
    const text =
      "Standard hydrogel dressings dry out within two days on burns. We compared four layers on pig skin in a humidity chamber for 7 days, " +
      "weighing each daily. We did not run any trials on patients yet.";
    expect(redFlagIds(text)).not.toContain("no_testing");
  });

  it("still refuses a design never built", () => {
    expect(redFlagIds("Our engineer drew a new heat exchanger and wrote a design report, but nothing was built or tested.")).toContain("no_testing");
  });
});

describe("one trial denied", () => {
  it("is no tests when nothing else was tested", () => {
    const text =
      "We are a herbal clinic and designed a new tea blend for migraines after reading 40 papers on feverfew and ginger. " +
      "Our hypothesis is that the blend works better than either herb alone. We did not run a trial, but the research on each herb is strong.";
    expect(redFlagIds(text)).toContain("no_testing");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("a date and a margin to hold", () => {
  it("are business risk, even beside the word uncertainty", () => {
    const text =
      "Our millwork shop built the cabinets for a 40-unit rental building in 2024. There was a lot of uncertainty: the builder moved the handover up by a month, " +
      "so it was not sure we could finish without losing money. We tried a second shift and a new edge bander. Our hypothesis was that these would cut hours by 20%.";
    expect(redFlagIds(text)).toContain("business_uncertainty");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("the claimant's view of the claim", () => {
  it("'we think this … should qualify' earns no criterion", () => {
    const text =
      "Our bakery changed its proofing schedule and bought a new oven in 2023. We tested two proofing times on 10 batches and measured loaf volume. " +
      "We think this technological advancement in our bakery should qualify.";
    expect(criterion(precheck(text).output, "advancement").evidence.join(" ")).not.toContain("should qualify");
  });
});

describe("the known tools listed", () => {
  it("are no standard practice that fell short", () => {
    const text =
      "Contract for a hardware chain, 2024. Spec: sync their POS sales and stock with their NetSuite ERP every 10 min, 30k SKUs. " +
      "Used both vendors' REST APIs, a queue on AWS, retries on timeouts and mapping tables for units. " +
      "Technological uncertainty: whether the sync would keep up with holiday volume. Load-tested, tuned batch sizes, fixed mapping bugs in UAT, went live in November.";
    expect(criterion(precheck(text).output, "uncertainty").status).not.toBe("MET");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("a roll-out year", () => {
  it("claimed for work done in an earlier year is work outside the year", () => {
    const text =
      "Back in 2021 we experimented with a new defrost logic for our cold rooms, and we claimed that for 2021. " +
      "For our 2023 year what we did was roll the same logic out to our second warehouse: we bought the controllers, installed them and trained the staff. " +
      "Our accountant says we can keep claiming it as experimental development for 2023.";
    expect(redFlagIds(text)).toContain("work_outside_year");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("the claimant's own question", () => {
  it("is not a form's prompt: the sentences after it are not its answer", () => {
    const text =
      "LearnCo built a maths app for a two-year study with a school board on whether short daily quizzes raise grade 4 scores. " +
      "The research question was pedagogical: do quizzes beat homework? Our developers built the web app, the teacher dashboards and a data export. " +
      "We claim the development as support work. The study found a 5-point gain. All sprints are in Jira.";
    expect(criterion(precheck(text).output, "uncertainty").status).toBe("MISSING");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("bench trials beside commercial production", () => {
  const text =
    "We make oat-based yogurts in a small plant in Manitoba. In 2024 we wanted an oat yogurt that stays thick after freezing, which our base never did. " +
    "Our food scientist ran bench trials with different gums and a protein isolate, measuring viscosity after each freeze-thaw. " +
    "After 15 trials one blend thickened to 4,000 cP. Then we made three pilot batches on the line; the first one separated and we had to change the cooling rate. " +
    "After that we went into regular production, about 50 batches, with our usual QC checks.";

  it("reads the variant that reached a measured value and the early run that failed as the advancement", () => {
    expect(criterion(precheck(text).output, "advancement").status).toBe("MET");
  });

  it("leaves the claim in part", () => {
    expect(verdict(text)).toBe("POSSIBLY_ELIGIBLE");
  });
});
