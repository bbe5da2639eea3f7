import { describe, expect, it } from "vitest";
import { cellSentences } from "@/lib/worker/builtin/logbook/table";
import { logbook } from "./helpers";

describe("LOGBOOK: a sheet's run and the settings it ran at", () => {
  const header = ["Run", "Date", "T (°C)", "P H2 (bar)", "Catalyst", "Load (wt%)", "Conv (%)", "Notes"];

  it("writes a run's settings (its catalyst among them) as its work and its measured columns as results", () => {
    const cells = ["R01", "2025-03-04", "120", "20", "CuZn-A", "5", "71", "baseline"];
    const sentences = cellSentences(cells, header, 1);
    expect(sentences[0]).toBe("work: R01 at T 120 °C, P H2 20 bar, Catalyst CuZn-A, Load 5 wt%");
    expect(sentences).toContain("result: Conv 71 %");
  });

  it("leaves a sheet's own row numbers out", () => {
    expect(cellSentences(["2", "8-Sep-2025", "HP-01", "58.2"], ["Row", "Date", "Batch", "Tensile (MPa)"], 1)).toEqual(["result: Tensile 58.2 MPa"]);
  });

  it("gives a sheet's day a work field and no row-number title", () => {
    const notes = ["Row\tDate\tBatch\tExtruder T (°C)\tTensile (MPa)\tNotes", "2\t2025-09-08\tHP-01\t190\t58.2\tneat PLA ref"].join("\n");
    const row = logbook(notes).output.entries[0]!;
    expect(row.work).toMatch(/HP-01 at Extruder T 190 °C/);
    expect(row.title).not.toMatch(/^Row/);
    expect(row.result).toMatch(/Tensile 58.2 MPa/);
  });
});
