import { describe, expect, it } from "vitest";
import { findReferences } from "@/lib/worker/builtin/logbook/references";

const named = (text: string) => findReferences(text).map((r) => r.text);

describe("LOGBOOK evidence: the records a field, plant or code note names", () => {
  it("lists map layers by their GIS file types", () => {
    expect(named("Labels are stored in labels_v1.gpkg and the prescription in NQ_rx_v2.shp")).toEqual(["labels_v1.gpkg", "NQ_rx_v2.shp"]);
  });

  it("lists a folder named by its path, without a trailing slash", () => {
    expect(named("GC traces in folder GC/2025-06-05.")).toEqual(["GC/2025-06-05"]);
  });

  it("lists a sample's label after the word for what holds it, and a tracker's run by its name", () => {
    expect(named("Samples bagged RT07-D1. Sample for lab taken, jar #NA1-0.")).toEqual(["RT07-D1", "NA1-0"]);
    expect(named("Training run logged as wandb run bv-unet-07.")).toEqual(["bv-unet-07"]);
    expect(named("Ran 3 samples at 4-5 bar")).toEqual([]);
  });

  it("lists the file a line of code reads", () => {
    expect(named('h1 = pd.read_csv("data/H1_fatigue.csv"); h1.describe()')).toEqual(["data/H1_fatigue.csv"]);
  });
});

describe("LOGBOOK evidence: a day's numbered files", () => {
  it("reads 'GC0304-1', an id with its date in its name, as a record, while 'T-5' stays a countdown", () => {
    expect(findReferences("baseline. GC file GC0304-1, then GC0304-2").map((r) => r.text)).toEqual(["GC0304-1", "GC0304-2"]);
    expect(findReferences("T-5 to launch")).toEqual([]);
  });
});
