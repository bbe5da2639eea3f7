import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

describe("LOGBOOK: a page export's title over its properties", () => {
  const notes = [
    "# Motion artefact rejection v1",
    "Created: February 20, 2025 4:12 PM",
    "Date: February 18, 2025",
    "Owner: Priya Nair",
    "Ran the NLMS filter on 6 volunteers. ARMS 4.1% at 3 km/h.",
    "",
    "# Distributor call — Medline Canada",
    "Created: February 26, 2025",
    "Date: February 26, 2025",
    "Status: Meeting",
    "Discussed pricing for 2026.",
    "",
    "# Low perfusion — LED drive current",
    "Date: March 3, 2025",
    "Repeated the dropouts at 35 mA. Signal recovered in 2 of 3.",
  ].join("\n");

  it("frames the page it names, not the page above it, and a meeting's page opens no row", () => {
    const { entries } = logbook(notes).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-02-18", "2025-03-03"]);
    expect(JSON.stringify(entries[0])).not.toMatch(/Distributor|Low perfusion/);
    expect(entries[1]!.work).toMatch(/Low perfusion/);
    expect(entries[1]!.title).not.toMatch(/Low perfusion/);
  });
});
