import { describe, expect, it } from "vitest";
import { precheck, redFlagIds } from "./helpers";

// Trial 28's findings (a blind set, tests/domain/trials/screening/t28p-*): field work grown for a
// university's trial, a brewpub's batch checks, a specification's rooms built with the usual tools, and
// a kit first on the market, assembled from the vendors' manuals and calculators.

const verdict = (text: string) => precheck(text).output.verdict;

describe("support work for somebody else's research", () => {
  it("reads plots grown for a university group, to its protocol, with its analysis, as support work", () => {
    const text =
      "We farm 2,400 acres of grain near Swift Current. This year a university plant breeding group asked us to grow 30 of their experimental durum lines on 40 acres. " +
      "They sent us the seed, the plot map and a written protocol: seeding date, rates, sprays, and when to take soil moisture readings. " +
      "We did all the field work with our own equipment and took the readings on their schedule. They do all the analysis and decide which lines go forward. " +
      "We kept the field logbook and copies of all the sheets we sent to them.";
    expect(redFlagIds(text)).toContain("support_only");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("routine checks", () => {
  it("reads the same checks on every batch, every 50th can and a spec range as quality control", () => {
    const text =
      "I'm head brewer at a brewpub and we want to claim our lab technician's wages. Every batch gets the same checks: gravity, pH, a forced diacetyl test, alcohol on our analyser and bitterness by the standard ASBC method. " +
      "If a batch is outside our spec range we adjust the next batch. She also checks every 50th can for seam dimensions and fill level. " +
      "This year she ran about 2,100 tests on 140 batches, all in our quality spreadsheet with dates and batch numbers.";
    expect(precheck(text).markdown).toMatch(/quality control/i);
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("a specification built with the usual tools", () => {
  it("reads 'spec called for', sizing per CSA, the usual software and the supplier's template as known means", () => {
    const text =
      "Client: regional health authority. Spec called for 4 airborne isolation rooms at -2.5 Pa relative to the corridor, 12 air changes per hour. " +
      "Design: supply and exhaust sized per CSA Z317.2 and our usual duct sizing software; exhaust fan picked from the client's approved list. " +
      "Controls: standard room pressure controller, programmed from the supplier's template. All rooms passed commissioning except one, fixed by re-caulking. " +
      "We'd like to claim the design hours, since this was the first isolation room job our firm has done.";
    const flags = redFlagIds(text);
    expect(flags).toContain("customer_specification");
    expect(flags).toContain("existing_solution");
    expect(flags).toContain("market_novelty");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("a kit first on the market", () => {
  it("reads the vendor's manual, the maker's online calculator and the vendor's kit that was enough as known means", () => {
    const text =
      "Our technological advancement is that we are the first company in Canada to sell a solar-powered LTE small cell kit for remote camps. " +
      "We build it from parts we buy: a small-cell radio, a solar panel and a lithium battery bank sized with the battery maker's online calculator. " +
      "We set up the radio following the vendor's manual. We weren't sure the radio would stay within its temperature range in a sealed box, but we figured the vendor's fan kit would be enough, and it was. " +
      "We ran a field trial for two months and logged uptime; uptime was 99.6%. We kept the field logs.";
    expect(redFlagIds(text)).toContain("existing_solution");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});
