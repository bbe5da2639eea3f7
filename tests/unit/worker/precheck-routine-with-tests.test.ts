import { describe, expect, it } from "vitest";
import { firstSentence, precheck, redFlagIds } from "./helpers";

// Routine work told with test words (an eighteenth trial's refused claims): a quality programme, a
// certification, permit sampling, market surveys, parts swapped until one passed, support work; and
// the records and results of eligible work told plainly.

const first = firstSentence;
const excluded = (text: string) => first(text).exclusions.map((e) => e.category);
const flags = redFlagIds;

describe("PRECHECK on routine work told with test words", () => {
  it("reads a quality programme, a certification and permit sampling as excluded work", () => {
    expect(excluded("In 2024 we set up a new quality control program for our sausage line.")).toContain("quality_control");
    expect(excluded("Salt and fat testing on every batch; out-of-spec batches were held and reworked.")).toContain("quality_control");
    expect(excluded("Most of our engineering time went to getting our new 650 W fixture certified to UL 8800 and CSA.")).toContain("quality_control");
    expect(excluded("We sampled the lagoons every week using the standard methods the provincial permit requires.")).toContain("routine_data_collection");
    expect(excluded("We surveyed 600 people online and ran two pop-up shops to test which styles sold.")).toContain("market_research");
  });

  it("reads parts resized and materials swapped until one passed, and the maker's fix", () => {
    expect(flags("We tried a thicker pin (8 mm then 10 mm), then stainless instead of zinc-plated steel, then a bronze bushing.")).toContain("settings_by_trial");
    expect(flags("Our engineer added the filter the driver maker recommends in its application note.")).toContain("existing_solution");
    expect(flags("We learned the process from the machine maker's training and YouTube.")).toContain("existing_solution");
    expect(flags("In 2024 we started making cabinet doors in thermoformed PVC, which we'd never done before.")).toContain("market_novelty");
  });

  it("reads support work and records rebuilt from memory", () => {
    expect(flags("We don't design the experiments or decide what to test; the client's scientists do that.")).toContain("support_only");
    expect(flags("I am going back through emails and my memory to write up what we did.")).toContain("reconstructed_records");
  });

  it("refuses routine work that is all test words", () => {
    const { output } = precheck(
      "We're a meat processor in Red Deer. In 2024 we set up a new quality control program for our sausage line: daily Listeria swabs of the line, salt and fat testing on every batch, and metal detection checks every hour. " +
        "We hired a QA technician and bought a new fat analyser. Out-of-spec batches were held and reworked. All test results are logged daily in our QA system. The program cut customer complaints by 40%.",
    );
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("PRECHECK on eligible work told plainly", () => {
  it("keeps a denial of records with the lab's reports named as an exception from refusing the claim", () => {
    expect(flags("We didn't really keep notes other than the cylinder break reports from the lab.")).not.toContain("no_records");
  });

  it("reads the date of each panel, a tracker, a repository and tickets as dated records", () => {
    const dated = (text: string) => first(text).facets.documentation.has("dated");
    expect(dated("All the measures are in the Excel file of the quality department with the date of each panel.")).toBe(true);
    expect(dated("Experiments are tracked in MLflow and the code is in GitHub.")).toBe(true);
    expect(dated("The trial records and scale tickets are in the feedlot office binder.")).toBe(true);
  });

  it("reads what works set against what does not, and a limit found, as knowledge", () => {
    expect(first("The blend at 0.5% kept 92% of its volume at six months; the single enzymes did not.").facets.advancement.has("knowledge")).toBe(true);
    expect(first("Above 5% psyllium the bread got gummy, so more water binding is not always better.").facets.advancement.has("knowledge")).toBe(true);
  });

  it("calls a claim likely only when all five criteria are met", () => {
    const { output } = precheck(
      "Admixture suppliers only guarantee their cold-weather products down to -5°C and couldn't tell us what happens below. " +
        "We thought combining a calcium nitrite accelerator with insulated forms might keep the core above freezing long enough to reach 5 MPa. " +
        "We poured six test slabs in January with thermocouples at three depths and broke cylinders at 1, 3 and 7 days. " +
        "Two mixes reached 5 MPa in 48 hours at -15°C; the high-cement one cracked from the heat difference between core and surface, which we hadn't expected. " +
        "We didn't really keep notes other than the cylinder break reports from the lab.",
    );
    expect(output.criteria.find((c) => c.id === "documentation")!.status).not.toBe("MET");
    expect(output.verdict).toBe("POSSIBLY_ELIGIBLE");
  });
});

describe("PRECHECK on a nineteenth trial's refused claims", () => {
  it("reads notes nobody kept and records put together from what people remember, so as to file", () => {
    expect(flags("Problem is nobody kept notes at the time.")).toContain("no_records");
    expect(flags("Our controller is putting together test results from what the guys on the floor remember.")).toContain("reconstructed_records");
    expect(flags("We are writing a timeline from some old emails, so we have something to file.")).toContain("reconstructed_records");
  });

  it("reads a design package handed over, the guideline's standard fix, an existing product adapted and a first-try pass", () => {
    expect(flags("The client gave us a full design package for an LED driver board.")).toContain("customer_specification");
    expect(flags("We adjusted the stencil aperture, which is the standard fix from the IPC-7525 guideline.")).toContain("existing_solution");
    expect(flags("We had to adapt our existing receiver hitch to fit.")).toContain("existing_solution");
    expect(flags("They passed the SAE J684 test on the first try.")).toContain("existing_solution");
  });

  it("reads testing every vat as the plan requires, an SOP and the load case always run as routine", () => {
    expect(excluded("She spends her time testing every vat, as required by our CFIA plan.")).toContain("quality_control");
    expect(excluded("We adjust the cook temperature per our SOP.")).toContain("quality_control");
    expect(excluded("We ran the same FEA load case we always run for Class III.")).toContain("quality_control");
  });

  it("reads a colleague's theory as a hypothesis", () => {
    expect(first("Mike's theory was that the dead wood is already dry on the outside but wet in the core.").facets.hypothesis.has("stated")).toBe(true);
  });
});

describe("PRECHECK on firmware's routines", () => {
  it("does not read the firmware noun 'routine' as routine work", () => {
    expect(excluded("We rewrote the sleep routine so the radio wakes in under 2 ms.")).toEqual([]);
  });
});

describe("PRECHECK on training people", () => {
  it("does not read training new staff as an experiment, while training a model still is", () => {
    expect(first("We trained two new students on the lab's standard procedures.").score.systematic_investigation).toBe(0);
    expect(first("We trained a small model on 4,000 photos.").facets.systematic_investigation.has("experiments")).toBe(true);
  });
});
