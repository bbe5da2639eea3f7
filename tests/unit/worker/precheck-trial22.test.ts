import { describe, expect, it } from "vitest";
import { criterion, precheck, redFlagIds } from "./helpers";

// Trial 22's findings: a crop run in by adjusting its conditions, work abroad, work done in an earlier
// year, and lab experiments claimed beside market work.


describe("conditions tuned on a crop", () => {
  const GROWER = [
    "We grow peppers under glass. The breeder's new variety did well in a small trial, so this season we planted 4 acres of it.",
    "Our head grower tuned the climate conditions to get the most out of it and adjusted things day by day depending on how the plants looked.",
    "We logged every setpoint and the weekly yields in the climate computer and reached 30 kg/m2, then planted the whole range.",
  ].join(" ");

  it("is the grower's practice: flagged, and unlikely with no unknown stated", () => {
    expect(redFlagIds(GROWER)).toContain("settings_by_trial");
    expect(precheck(GROWER).output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("work carried on outside Canada", () => {
  const ABROAD = [
    "We are an Ontario company developing a coating for wind turbine blades.",
    "To save time, the experimental work was done by a contract lab in Germany, which ran the salt-fog and rain-erosion tests on 40 coated panels.",
    "Our engineers in Ottawa planned each test and reviewed the weekly reports, which we kept.",
  ].join(" ");

  it("is refused when the work claimed was done abroad", () => {
    expect(redFlagIds(ABROAD)).toContain("work_outside_canada");
    expect(precheck(ABROAD).output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });

  it("is a doubt only when part of the work was done abroad", () => {
    const part = "Part of the field testing was carried out in the United States, at a partner's farm in Vermont.";
    expect(redFlagIds(part)).toContain("part_outside_canada");
    expect(redFlagIds(part)).not.toContain("work_outside_canada");
  });

  it("is not the CRA's view of the costs, which the claimant disputes", () => {
    const view = "The CRA treated the costs of the tests as work done outside Canada, although our staff ran every test from Ottawa.";
    expect(redFlagIds(view)).not.toContain("work_outside_canada");
  });
});

describe("work done in an earlier year", () => {
  const seal = (claimed: string) =>
    "The experimental work on our new valve seal (4 elastomers tested at -40 C, leakage measured and logged) was done between May 2021 and January 2022. " +
    `Our consultant wants to put it in the claim for the year ending ${claimed}, when we sold the first seals.`;

  it("is flagged when the span ends before the claimed year began", () => {
    expect(redFlagIds(seal("March 2024"))).toContain("work_outside_year");
  });

  it("is not when the span ends inside the claimed year", () => {
    expect(redFlagIds(seal("March 2022"))).not.toContain("work_outside_year");
  });
});

describe("lab experiments claimed beside market work", () => {
  const SERUM = [
    "We make a plant-based moisturiser. Our emulsion separated within two weeks without synthetic emulsifiers.",
    "Our chemist made 16 small batches with 4 emulsifier blends at 2 oil ratios, held them at 45 C and measured droplet size every week.",
    "One blend held stable for 10 weeks, and we did not expect the oil ratio to matter more than the blend.",
    "We also ran focus groups and a customer survey on scent and price, and tested two label designs in stores.",
  ].join(" ");

  it("is possibly eligible in part, not refused whole", () => {
    expect(precheck(SERUM).output.verdict).toBe("POSSIBLY_ELIGIBLE");
  });
});

describe("records logged as the work went on", () => {
  it("meets the records criterion: to log is to write down as it happens", () => {
    const text =
      "We tested 5 seal materials at -40 C on a bench; leakage and wear were measured and logged for every material. " +
      "The 3 fluorosilicone seals held under 0.1 mL/h while the nitrile ones leaked from the first cycle.";
    expect(criterion(precheck(text).output, "documentation").status).toBe("MET");
  });

  it("does not meet it with drawings and invoices kept", () => {
    const text = "I built the machine myself over the year and kept my drawings and the parts invoices; it works well now.";
    expect(criterion(precheck(text).output, "documentation").status).not.toBe("MET");
  });
});

describe("records named in the trade's words and kept by date", () => {
  const WORK =
    "We tested 4 binder blends in 24 cylinders and broke them at 7 and 28 days; the slag blend reached 1.1 MPa against 0.7 MPa for plain cement. ";

  it.each([
    "Brew logs and lab results are all dated.",
    "The growth-room sheets and sequencing files are dated.",
    "The raw data files are saved by run date.",
    "Zone logs and photos are in a shared drive by date.",
    "We kept the rig data and the video files by date.",
  ])("meets the records criterion: %s", (records) => {
    expect(criterion(precheck(WORK + records).output, "documentation").status).toBe("MET");
  });
});

describe("what the work showed, told plainly", () => {
  const facetsOf = (text: string) => criterion(precheck(text).output, "advancement");

  it("reads an assumption the work disproved as knowledge gained", () => {
    const text =
      "We ran the wrapper on a test track at 4 to 14 km/h with 60 bales. The film tore at the bale edge when the bale bounced, " +
      "not from the stretch ratio like we assumed, so we added a damper on the cradle and got to 12 km/h.";
    expect(facetsOf(text).status).toBe("MET");
  });

  it("reads 'cut … in half' and 'reliable detection out to 110 m' as results", () => {
    expect(facetsOf("We tested 4 light recipes in 8 zones. The low dose cut infected leaves about in half with no yield loss.").status).not.toBe("MISSING");
    expect(facetsOf("We recorded 4 sensor types on a 300 m test loop. We got reliable detection out to 110 m with one combination.").status).not.toBe("MISSING");
  });
});
