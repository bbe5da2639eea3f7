import { describe, expect, it } from "vitest";
import { criterion, precheck } from "./helpers";

// Routine work told plainly and eligible work told in a site's or a francophone's words, as a fourth
// trial of the engine by a colleague writing as new users would found them missed by a word.

const flags = (text: string) => precheck(text).output.redFlags.map((f) => f.id);

const WORK =
  "We built three test walls and measured the core temperature of each with thermocouples against a control wall. " +
  "The second mix stayed above 5 °C for 72 hours; we learned that the form insulation, not the accelerator dose, keeps the core warm. " +
  "Every reading is in our dated test log.";

describe("PRECHECK on routine work in other words", () => {
  it("reads installing and designing to codes and makers' manuals as known solutions", () => {
    expect(flags("We installed everything according to the manufacturers' installation manuals and the Ontario Electrical Safety Code.")).toContain("existing_solution");
    expect(flags("Our structural engineer designed the building to the National Building Code and the joist manufacturer's design guide.")).toContain("existing_solution");
  });

  it("reads a customer's drawings with the object between verb and drawings, and a university's protocol in use", () => {
    expect(flags("We designed the enclosures in SolidWorks to their drawings and followed the test procedure.")).toContain("customer_specification");
    expect(flags("We ran about 4,500 leaf samples for them through our ICP-MS using the university's protocol.")).toContain("support_only");
  });

  it("refuses inspection of every production lot and yield gained by retraining operators", () => {
    const text =
      "For each production lot of the boards we build for a customer, we run automated optical inspection, flying probe tests and a functional test at the end of the line according to IPC-A-610. " +
      "In 2024 we tested about 38,000 boards and recorded all failures in our MES. We improved our first pass yield from 94% to 97% by retraining the operators.";
    expect(precheck(text).output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("PRECHECK on eligible work in plain words", () => {
  it("reads a site superintendent's prediction, a proposed model and a 'We thought:' note as hypotheses", () => {
    const hypothesis = (text: string) => criterion(precheck(`${text} ${WORK}`).output, "hypothesis").status;
    expect(hypothesis("Our site super figured that if we used a calcium nitrite accelerator at 2%, the heat of hydration would keep the core above 5 degrees.")).not.toBe("MISSING");
    expect(hypothesis("We first measured the drift in 4 soil types, then proposed a model: the error is linear in temperature.")).not.toBe("MISSING");
    expect(hypothesis("* We thought: seed with culture from a cold lake sediment and keep pH 7.8 → nitrification holds at 6 °C")).not.toBe("MISSING");
  });

  it("reads dated production sheets written in French as dated records", () => {
    const records = criterion(precheck(`${WORK} Nos feuilles de production datées et les résultats du labo sont gardés.`).output, "documentation");
    expect(records.status).toBe("MET");
  });
});
