import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on an R notebook whose chunks print their outputs ('#>')", () => {
  const notebook = [
    "## 4/16/2025 — flow delay correction",
    "Shifted yield by 11 s then applied the filter.",
    "```r",
    "nrow(clean)",
    "#> [1] 184203",
    "#> cor = 0.87, rows kept = 170912",
    "# a comment of the code",
    "```",
  ].join("\n");

  it("keeps an output that names its figures as a result, and leaves a bare print and the code's comments out", () => {
    const [row] = rows(notebook);
    expect(row!.result).toMatch(/0\.87.*170912/);
    expect(JSON.stringify(row)).not.toMatch(/184203|comment of the code/);
  });
});
