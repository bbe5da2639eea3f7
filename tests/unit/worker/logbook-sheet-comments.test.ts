import { describe, expect, it } from "vitest";
import { withFootnotesInline } from "@/lib/worker/builtin/logbook/footnotes";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a sheet exported with its comments ('[c1] Lena Fortin, Aug 5: …')", () => {
  const sheet = [
    "| Date       | Batch | Tensile (MPa) | Notes                     |",
    "|------------|-------|---------------|---------------------------|",
    "| 2025-08-05 | HP-1  | 41.2          | fibres pull out [c1]      |",
    "| 2025-08-12 | HP-3  | 49.8          | nozzle clog [c2]          |",
    "",
    "Comments",
    "[c1] Lena Fortin, Aug 5: Hypothesis: maleic anhydride grafted PLA will fix it. Try 3%.",
    "[c2] Lena Fortin, Aug 12: clog is probably long fibres. Photo clog_0812.jpg",
  ].join("\n");

  it("reads each comment on the row it was left on, without its author, and makes no row of the comments", () => {
    const made = rows(sheet);
    expect(made.map((r) => r.date)).toEqual(["2025-08-05", "2025-08-12"]);
    expect(made[0]!.hypothesis).toMatch(/maleic anhydride grafted PLA/i);
    expect(made[1]!.evidence).toContain("clog_0812.jpg");
    expect(JSON.stringify(made)).not.toMatch(/Lena Fortin/);
  });

  it("stays linear on a megabyte of markers and comments", () => {
    const hostile = `${"row [c1] [a] [b]\n".repeat(30_000)}${"[c1] x, y: z\n[a] q\n".repeat(10_000)}`;
    const start = performance.now();
    withFootnotesInline(hostile);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
