import { describe, expect, it } from "vitest";
import { criterion, draftedLines, precheck, t661 } from "./helpers";

// Eligible work written in ordinary words that the red flags and exclusions must leave alone, and
// routine work that plain words must not lift. Written by a reviewer of the rules, not taken from the
// eval corpus.

const WORK =
  "We built three prototypes and measured the junction temperature of each with thermocouples at full power, against the 4-layer board. " +
  "The second design stayed at 81 °C; we learned that the copper pour under the LEDs, not the board's thickness, carries most of the heat. " +
  "Every run is in our dated test log.";

const flags = (text: string) => precheck(text).output.redFlags.map((f) => f.id);

describe("PRECHECK keeps eligible work beside words that look like red flags", () => {
  it("reads a cost motive beside a stated technical unknown as the motive, not the unknown", () => {
    const text = `We did not know whether a 2-layer aluminium board, which would cut the cost of each light by 30%, could spread 600 W of heat without the LED junctions going above 85 °C. ${WORK}`;
    expect(flags(text)).not.toContain("business_uncertainty");
    expect(precheck(text).output.verdict).not.toBe("UNLIKELY_ELIGIBLE");
    expect(flags(`We did not know whether sparse attention could reduce the cost of each inference step enough to run under 2 ms. ${WORK}`)).not.toContain("business_uncertainty");
  });

  it("does not read failed recommendations, standard test methods or calibration as known solutions used as they are", () => {
    for (const sentence of [
      "Thick white oak boards kept checking at the ends, even when we followed the manufacturer's recommendations for 8/4 stock.",
      "Using standard test procedures (IEC 60068-2-14), we cycled 8 boss designs from -40 to 85 °C.",
      "We used our normal calibration procedures for the thermocouples.",
    ]) {
      expect(flags(`${sentence} ${WORK}`)).not.toContain("existing_solution");
    }
  });

  it("reads a gap in what was published as a gap, not as a product new to the market", () => {
    expect(flags(`The kiln maker's schedules did not stop it for 8/4 stock; nothing like it exists for boards this thick. ${WORK}`)).not.toContain("market_novelty");
    expect(flags("We believe nothing like it exists and that it is a new way to store knowledge.")).toContain("market_novelty");
  });

  it("does not take the claimant's own engineer for somebody else's research", () => {
    expect(flags(`Our thermal engineer, who did the analysis, set the test plan. ${WORK}`)).not.toContain("support_only");
  });

  it("reads a surprise and a failed variant as what was learned, not as denials", () => {
    const surprise = precheck(
      `We expected that a load predictor trained on 2 years of meter data would allow 4 hours without the genset. ${WORK} The predictor does not handle heating load, which we had not expected to matter at night.`,
    ).output;
    expect(criterion(surprise, "hypothesis").status).not.toBe("MISSING");
    const failed = precheck(`${WORK} Gum arabic did nothing, so it is the charge density of the polysaccharide that matters.`).output;
    expect(criterion(failed, "advancement").gaps.join(" ")).not.toContain("suggests nothing new was learned");
  });

  it("reads an unknown with words inside it ('could not tell from the literature whether')", () => {
    const { output } = precheck(`We could not tell from the literature whether static scheduling could keep the scan under 1 ms. ${WORK}`);
    expect(criterion(output, "uncertainty").gaps.join(" ")).not.toContain("Say plainly what was unknown");
  });
});

describe("PRECHECK keeps routine work routine", () => {
  it("does not count the company's own lack of data or experience as an unknown of the field", () => {
    const { output } = precheck(
      "We machine brackets for a customer. We had no data on how 7075 would machine in thin brackets, so we adjusted the feeds and speeds until the finish was right. We made 3 prototypes and the customer approved the third one.",
    );
    expect(output.redFlags.map((f) => f.id)).toContain("settings_by_trial");
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(criterion(precheck("Nobody at our company had done a six-storey wood building before. We followed the building code.").output, "uncertainty").status).not.toBe("MET");
  });

  it("gives no credit to loose words: a real difference, an easy integration, a dated design", () => {
    const { output } = precheck(
      "We wanted to make a real difference for small restaurants. The portal connects to their POS, so the integration is not difficult. The old design is dated.",
    );
    expect(criterion(output, "advancement").status).toBe("MISSING");
    expect(criterion(output, "documentation").status).toBe("MISSING");
  });
});

