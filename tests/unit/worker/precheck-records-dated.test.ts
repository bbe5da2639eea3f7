import { describe, expect, it } from "vitest";
import { findCues, compileCues } from "@/lib/worker/builtin/lexicon/compile";
import { criterion, precheck } from "./helpers";

// Records made for each run, or by tools that stamp each entry, are contemporaneous even when no date is
// written out: a consultant marks them met.

const WORK =
  "Standard anodizing recipes did not say whether a thin coat would survive salt spray, so we did not know if it could. " +
  "We thought a sealed thin coat would hold, so we anodized 24 panels at three thicknesses and sprayed them for 500 hours. " +
  "The sealed 8 micron coat held with no pits; we learned that sealing, not thickness, decides it. ";

const records = (text: string) => criterion(precheck(`${WORK}${text}`).output, "documentation").status;

describe("PRECHECK reads records kept as the work went on", () => {
  it("meets documentation for a record kept for every run, or a notebook with the date", () => {
    expect(records("Our operator kept the rack sheets for every run.")).toBe("MET");
    expect(records("We logged each panel on the shop's test sheets.")).toBe("MET");
    expect(records("Every panel is in our notebook with the date and the readings.")).toBe("MET");
    expect(records("All the test runs are in our spreadsheet, with dates.")).toBe("MET");
  });

  it("meets it for the version history and logger data, which stamp each entry", () => {
    expect(records("The salt-spray logger data and the git history of the control code are kept.")).toBe("MET");
  });

  it("does not meet it for records that are only named", () => {
    expect(records("We have some notes.")).not.toBe("MET");
  });
});

describe("cue scan", () => {
  it("finds every cue that starts where another one matched", () => {
    const compiled = compileCues([{ source: "notebooks?" }, { source: String.raw`notebook (?:[\w-]+ ){0,3}with (?:the )?dates?` }]);
    const found = findCues("every batch is in our notebook with the date", compiled).map((m) => m.item.source);
    expect(found).toHaveLength(2);
  });
});
