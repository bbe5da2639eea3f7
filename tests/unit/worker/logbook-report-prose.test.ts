import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a progress report written in prose", () => {
  it("reads a passive report of work with its verb first, in the work and the title", () => {
    const [row] = rows("On January 29, 2025, a U-Net on 5 raw bands was trained on 1,800 crowns and tested on 510. Overall accuracy 81 %.");
    expect(row!.work).toMatch(/^Trained a U-Net on 5 raw bands on 1,800 crowns/);
    expect(row!.title).toMatch(/^Training a U-Net on 5 raw bands/);
  });

  it("reads a group named as the subject ('The team flew …') as the work's subject, not its title", () => {
    const [row] = rows("On January 8, 2025, the team flew 14 plots in the test block with the RedEdge-P camera at 80 m.");
    expect(row!.title).toMatch(/^Flying 14 plots in the test block/);
  });
});

describe("LOGBOOK on a specimen checked at its age", () => {
  it("writes 'TP-2 at 72 h' as a test at that age, never as the earlier pour repeated", () => {
    const notes = "Mon 10 Mar 2025\nPoured TP-2, same mix and size, under a heated enclosure.\n\nThu 13 Mar 2025\nTP-2 at 72 h: maturity 11.4 MPa, cylinders 10.9 / 11.6 MPa.";
    const [, row] = logbook(notes).output.entries;
    expect(row!.work).toBe("Tested TP-2 at 72 h.");
  });
});

describe("LOGBOOK on a specimen put through a test", () => {
  it("reads 'Batch B-0219 (coated …) went through flex tests' as the work, its aside left in place", () => {
    const [row] = logbook("2025-02-20\nBatch B-0219 (coated yesterday with the 60 s plasma pre-treatment) went through flex and friction tests this morning: 0 of 20 catheters delaminated.").output.entries;
    expect(row!.work).toBe("Batch B-0219 (coated yesterday with the 60 s plasma pre-treatment) went through flex and friction tests this morning.");
    expect(row!.result).toBe("0 of 20 catheters delaminated.");
  });
});

describe("LOGBOOK on time spent getting something done", () => {
  it("writes 'I spent the morning getting the unit instrumented' as instrumenting the unit", () => {
    const [row] = logbook("Monday 15 January 2024. I spent the morning getting the outdoor unit of the prototype instrumented: six thermocouples on the coil.").output.entries;
    expect(row!.work).toMatch(/^Instrumented the outdoor unit of the prototype/);
    expect(row!.title).toMatch(/^Instrumenting the outdoor unit/);
  });
});

describe("LOGBOOK on forming a batch", () => {
  it("writes 'Batch B-08 formed with the pressure pad' with its verb first", () => {
    const [row] = logbook("2025-03-20\nBatch B-08 formed with the silicone pressure pad at the inner radius. Void content at the radius down to 0.8%.").output.entries;
    expect(row!.work).toBe("Formed batch B-08 with the silicone pressure pad at the inner radius.");
  });
});
