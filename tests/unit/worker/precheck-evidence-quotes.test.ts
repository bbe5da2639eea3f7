import { describe, expect, it } from "vitest";
import type { PrecheckOutput } from "@/lib/worker/schemas";
import { precheck } from "./helpers";

// Quoted evidence must support the criterion it is under: a sentence that names the project, counts the
// staff's time, reports what the CRA did with the claim or argues the claim is what the programme is
// for supports no criterion, however many of the criteria's words it holds.

const WORK =
  "We built three prototypes and measured the junction temperature of each with thermocouples at full power. " +
  "The second design stayed at 81 °C; we learned that the copper pour carries most of the heat. " +
  "Every run is in our dated test log.";

function quoted(output: PrecheckOutput): string[] {
  return output.criteria.flatMap((c) => c.evidence.map((e) => `${c.id}: ${e}`));
}

function expectNotQuoted(sentence: string, around = WORK): void {
  const { output } = precheck(`${sentence} ${around}`);
  const body = sentence.slice(0, 40);
  expect(quoted(output).filter((q) => q.includes(body))).toEqual([]);
}

describe("PRECHECK quotes only sentences that support their criterion", () => {
  it("does not quote the name of the project or the staff's time as the investigation", () => {
    expectNotQuoted("We developed a new hydroponic lettuce system for our greenhouse near Kelowna.");
    expectNotQuoted("We wrote a routing app for snow plow contractors.");
    expectNotQuoted("Staff time was estimated at about 10% of the year for everyone involved.");
    expectNotQuoted("Our 2008 corporate return was due June 30, 2009; we filed it on September 30, 2009.");
  });

  it("still credits a sentence that says what was tested", () => {
    const { output } = precheck(`The tests were run to check the software we were writing, not as routine checks of a finished product. ${WORK}`);
    expect(quoted(output).some((q) => q.startsWith("systematic_investigation"))).toBe(true);
  });

  it("does not quote talk about the claim as evidence", () => {
    expectNotQuoted("That need is what our SR&ED project for the year came from.");
    expectNotQuoted("We think this is the kind of development the credit is meant for.");
    expectNotQuoted("We believe this was development work of the kind the program is meant to support.");
    expectNotQuoted("The CRA accepted $99,326 of the expenditures and refused $34,909.");
  });

  it("does not quote brochure words, a market's readiness or a local first as an uncertainty", () => {
    expectNotQuoted("Our developers solved many technical challenges and it was very innovative.");
    expectNotQuoted("We didn't know if the market was ready.");
    expectNotQuoted("Nobody had done one this size in our region before and the client wasn't sure it would be worth the money.");
  });

  it("does not read 'figured out' as a prediction", () => {
    expectNotQuoted("Our guys figured out the nesting software and the feeds and speeds on melamine.");
    const { output } = precheck(`Our welder figured that a lower heat input would keep the zone narrow. ${WORK}`);
    expect(quoted(output).some((q) => q.startsWith("hypothesis"))).toBe(true);
  });

  it("does not read someone else's poor documentation as our records, nor a count of advancements as one", () => {
    const vendor = "Oracle had made coding changes that were poorly documented, which broke the integration.";
    expect(quoted(precheck(`${vendor} ${WORK}`).output).filter((q) => q.startsWith("documentation") && q.includes("poorly"))).toEqual([]);
    expectNotQuoted("We carried out that investigation in a systematic way, and by our count the work produced six technological advancements.");
  });

  it("flags trying combinations until it worked, however long the object", () => {
    const { output } = precheck(`We worked through the problem, trying different combinations of coding changes in our own software until the integration problem was solved. ${WORK}`);
    expect(output.redFlags.map((f) => f.id)).toContain("trial_and_error");
  });
});

describe("PRECHECK quotes a sentence about the records as the records", () => {
  it("does not quote 'every batch is in our notebook' as the investigation", () => {
    const { output } = precheck(
      "The published curing tables stop at 5 degrees, so we did not know whether the mortar would set at minus 10. " +
        "We mixed 18 test batches with three accelerator doses and measured compressive strength at 3 and 7 days. " +
        "The 2% dose reached 10 MPa at 7 days; we learned the dose matters more than the mix temperature. " +
        "Every batch is in our notebook with the date, the dose and the readings.",
    );
    const under = (id: string) => output.criteria.find((c) => c.id === id)!.evidence.join(" ");
    expect(under("systematic_investigation")).not.toContain("Every batch is in our notebook");
    expect(under("documentation")).toContain("Every batch is in our notebook");
  });
});
