import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a calendar exported as CSV", () => {
  const calendar = [
    "Subject,Start Date,Start Time,End Date,End Time,Location,Description",
    '"Extrusion trial A",3/10/2025,8:00 AM,3/10/2025,12:00 PM,Pilot plant bay 2,"Ran 3 barrel temps 140/150/160C at 300 rpm. Only 160C gave fibres. Next: try 155C."',
    '"Lunch w/ supplier rep",3/11/2025,12:00 PM,3/11/2025,1:30 PM,Downtown,"pricing for Q3"',
    '"Extrusion trial B",3/13/2025,8:00 AM,3/13/2025,1:00 PM,Pilot plant bay 2,"Fitted the cooling die at 155C. Shear force 38 N."',
    '"Payroll cutoff",3/14/2025,9:00 AM,3/14/2025,9:30 AM,,"submit hours"',
  ].join("\n");

  it("dates each event by its start date and leaves out the office's events", () => {
    expect(rows(calendar).map((r) => r.date)).toEqual(["2025-03-10", "2025-03-13"]);
  });

  it("keeps the booking's times and place out of the row, and reads the description as notes", () => {
    const [first] = rows(calendar);
    const text = JSON.stringify(first);
    expect(text).not.toMatch(/AM|PM|Pilot plant bay/);
    expect(first!.work).toMatch(/Ran 3 barrel temp/);
    expect(first!.nextSteps).toMatch(/155C/);
  });
});

describe("LOGBOOK on a sheet whose figures carry their units", () => {
  const sheet = [
    "| Date       | Batch | Extruder T | Drying temp | Tensile (MPa) | CFU day 0 |",
    "|------------|-------|------------|-------------|---------------|-----------|",
    "| 2025-08-05 | HP-1  | 190 C      | 35C         | 41.2          | 2.1e5     |",
  ].join("\n");

  it("keeps each figure with its column, the settings as the work", () => {
    const [row] = rows(sheet);
    expect(row!.work).toMatch(/Extruder T 190 C/);
    expect(row!.work).toMatch(/Drying temp\w* 35C/);
    expect(row!.result).toMatch(/CFU day 0 2\.1e5/);
  });
});
