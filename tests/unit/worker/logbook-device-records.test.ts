import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a field tablet's key:value records stamped in ISO 8601", () => {
  const records = [
    "-- record 1 --",
    "timestamp: 2025-09-02T10:44:00-06:00",
    "crew: night B",
    "form: Backfill test",
    "comments: cast 6 cylinders of paste backfill with 4% binder.",
    "",
    "-- record 2 --",
    "timestamp: 2025-09-03T06:10:00-06:00",
    "form: Safety walk",
    "comments: housekeeping ok.",
    "",
    "-- record 3 --",
    "timestamp: 2025-09-09T11:02:00Z",
    "form: Backfill test",
    "comments: cast 6 cylinders with 3% blended binder.",
  ].join("\n");

  it("dates each record by its stamp, whatever its time and zone", () => {
    expect(rows(records).map((r) => r.date)).toEqual(["2025-09-02", "2025-09-09"]);
  });

  it("keeps the stamp's label, the crew and the form's name out of the work", () => {
    const [first] = rows(records);
    expect(first!.work).not.toMatch(/timestamp|crew|form/i);
    expect(first!.work).toMatch(/cylinders/);
  });
});

describe("LOGBOOK on a LIMS sample history whose fields are lined up with spaces", () => {
  const history = [
    "SAMPLE: MS-25-0911-01   LOGGED: 11-Sep-2025 09:14   STATUS: Authorized",
    "  Test: Total phenolics (Folin)   Result: 212 mg GAE/L   Spec: n/a",
    "  Analyst comment: Concentrated the sap on the NF-270 membrane at 8 bar. Try higher pressure.",
    "",
    "SAMPLE: MS-25-0916-01   LOGGED: 16-Sep-2025 10:02   STATUS: Authorized",
    "  Test: Total phenolics (Folin)   Result: 298 mg GAE/L",
    "  Analyst comment: Ran the NF-270 membrane at 14 bar.",
  ].join("\n");

  it("dates each sample by the day it was logged, read mid-line", () => {
    expect(rows(history).map((r) => r.date)).toEqual(["2025-09-11", "2025-09-16"]);
  });

  it("keeps a test with its value, and the analyst's comment without its label", () => {
    const [first] = rows(history);
    const text = `${first!.work} ${first!.result}`;
    expect(text).toMatch(/Total phenolics \(Folin\)\W{1,3}212 mg GAE\/L/);
    expect(text).not.toMatch(/Result:|Spec|Analyst comment/);
  });
});
