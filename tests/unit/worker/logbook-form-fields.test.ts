import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

describe("LOGBOOK: a form's fields", () => {
  const fieldRecords = [
    "Fulcrum export — 2 records",
    "",
    "--- Record #0012 ---",
    "Inspection date: Tue 4 Mar 2025",
    "Site: KJK-T2",
    "Obs type: Icing event",
    "Notes: blade A rime 6-8mm. power drop 22% vs clean curve.",
    "Photos: 0012_A.jpg",
    "",
    "--- Record #0013 ---",
    "Inspection date: Thu 6 Mar 2025",
    "Obs type: Maintenance",
    "Notes: replaced anemometer cable.",
  ].join("\n");

  it("dates a record by its '<kind> date:' field, and a record filed as upkeep opens no row", () => {
    const { entries } = logbook(fieldRecords).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-03-04"]);
    const text = JSON.stringify(entries[0]);
    expect(text).not.toMatch(/Site\.|Notes|Obs type|Photos/);
    expect(text).toContain("KJK-T2");
    // The record's kind frames its work.
    expect(entries[0]!.work).toMatch(/Icing event/);
    expect(entries[0]!.evidence).toContain("0012_A.jpg");
  });

  it("dates a request by the day its work was performed, without the field's name", () => {
    const notes = ["WR-25-0871 | Logged 2025-07-02 09:12 | Status: AUTHORISED", "  Performed: 2025-07-03", "  Test: Bottle roll BR-1..BR-4, 48 h, pH 9.5", "  Results: Au extraction avg 68.7%."].join("\n");
    const { entries } = logbook(notes).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-07-03"]);
    expect(entries[0]!.work).not.toContain("Performed");
  });

  it("leaves a calendar entry's time range out of its title", () => {
    const notes = ["Monday, May 05, 2025", "  8:00 AM - 5:00 PM    4-pt bending tests – panels A, B, C", "                       Location: Laval structures lab"].join("\n");
    const { entries } = logbook(notes).output;
    expect(entries[0]!.title).not.toMatch(/AM|PM|^-/);
    expect(entries[0]!.work).not.toMatch(/Location\./);
  });

  it("keeps a page's owner out of a later page", () => {
    const notes = ["Date: February 18, 2025", "Ran the NLMS filter on 6 volunteers.", "", "Date: February 24, 2025", "Owner: Priya Nair", "Tags: algorithm, bench", "Repeated the protocol with step size 0.05."].join("\n");
    const { entries } = logbook(notes).output;
    expect(JSON.stringify(entries[1])).not.toMatch(/Priya|Owner|algorithm/);
  });
});
