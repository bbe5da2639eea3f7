import { describe, expect, it } from "vitest";
import { classifyAll } from "@/lib/worker/builtin/classify";
import { buildCorpus } from "@/lib/worker/builtin/corpus";
import { envelope } from "./fixtures";
import { criterion, precheck } from "./helpers";

// Claims a consultant refuses for one reason while the rest of the work is well run and written down:
// the answer must name that reason and still mark met what the text shows, not all five weak.

const flags = (text: string) => precheck(text).output.redFlags.map((f) => f.id);
const sentence = (text: string) => classifyAll(buildCorpus(envelope("PRECHECK", text)).sentences)[0]!;

const TRAILER = [
  "We make farm trailers. In 2024 we redesigned our 20-ton trailer frame to cut its weight by 15%.",
  "We changed the steel grade from 350W to a 550 MPa steel, reduced the flange thickness from 12 to 9 mm and moved the cross members.",
  "We built three prototype frames and ran each on our fatigue rig for 200,000 cycles, measuring strain at 12 gauges.",
  "The second frame cracked at 140,000 cycles at the kingpin plate, so we added a gusset and the third frame passed.",
  "We kept a dated test log, the strain data files and the drawings of each revision. The customer accepted the frame in November.",
].join(" ");

const BOOKING_APP = [
  "We built a booking app for a chain of physiotherapy clinics in 2025.",
  "The clinic chain gave us their requirements: online booking, reminders by SMS, and integration with their billing system through its published API.",
  "We used React Native and a Node backend.",
  "We wrote unit and integration tests for every screen, ran load tests with k6 up to 2,000 concurrent users, and tracked every task and bug in Jira with dates.",
  "Response times stayed under 300 ms at the 95th percentile. The clinics launched the app in September and bookings went up 30%.",
].join(" ");

describe("PRECHECK on a practice word used as a verb", () => {
  it("does not read 'the customer accepted the frame' as an accepted practice that fell short", () => {
    expect(sentence("The customer accepted the frame in November.").facets.uncertainty.has("standard_failed")).toBe(false);
    expect(sentence("The CRA accepted $99,326 of the expenditures and refused $34,909.").facets.uncertainty.has("standard_failed")).toBe(false);
  });

  it("still reads the accepted and the published practice as somebody else's", () => {
    expect(sentence("The accepted method could not hold the tolerance below 5 microns.").facets.uncertainty.has("standard_failed")).toBe(true);
    expect(sentence("Nobody has published anything on that for blueberries, only for tomatoes.").facets.uncertainty.has("standard_failed")).toBe(true);
    expect(sentence("Everyone recommended a bigger fan, which didn't help at all.").facets.uncertainty.has("standard_failed")).toBe(true);
  });
});

describe("PRECHECK on routine redesigns and customers' requirements", () => {
  it("reads other materials and gauges chosen from one value to another as the known way of sizing", () => {
    expect(flags("We changed the steel grade from 350W to a 550 MPa steel.")).toContain("settings_by_trial");
    expect(flags("We reduced the wall thickness from 2.5 to 1.8 mm on the lid.")).toContain("settings_by_trial");
  });

  it("reads requirements handed over, or a part a customer asked for, as the customer's", () => {
    expect(flags("The clinic chain gave us their requirements: online booking and SMS reminders.")).toContain("customer_specification");
    expect(flags("In 2025 a customer asked for a thinner-walled housing in the same PP grade.")).toContain("customer_specification");
  });

  it("refuses a redesign by materials and thicknesses on the uncertainty, with the tests and records it shows met", () => {
    const { output } = precheck(TRAILER);
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(output.decidingCriterion).toBe("uncertainty");
    expect(criterion(output, "systematic_investigation").status).toBe("MET");
    expect(criterion(output, "documentation").status).toBe("MET");
  });

  it("refuses an app built to a client's requirements with known tools, with its testing met", () => {
    const { output } = precheck(BOOKING_APP);
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(output.decidingCriterion).toBe("uncertainty");
    expect(criterion(output, "systematic_investigation").status).toBe("MET");
  });
});

