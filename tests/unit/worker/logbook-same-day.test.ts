import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const datesOf = (notes: string) => logbook(notes).output.entries.map((e) => e.date);

describe("LOGBOOK: one day's notes are one row", () => {
  it("joins a sheet's runs of the same day", () => {
    const notes = ["Date\tRun\tT\tNotes", "2025-03-04\tR01\t120 °C\tran baseline, 71% conversion", "2025-03-04\tR02\t140 °C\t88% conversion", "2025-03-06\tR03\t130 °C\t82% conversion"].join("\n");
    const { entries } = logbook(notes).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-03-04", "2025-03-06"]);
    expect(entries[0]!.result).toContain("88%");
  });

  it("joins a tool's clock-less stamps of the same day", () => {
    const notes = [
      "mkowalski added 3 commits on Feb 5, 2025",
      "Added count-min sketch frequency estimator.",
      "",
      "mkowalski commented on Feb 5, 2025",
      "Hit ratio 83.1%, p99 198 ms. Next: try halving the reset interval.",
    ].join("\n");
    const { entries } = logbook(notes).output;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.result).toContain("83.1%");
    expect(entries[0]!.nextSteps).toMatch(/halving the reset interval/);
  });

  it("keeps a notebook day's prose around its code chunks in one row, the code's files as evidence", () => {
    const notes = [
      "## 6 May 2025 — DSC scans",
      "",
      "Ran dynamic DSC on LGE0, LGE15 and LGE30.",
      "",
      "```{r}",
      'dsc <- read_csv("data/dsc_2025-05-06.csv")',
      "```",
      "",
      "```",
      "## 1 LGE0   148.   452",
      "```",
      "",
      "Tg 148 °C for LGE0 and 117 °C for LGE30.",
    ].join("\n");
    const { entries } = logbook(notes).output;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.result).toContain("117 °C");
    expect(entries[0]!.evidence).toEqual(["data/dsc_2025-05-06.csv"]);
    expect(JSON.stringify(entries[0])).not.toContain("read_csv");
  });

  it("keeps a report's section under its own name out of the day above", () => {
    const notes = ["Oct 29, 2025: dropped the pulse frequency to 500 Hz. Efficiency 91%.", "", "Budget and staffing", "Spent $42.1k of the $60k Q4 budget."].join("\n");
    const { entries } = logbook(notes).output;
    expect(entries[0]!.work).not.toContain("Budget");
  });

  it("still reads each paragraph under a week's heading as a row of its own", () => {
    expect(datesOf("wk of 2025-06-02\nJar tests on 3 media, 91% removal.\n\nRan a 7-day leach test: Fe 0.4 mg/L.")).toEqual(["2025-06-02", "2025-06-02"]);
  });
});
