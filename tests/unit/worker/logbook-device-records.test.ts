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