describe("PRECHECK on the plain words of refused claims that show their work", () => {
  it("reads a singular 'spec', an architect's specification and a listed set of settings changed until it passed", () => {
    expect(flags("Customer spec: bracket must hold 450 kg with deflection under 3 mm.")).toContain("customer_specification");
    expect(flags("We engineered the units to the architect's specification using our standard profiles.")).toContain("customer_specification");
    expect(flags("Our head baker adjusted mixing time, speed and water temperature over 10 production batches until the dough came out at 25 °C.")).toContain(
      "settings_by_trial",
    );
  });

  it("reads preferences, payback and what the known way already gave as routine", () => {
    expect(flags("Whether shoppers would prefer a sweeter or tarter bar was the question.")).toContain("business_uncertainty");
    expect(flags("The question was whether buying a sorter would pay for itself at our mine.")).toContain("business_uncertainty");
    expect(flags("No part of it required anything beyond reading the documentation carefully.")).toContain("existing_solution");
    expect(flags("The maker's technician gave us their standard conversion chart, which got us most of the way.")).toContain("existing_solution");
    expect(flags("Enzyme C was chosen; the point was to pick the best product for our plant.")).toContain("existing_solution");
  });

  it("reads unplanned changes, several at once, and no theory as the want of a method", () => {
    expect(flags("We changed things as problems appeared: first calcium, then EC, then the irrigation start time.")).toContain("trial_and_error");
    expect(flags("We cannot say which change made the difference, but the rot is under control.")).toContain("trial_and_error");
    expect(flags("Nobody had a theory about why one layout would beat another.")).toContain("no_hypothesis");
    expect(flags("Records: we did not keep a lab book at the time.")).toContain("no_records");
  });

  it("reads a QC lab's lot release and a preference study as excluded work", () => {
    const qc = precheck(
      "During fiscal 2024 our QC lab tested all 46 production lots against the release specification: activity by the USP assay, purity and endotoxin. Three lots failed and were reworked per SOP. All results are in our LIMS with analyst sign-off and date.",
    ).output;
    expect(qc.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(qc.decidingCriterion).toBe("uncertainty");
    expect(flags("We 3D-printed six handle shapes and ran a preference study with 22 physicians.")).not.toContain("customer_specification");
  });
});

describe("PRECHECK on refusals worded in an owner's own way", () => {
  it("reads a schedule or a price to meet as a business problem", () => {
    expect(flags("A big retailer gave us 9 weeks instead of our normal 16 to deliver 1,200 bays.")).toContain("business_uncertainty");
    expect(flags("Our engineers put in a lot of overtime figuring out the schedule and the costs.")).toContain("business_uncertainty");
  });

  it("reads an admission that the known formulas or published data would have answered it", () => {
    expect(flags("Our engineer said afterwards he could have sized it with the CSA S16 formulas in an afternoon.")).toContain("existing_solution");
    expect(flags("The seed company already publishes regional trial data, but we wanted numbers from our own fields.")).toContain("existing_solution");
  });

  it("reads not knowing which of many changes worked, and changes made until a long list of results passed", () => {
    expect(flags("The plugging stopped, but we're not exactly sure which change did it.")).toContain("trial_and_error");
    expect(flags("Whatever seemed to help we kept.")).toContain("trial_and_error");
    expect(flags("We adjusted oven times until the cross-hatch adhesion and salt spray results met the spec.")).toContain("trial_and_error");
  });

  it("reads qualification testing to an aerospace or military standard as excluded work", () => {
    const excluded = sentence("We ran the environmental qualification tests per RTCA DO-160G in our own chambers.").exclusions;
    expect(excluded.map((e) => e.category)).toContain("quality_control");
  });

  it("keeps a plan to test the usual formulas, and not knowing whether an idea works, off these flags", () => {
    expect(flags("We did not know whether the standard formulas would hold for a bracket this thin, so we tested three.")).not.toContain("existing_solution");
    expect(flags("We changed one thing per run so we would know which change did it.")).not.toContain("trial_and_error");
  });
});

describe("PRECHECK on work done before the year claimed", () => {
  const text = [
    "WestWind Power Systems Ltd. - fiscal year ending 31 December 2024.",
    "Our inverter team worked on a grid-forming control mode from March 2022 to October 2023; published droop-control methods were unstable with our rotor, so we tested three controller structures on the bench and logged 180 runs.",
    "The technical work finished in October 2023. In 2024 the team only did certification paperwork and customer installs.",
    "We are claiming 2024 salaries for this project because that is when the final report was completed.",
  ].join(" ");

  it("refuses work that ended before the claimed year began, on the work of that year", () => {
    const { output } = precheck(text);
    expect(output.redFlags.map((f) => f.id)).toContain("work_outside_year");
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(output.decidingCriterion).toBe("systematic_investigation");
  });

  it("keeps work that ended inside the claimed year, or a year that is not named", () => {
    expect(flags(text.replace("finished in October 2023", "finished in October 2024"))).not.toContain("work_outside_year");
    expect(flags("The technical work finished in October 2023 and we kept dated bench logs of 180 runs.")).not.toContain("work_outside_year");
    expect(flags("Our fiscal year ends March 31, 2024. The testing ended in May 2023 with 40 logged runs.")).not.toContain("work_outside_year");
  });
});

describe("PRECHECK on a plain eligible claim whose five parts are each stated once", () => {
  const text = [
    "FieldPulse Analytics builds gateways that collect readings from up to 2,000 soil sensors per farm.",
    "In 2024 we needed to remove duplicate and out-of-order readings on the gateway itself, which has only 64 MB of RAM.",
    "The usual approaches (keeping a window of recent messages, or the streaming-dedupe methods described in papers we read) either used too much memory at our message rates or dropped valid readings when radios re-sent after long outages.",
    "Nobody we asked, including our radio vendor, knew how to do both within that memory.",
    "We expected a counting filter keyed by sensor and time bucket could fit.",
    "We built three versions and replayed a 30-day recording of real traffic through each: version 1 used 210 MB; version 2 fit in 40 MB but lost 0.8% of valid readings; version 3, with per-sensor sequence counters, fit in 38 MB and lost 0.01%.",
    "We learned that outage length, not message rate, drives the memory need.",
    "Design notes, replay results and commits are dated in our wiki and Git.",
  ].join(" ");

  it("reads our own expectation with its outcome as a testable hypothesis, and a series of measured runs as the investigation", () => {
    const { output } = precheck(text);
    expect(criterion(output, "hypothesis").status).toBe("MET");
    expect(criterion(output, "systematic_investigation").status).toBe("MET");
    expect(output.verdict).toBe("LIKELY_ELIGIBLE");
  });

  it("adds the series' point only for a sentence with several measured runs", () => {
    const one = sentence("We built a version and replayed a recording through it: it used 210 MB.").score.systematic_investigation;
    const three = sentence("We built three versions and replayed a recording through each: 210 MB, 40 MB and 38 MB.").score.systematic_investigation;
    expect(three).toBe(one + 1);
  });
});

describe("PRECHECK on an owner's plain words for a hypothesis and for dated records", () => {
  it("reads 'my thinking was' and a 'thought:' label as a stated hypothesis", () => {
    expect(sentence("My thinking was that the fans were pushing warm damp air into cold grain at night.").facets.hypothesis.has("stated")).toBe(true);
    expect(sentence("Thought: far-red makes stems stretch, so cut far-red and add some blue.").facets.hypothesis.has("stated")).toBe(true);
  });

  it("reads each batch's date, a traveler with the date and a farm diary as records of the time", () => {
    expect(sentence("Marie kept a binder with each batch's date, recipe and freezer temperature.").facets.documentation.has("dated")).toBe(true);
    expect(sentence("Every test has a traveler with the date, speeds and feeds stapled to it.").facets.documentation.has("dated")).toBe(true);
    expect(sentence("I wrote the readings in the farm diary each morning.").facets.documentation.has("records")).toBe(true);
  });
});

describe("PRECHECK on prospecting, batch testing and a run of tries", () => {
  it("excludes a drilling program however unknown the deposit was, and names the uncertainty", () => {
    const drilling = sentence("In 2024 we ran a drilling program on our claims to find out whether the gold zone continues at depth.");
    expect(drilling.exclusions.map((e) => e.category)).toContain("resource_exploration");
    const { output } = precheck(
      [
        "Junior exploration company, northern Ontario. In 2024 we ran a drilling program on our claims to find out whether the gold zone continues at depth.",
        "We drilled 14 holes, 6,200 m in total, logged the core, sent 3,100 samples to an accredited assay lab, and built a 3D model of the zone.",
        "We really didn't know if the gold was there; the results showed the zone continues 200 m deeper than we thought. Our geologists kept daily drill logs and core photos.",
      ].join(" "),
    );
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(output.decidingCriterion).toBe("uncertainty");
  });

  it("reads every batch tested as made and a QC room as quality control", () => {
    expect(sentence("Every batch we brew gets tested for gravity, pH and dissolved oxygen.").exclusions.map((e) => e.category)).toContain("quality_control");
    expect(sentence("In 2024 we set up a new QC room and bought a benchtop meter.").exclusions.map((e) => e.category)).toContain("quality_control");
  });

  it("reads tries tested until one passed as trial and error", () => {
    expect(flags("We tried heavier liner board, then double wall, testing each one on our drop tester until one passed.")).toContain("trial_and_error");
  });
});
