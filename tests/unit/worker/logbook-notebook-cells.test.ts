import { describe, expect, it } from "vitest";
import { withoutCellMarkers } from "@/lib/worker/builtin/logbook/notebook";
import { logbook } from "./helpers";

const notebook = [
  "bracket_fatigue.ipynb  (exported with outputs via jupytext)",
  "",
  "# %% [markdown]",
  "# ## Wed 27 Aug — HIP coupons (batch H-1)",
  "",
  "# %%",
  'h1 = pd.read_csv("data/H1_fatigue.csv"); h1.groupby("stress_MPa").cycles.median()',
  "# Out[7]:",
  "# 550    41900",
  "# 650    9800",
  "",
  "# %% [markdown]",
  "# HIP brought 550 MPa life to 41.9k (9% below wrought). CT scan report CT-H1.pdf confirms no internal pores.",
  "# Next: machine the gauge surface on batch H-2.",
].join("\n");

describe("LOGBOOK on a notebook exported as a script, with its outputs", () => {
  it("keeps a day's markdown cells as one row, without the code or what it printed", () => {
    const rows = logbook(notebook).output.entries;
    expect(rows.map((e) => e.date)).toEqual(["2025-08-27"]);
    const row = rows[0]!;
    expect(`${row.title} ${row.work} ${row.result}`).not.toMatch(/read_csv|groupby|Out\[|41900/);
    expect(row.nextSteps).toMatch(/^Machine the gauge surface/);
  });

  it("keeps the file a code cell reads as the row's record", () => {
    expect(withoutCellMarkers(notebook)).toContain("\ndata/H1_fatigue.csv\n");
    expect(logbook(notebook).output.entries[0]!.evidence).toEqual(["data/H1_fatigue.csv", "CT-H1.pdf"]);
  });
});