describe("T661 reads an interview whose speakers have titles", () => {
  it("drafts the answers of 'Dr. Mehta:' and drops the interviewer's questions", () => {
    const { output } = t661(
      [
        "Interviewer: What was the technical problem?",
        "Dr. Mehta: Our probiotic strain dies in the pelleting step at 85 degrees, and nobody had data on coatings for non-spore formers.",
        "Interviewer: What did you try?",
        "Dr. Mehta: We made six coating recipes and plated counts before and after pelleting, in triplicate.",
        "Interviewer: And the outcome?",
        "Dr. Mehta: The best recipe kept 12 percent alive, so it's the protein layer that matters.",
      ].join("\n"),
    );
    expect(output.lines["242"].text).toContain("pelleting step");
    expect(output.lines["244"].text).toContain("six coating recipes");
    expect(output.lines["246"].text).toContain("12 percent");
    expect(draftedLines(output)).not.toMatch(/Interviewer|Dr\. Mehta/);
  });
});

describe("PRECHECK on style, routine batch testing and buzzword transformations", () => {
  it("refuses furniture designed for its looks, routine jam testing to a food safety plan, and an ERP rollout called uncertain", () => {
    for (const text of [
      "We designed a new line of walnut dining chairs. The designer did sketches and renders to get the look right, and we built 5 prototypes to adjust the proportions so it looks elegant. We chose a new oil finish colour after trying samples.",
      "We make jams. Every batch is tested for Brix, pH and water activity before bottling, according to our food safety plan. This year we added a haskap jam using the same process as our blueberry jam and tried a few sugar levels until it tasted right.",
      "During the year the Company pursued a digital transformation initiative characterized by substantial technological uncertainty. Our consultants configured the standard SAP S/4HANA modules and migrated legacy data. We remain convinced that this project involved technological uncertainty.",
    ]) {
      expect(precheck(text).output.verdict).toBe("UNLIKELY_ELIGIBLE");
    }
  });

  it("reads guidance that stops short of the case as standard practice falling short, and a surprise as knowledge", () => {
    const { output } = precheck(
      "When we switched to 3 mm sheet the walls warped up to 12 mm after welding. The welding handbooks and Lincoln's guidance are for 5 mm and thicker. " +
        "We thought that welding from the centre outward would cut the distortion in half. We welded 24 test panels, changing one thing at a time, and measured flatness at 20 points on each. " +
        "Centre-out cut distortion from 12 mm to 3.5 mm. We did not expect heat input to matter so little. The welder kept a sheet for each panel and we have the laser scans.",
    );
    expect(criterion(output, "uncertainty").evidence.join(" ")).toContain("5 mm and thicker");
    expect(criterion(output, "advancement").status).toBe("MET");
    expect(criterion(output, "documentation").status).not.toBe("MISSING");
  });
});

describe("PRECHECK follow-up questions", () => {
  it("quotes one sentence of the user's in two questions at most, and asks about no province", () => {
    const { output } = precheck("In 2025 we built our first 6-storey wood-frame apartment building in Kamloops, BC. It was a big project for our crew and we tested the fire stops.");
    const quoting = output.followUpQuestions.filter((q) => q.includes("In 2025 we built our first"));
    expect(quoting.length).toBeLessThanOrEqual(2);
    expect(output.followUpQuestions.join("\n")).not.toContain("You mention BC");
  });
});

describe("PRECHECK on everyday wordings of a third trial", () => {
  it("reads a technician's prediction and a French unknown, but not a belief that the work was innovative", () => {
    expect(criterion(precheck("Our electrical guy thought that a snubber across the relay would stop the resets.").output, "hypothesis").status).not.toBe("MISSING");
    expect(criterion(precheck("We think it was very innovative. We built the app in Flutter.").output, "hypothesis").status).toBe("MISSING");
    expect(criterion(precheck("Les fournisseurs ne savaient pas pourquoi le fromage devenait amer après 6 mois.").output, "uncertainty").status).not.toBe("MISSING");
  });

  it("flags a market unknown about any kind of buyer, known methods followed, drawings used, and changes made until it worked", () => {
    expect(flags("We did not know whether restaurants would pay for the app.")).toContain("business_uncertainty");
    expect(flags("The installers followed the manufacturer's installation guide and the electrical code.")).toContain("existing_solution");
    expect(flags("Our shop used the engineer's drawings for the frame.")).toContain("customer_specification");
    expect(flags("We kept changing the amounts of pectin until the jam set.")).toContain("trial_and_error");
  });
});

