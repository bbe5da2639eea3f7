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
