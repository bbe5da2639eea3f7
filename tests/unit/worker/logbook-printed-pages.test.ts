import { describe, expect, it } from "vitest";
import { withoutPageFrames } from "@/lib/worker/builtin/logbook/pages";
import { logbook } from "./helpers";

const diary = [
  "GRANITE RIDGE CONSTRUCTORS LTD.                         Site Diary — Project 24-117",
  "Low-Carbon Slab Trial (GU-S50 mix)                                       Page 1 of 2",
  "--------------------------------------------------------------------------------------",
  "",
  "Tue 4 Mar",
  "Poured test panel TP-1 (3 m x 3 m x 200 mm) with GU-",
  "S50 mix (50% slag replacement), no heating. Maturity sen-",
  "sors (2) cast at mid-depth.",
  "",
  "Fri 7 Mar",
  "TP-1 at 72 h: field-cured cylinders broken at",
  "lab 5.8 / 6.4 MPa.",
  "--------------------------------------------------------------------------------------",
  "Printed 2025-03-21 09:14                 CONFIDENTIAL                      Page 1 of 2",
  "",
  "GRANITE RIDGE CONSTRUCTORS LTD.                         Site Diary — Project 24-117",
  "Low-Carbon Slab Trial (GU-S50 mix)                                       Page 2 of 2",
  "--------------------------------------------------------------------------------------",
  "Mon 10 Mar",
  "Poured TP-2 under poly enclosure with 2 propane heaters set to",
  "hold 10°C ambient.",
].join("\n");

describe("LOGBOOK on a diary printed to PDF and pasted as text", () => {
  it("drops a running header of two lines that each page repeats", () => {
    const text = withoutPageFrames(diary);
    expect(text).not.toMatch(/GRANITE RIDGE|Page \d|Printed/);
    expect(logbook(diary).output.entries.map((e) => e.date)).toEqual(["2025-03-04", "2025-03-07", "2025-03-10"]);
  });

  it("joins the lines the page's margin wrapped, and the words it hyphenated", () => {
    const text = withoutPageFrames(diary);
    expect(text).toContain("with GU-S50 mix (50% slag replacement), no heating. Maturity sensors (2) cast at mid-depth.");
    expect(text).toContain("broken at lab 5.8 / 6.4 MPa.");
    expect(text).toContain("set to hold 10°C ambient.");
    expect(text).toContain("Tue 4 Mar\n");
  });
});