describe("T661 voice", () => {
  it("keeps 'our grower and I', and does not put 'We did not know' before a label it could not read", () => {
    const { output } = t661(
      "What we didn't know: whether basil would keep its aroma under red-heavy LED light. Our grower and I ran 4 light recipes in 4 bays and measured linalool by GC each week. The red-heavy bay had 30% less linalool.",
    );
    const drafted = draftedLines(output);
    expect(drafted).not.toContain("We did not know what we");
    expect(drafted).not.toContain("Our grower and we");
  });
});

describe("PRECHECK on results written as notes", () => {
  it("credits verbless results, a result within the reference, 'now we know', 'date for every reading' and 'nobody makes anything for that'", () => {
    const { output } = precheck(
      "Refractometers only read a sample taken to the sugar shack, and nobody makes anything for that inline. We thought an NIR sensor would work if we time the reading between bubbles. " +
        "We built 3 versions; the last one reads within 0.2 Brix of the refractometer on 300 samples. Without the gate: 11% lower accuracy. Now we know the bubbles were the whole problem. " +
        "The data is on the SD cards and in a google sheet, date for every reading.",
    );
    expect(criterion(output, "advancement").status).toBe("MET");
    expect(criterion(output, "documentation").status).not.toBe("MISSING");
    expect(criterion(output, "uncertainty").status).not.toBe("MISSING");
  });
});

describe("PRECHECK evidence and questions on a company's introduction", () => {
  it("never quotes the company's introduction as evidence, nor asks about a region's name", () => {
    const { output } = precheck(
      "Ok so our thing is a sensor for measuring sap sugar in maple tubing lines, developed and tested by our team. We feed Atlantic salmon at our farm. " +
        "We built 3 sensor versions and measured each against the refractometer on 300 samples.",
    );
    expect(output.criteria.flatMap((c) => c.evidence).join(" ")).not.toContain("our thing is a sensor");
    expect(output.followUpQuestions.join("\n")).not.toContain("You mention Atlantic");
  });
});

describe("PRECHECK on a log rebuilt from records of the time", () => {
  it("does not refuse a summary written later when the same sentence names the commits and e-mails of the time", () => {
    const rebuilt =
      "Project log reconstructed in January 2025 for the claim (we didn't write much down during the year, but we have emails and git commits from the time). " +
      "We did not know if hyperspectral imaging could see berry firmness at line speed. We thought water absorption at 1450 nm would track softening. We tested 2,000 berries against a texture analyser; the correlation was 0.71.";
    expect(flags(rebuilt)).not.toContain("reconstructed_records");
    expect(flags(rebuilt)).not.toContain("no_records");
    expect(flags("We wrote this from memory for the claim; we have no emails from the time.")).toContain("reconstructed_records");
  });
});

describe("PRECHECK on routine work told plainly", () => {
  it("refuses recipes adjusted on a brewer's experience and picked by a taproom panel", () => {
    const text =
      "We make craft beer. This year we developed 6 new recipes. Our brewer adjusted the grain bill and hops based on his experience and tasting, and did a couple of pilot batches for each. " +
      "We ran a taste panel at the taproom to decide which ones to launch.";
    expect(flags(text)).toContain("ordinary_engineering");
    expect(precheck(text).output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(flags(`Based on our experience we expected a 2% loss. ${WORK}`)).not.toContain("ordinary_engineering");
  });

  it("refuses rebuilding an old machine whose maker is gone", () => {
    const text =
      "We spent 2024 reverse engineering an old hydraulic press for a customer because the original maker went out of business and there are no drawings. " +
      "We measured every part, made 3D models, and made new parts in our shop. The press works again.";
    expect(flags(text)).toContain("existing_solution");
    expect(precheck(text).output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("PRECHECK on a run followed until it ended", () => {
  it("does not read the end of a measured run ('until the batch had stopped') as trial and error", () => {
    const { output } = precheck(
      "We ran 16 fermentations of 50 L with two yeast strains and measured gravity and pH every day until the batch was dry or had stopped for five days.",
    );
    expect(output.redFlags.map((f) => f.id)).not.toContain("trial_and_error");
  });
});
