import { describe, expect, it } from "vitest";
import { countWords } from "@/lib/shared/limits";
import { findDates, findPeriodEndDates, findWorkDates } from "@/lib/worker/builtin/text/dates";
import { findMeasurements } from "@/lib/worker/builtin/text/measurements";
import { isNegated } from "@/lib/worker/builtin/text/negation";
import { toClaimVoice } from "@/lib/worker/builtin/text/rewrite";
import { splitSentences } from "@/lib/worker/builtin/text/sentences";
import { truncate } from "@/lib/worker/builtin/text/words";

describe("toClaimVoice", () => {
  it.each([
    ["I tested three coatings.", "We tested three coatings."],
    ["I test three coatings every week.", "We tested three coatings every week."],
    ["We run the benchmark on each board.", "We ran the benchmark on each board."],
    ["I'm trying a new loss function and my results are noisy.", "We were trying a new loss function and our results are noisy."],
    ["We build a jig and then we measure the deflection.", "We built a jig and then we measured the deflection."],
    ["We don't know why the film cracks.", "We didn't know why the film cracks."],
    ["Tried delta encoding first.", "We tried delta encoding first."],
    ["We have tested four variants.", "We have tested four variants."],
    ["Our hypothesis is that the binder controls porosity.", "Our hypothesis was that the binder controls porosity."],
    ["In Phase I we used the I/O expander, i.e. the MCP23017.", "In Phase I we used the I/O expander, i.e. the MCP23017."],
    ["then i plan the next batch", "then we planned the next batch"],
    ["Tested by the vendor before delivery.", "Tested by the vendor before delivery."],
    ["Laid up 12 panels of 64 plies.", "We laid up 12 panels of 64 plies."],
    ["Weighed each coupon after 40 cycles.", "We weighed each coupon after 40 cycles."],
  ])("%s → %s", (input, expected) => {
    expect(toClaimVoice(input)).toBe(expected);
  });
});

describe("splitSentences", () => {
  it("splits prose, bullets, headings and lower-case notes", () => {
    const text = `## Week 3
- tried zstd level 3
- latency 48 ms. too slow
Results were poor, e.g. the ratio was 1.4x vs. the 4x target. We then switched to 64-sample blocks.`;
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      "Week 3",
      "tried zstd level 3",
      "latency 48 ms.",
      "too slow",
      "Results were poor, e.g. the ratio was 1.4x vs. the 4x target.",
      "We then switched to 64-sample blocks.",
    ]);
  });

  it("ends a sentence at a one-letter unit after its figure, and not at an initial", () => {
    const text = "The PLC had to flag a jam within 2 s. Vendor firmware polls every 0.5 s. Ask J. Smith about the 40 A. Test.";
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      "The PLC had to flag a jam within 2 s.",
      "Vendor firmware polls every 0.5 s.",
      "Ask J. Smith about the 40 A.",
      "Test.",
    ]);
  });

  it("joins hard-wrapped lines of an excerpt and numbers paragraphs", () => {
    const text = "The coating was applied to forty concrete coupons and cured in the\nchamber at 5 °C for two days.\n\nSecond paragraph.";
    expect(splitSentences(text)).toEqual([
      { text: "The coating was applied to forty concrete coupons and cured in the chamber at 5 °C for two days.", paragraph: 0, item: false },
      { text: "Second paragraph.", paragraph: 1, item: false },
    ]);
  });
});

describe("findDates", () => {
  it("reads ISO, month-name and unambiguous numeric dates", () => {
    const iso = (t: string, ref: string | null = null) => findDates(t, ref).map((d) => d.iso);
    expect(iso("2025-03-14: started")).toEqual(["2025-03-14"]);
    expect(iso("March 14, 2025 and 3 mars 2025")).toEqual(["2025-03-14", "2025-03-03"]);
    expect(iso("Mar 3", "2025-06-01")).toEqual(["2025-03-03"]);
    expect(iso("Dec 18", "2025-01-10")).toEqual(["2024-12-18"]);
    expect(iso("14/03/2025 and 03/14/2025")).toEqual(["2025-03-14", "2025-03-14"]);
    expect(iso("03/04/2025")).toEqual([]);
    expect(iso("we may 3 times retry")).toEqual([]);
    expect(iso("2025-02-30")).toEqual([null]);
  });

  it("tells the dates that end a tax period from the dates of work", () => {
    const text = "In our fiscal years ending August 31, 2009 and August 31, 2010 we ran the trials; the first was on March 3, 2010.";
    expect(findPeriodEndDates(text, null).map((d) => d.iso)).toEqual(["2009-08-31", "2010-08-31"]);
    expect(findWorkDates(text, null).map((d) => d.iso)).toEqual(["2010-03-03"]);
    expect(findPeriodEndDates("Our year-end is December 31, 2017.", null).map((d) => d.iso)).toEqual(["2017-12-31"]);
    expect(findWorkDates("The year ended; on June 4, 2018 we started again.", null).map((d) => d.iso)).toEqual(["2018-06-04"]);
  });
});

describe("findMeasurements", () => {
  it("keeps figures with units and named metrics, not bare numbers", () => {
    expect(findMeasurements("In 2025 we ran 3 trials: 48 ms, 2.8 MPa, 94%, 3.1x, 5 °C, F1 0.91, 10 km/h.")).toEqual([
      "3 trials", "48 ms", "2.8 MPa", "94%", "3.1x", "5 °C", "F1 0.91", "10 km/h",
    ]);
    expect(findMeasurements("Team of 4 people since 2019.")).toEqual([]);
  });
});

describe("isNegated", () => {
  it("sees a negator in the same clause only", () => {
    const s = "We did not run any tests, but we measured the drift.";
    expect(isNegated(s, s.indexOf("tests"))).toBe(true);
    expect(isNegated(s, s.indexOf("measured"))).toBe(false);
    const t = "We haven't measured anything.";
    expect(isNegated(t, t.indexOf("measured"))).toBe(true);
  });

  it("ends a negator of a noun at the verb after it", () => {
    const s = "Whether a biofilter could work without heating was an open question.";
    expect(isNegated(s, s.indexOf("open question"))).toBe(false);
    const t = "We ran the kiln without any tests.";
    expect(isNegated(t, t.indexOf("tests"))).toBe(true);
  });
});

describe("words", () => {
  it("counts whitespace-separated tokens and truncates at a word", () => {
    expect(countWords("  We tested  three\ncoatings. ")).toBe(4);
    expect(countWords("")).toBe(0);
    const cut = truncate("word ".repeat(100).trim(), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith("word…")).toBe(true);
  });
});
