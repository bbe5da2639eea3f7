import { describe, expect, it } from "vitest";
import { spelledOut } from "@/lib/worker/builtin/logbook/shorthand";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;
const all = (row: { title: string; hypothesis: string; work: string; result: string; nextSteps: string }) =>
  `${row.title} | ${row.hypothesis} | ${row.work} | ${row.result} | ${row.nextSteps}`;

describe("LOGBOOK reads the dates of trial 22's formats", () => {
  it("reads a shift log's '03SEP25 N/S' as the day, without the shift", () => {
    const notes = ["03SEP25 N/S", "- ran the new depressant at 50 g/t, 2 blocks", "", "05SEP25 D/S", "- repeated at 60 g/t"].join("\n");
    const [first, second] = rows(notes);
    expect(first!.date).toBe("2025-09-03");
    expect(second!.date).toBe("2025-09-05");
    expect(`${first!.title} ${first!.work}`).not.toMatch(/N\/S|SEP25/);
  });

  it("dates a voice memo by its recorder's header, time and length left out", () => {
    const notes = [
      "Memo 12 · Feb 3, 2025 at 9:15 AM · 1:02",
      "",
      "So today we ground the new insert at 20 degrees rake.",
      "",
      "Memo 13 · Feb 4, 2025 at 4:40 PM · 0:55",
      "",
      "Ran the insert on the 4140 bar, tool life doubled.",
    ].join("\n");
    const out = rows(notes);
    expect(out.map((r) => r.date)).toEqual(["2025-02-03", "2025-02-04"]);
    expect(out.map((r) => `${r.title} ${r.work}`).join(" ")).not.toMatch(/Memo 1|9:15|0:55/);
  });

  it("believes a note that says its dates are day/month, from its first date on", () => {
    const notes = ["Bench book 2025, dates written dd/mm.", "", "2/3 — Mixed batch A at 5% filler.", "", "6/3 — Mixed batch B at 10% filler."].join("\n");
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-03-02", "2025-03-06"]);
  });
});

describe("LOGBOOK leaves a chat app's frame and the team's talk out", () => {
  it("drops WhatsApp's encryption notice, a greeting and a bare reaction", () => {
    const notes = [
      "[16/06/2025, 08:00] Cider lab: Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.",
      "[16/06/2025, 08:10] Ana: Good morning team 🌞",
      "[16/06/2025, 08:15] Ana: Pitched yeast W-4 into tank 2 at 18°C.",
      "[16/06/2025, 08:16] Ben: 👍",
    ].join("\n");
    const [row] = rows(notes);
    expect(all(row!)).not.toMatch(/encrypted|WhatsApp|morning|👍/i);
    expect(row!.work).toMatch(/^Pitched yeast W-4/);
  });

  it("makes no row of a chat day with neither work nor a figure", () => {
    const notes = [
      "[16/06/2025, 08:15] Ana: Pitched yeast W-4 into tank 2 at 18°C.",
      "[17/06/2025, 12:00] Ben: where did the spare hose go?",
      "[17/06/2025, 12:05] Ana: no idea, ask Carl",
      "[18/06/2025, 09:00] Ana: Gravity down to 1.020 in tank 2.",
    ].join("\n");
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-06-16", "2025-06-18"]);
  });

  it("reads Teams' name line over its clock line as a message header", () => {
    const notes = [
      "Monday, June 2",
      "Dana Price",
      "9:05 AM",
      "Reflowed 4 boards with the new stencil.",
      "Omar Haddad",
      "2:30 PM",
      "Voids down to 6% on all 4.",
    ].join("\n");
    const [row] = rows(notes);
    expect(all(row!)).not.toMatch(/Dana|Omar|AM|PM/);
    expect(row!.work).toMatch(/^Reflowed 4 boards/);
  });
});

describe("LOGBOOK reads a pull request page without its chrome", () => {
  const page = [
    "Faster CSV parser #77",
    "Open  jdoe wants to merge 2 commits into main from feat/csv",
    "Conversation 3   Commits 2   Checks 2   Files changed 4",
    "",
    "jdoe commented on Mar 3, 2025",
    "Parsed the 2 GB sample with the SIMD tokenizer: 41 s against 95 s.",
    "",
    "jdoe requested a review from asmith",
    "",
    "jdoe added 1 commit on Mar 4, 2025",
    "  4e1f0c9  skip quoting when no quote char is seen",
    "",
    "ci-bot commented on Mar 4, 2025",
    "✅ CI / tests (pull_request) Successful in 3m",
    "",
    "jdoe force-pushed the feat/csv branch from 4e1f0c9 to 7a2b3c4 on Mar 5, 2025",
    "All checks have passed",
    "2 successful checks",
  ].join("\n");

  it("keeps the page's state, review requests and checks out of the rows", () => {
    const out = rows(page);
    const text = out.map(all).join(" ");
    expect(text).not.toMatch(/wants to merge|Conversation|requested a review|checks|CI \/|added 1 commit/i);
    expect(out.map((r) => r.date)).toEqual(["2025-03-03", "2025-03-04", "2025-03-05"].slice(0, out.length));
  });

  it("reads a listed commit as work done, its hash as the record, and a force-push's new head as evidence", () => {
    const out = rows(page);
    const day = out.find((r) => r.date === "2025-03-04")!;
    expect(day.work).toMatch(/^Skip(?:ped)? quoting when no quote char is seen/);
    expect(day.work).not.toMatch(/4e1f0c9/);
    expect(day.evidence).toContain("commit 4e1f0c9");
    expect(out.flatMap((r) => r.evidence)).toContain("commit 7a2b3c4");
  });
});

describe("LOGBOOK reads a notebook copied from JupyterLab", () => {
  it("leaves the code under a '[n]:' prompt out, keeps the files it names and what it printed with a name", () => {
    const notes = [
      "Last Checkpoint: 05/05/2025 (autosaved)",
      "",
      "## 2025-05-02",
      "Fitting the drag model on the wind-tunnel runs.",
      "",
      "[4]:",
      'runs = pd.read_csv("data/tunnel_runs.csv")',
      'print(f"RMSE = {rmse:.3f}")',
      "",
      "RMSE = 0.042",
      "",
      "Good enough below 30 m/s.",
    ].join("\n");
    const [row] = rows(notes);
    expect(all(row!)).not.toMatch(/read_csv|print|\[4\]|Checkpoint/);
    expect(row!.result).toMatch(/RMSE (?:=|is) 0\.042/);
    expect(row!.evidence).toContain("data/tunnel_runs.csv");
  });
});

describe("LOGBOOK on a wiki page's experiment log", () => {
  const page = [
    "Status table",
    "Experiment\tOwner\tStatus\tDate",
    "RUN-07 Flux sweep\tKim Lee\tDONE\tMay 5, 2025",
    "RUN-08 Preheat\tKim Lee\tIN PROGRESS\tMay 6, 2025",
    "",
    "May 5 — RUN-07 flux sweep",
    "• Soldered 4 joints each at 2 / 3 / 4% flux",
    "• Voids 14 / 9 / 8%",
    "",
    "May 6 — RUN-08 preheat",
    "• Preheated the boards to 120 °C before reflow",
    "• Voids 5%",
  ].join("\n");

  it("takes a dated heading that names its experiment by code as the title", () => {
    expect(rows(page).map((r) => r.title)).toEqual(["RUN-07 flux sweep", "RUN-08 preheat"]);
  });

  it("makes no rows of the page's status table", () => {
    expect(rows(page).map((r) => r.date)).toEqual(["2025-05-05", "2025-05-06"]);
  });
});

describe("LOGBOOK keeps a record named by the word before it", () => {
  it("keeps 'batch 7C-0612', 'lot 4A-S1' and 'SN 2210–2214' as evidence", () => {
    const notes = "2025-06-12\nFlashed SN 2210–2214 and filled batch 7C-0612 from lot 4A-S1; yield 88%.";
    const [row] = rows(notes);
    expect(row!.evidence).toEqual(expect.arrayContaining(["SN 2210–2214", "7C-0612", "4A-S1"]));
  });

  it("keeps a plain 'batch 3' or a count of boards out of the evidence", () => {
    expect(rows("2025-06-12\nReflowed SN 3301, voids 4%.")[0]!.evidence).toEqual(["SN 3301"]);
    const [row] = rows("2025-06-12\nMixed batch 3 and tested 12 boards.");
    expect(row!.evidence).toEqual([]);
  });
});

describe("LOGBOOK spells out a mill's 'conc'", () => {
  it("reads 'conc grade' and 'Cu conc' as the concentrate, 'conc 2 M' as a concentration", () => {
    expect(spelledOut("conc grade 23.9%")).toBe("concentrate grade 23.9%");
    expect(spelledOut("Cu conc to the thickener")).toMatch(/\(Cu\) concentrate to/);
    expect(spelledOut("HCl conc 2 M")).toMatch(/concentration 2 M/);
  });
});

describe("LOGBOOK keeps a reagent's dose with the work", () => {
  it("reads 'SIPX at 35 g/t and frother 12 g/t, 2 blocks' as settings, the recoveries as the result", () => {
    const [row] = rows("2025-08-20\n- SIPX at 35 g/t and frother 12 g/t, 2 blocks\n- rec 90.1 / 90.4%");
    expect(row!.work).toMatch(/SIPX at 35 g\/t/);
    expect(row!.result).not.toMatch(/SIPX/);
    expect(row!.result).toMatch(/90\.1/);
  });
});

describe("LOGBOOK reads a confirmation as a result", () => {
  it("puts 'B2 within 3% of the control as predicted' in the result, not the hypothesis", () => {
    const [row] = rows("2025-04-02\nBroke the 28-day cubes: B1 41.0, B2 40.1 MPa. B2 within 3% of the control as predicted.");
    expect(row!.hypothesis).toBe("");
    expect(row!.result).toMatch(/as predicted/);
  });
});

describe("LOGBOOK leaves a wiki page's comments out of its log", () => {
  it("makes no row or words of the signed replies under 'Comments'", () => {
    const notes = ["May 5, 2025 — RUN-07 flux sweep", "• Soldered 4 joints at 3% flux, voids 9%", "", "Comments", "Kim Lee: great, 9% is fine 👍"].join("\n");
    const out = rows(notes);
    expect(out).toHaveLength(1);
    expect(all(out[0]!)).not.toMatch(/Kim|great/);
  });

  it("keeps a note under a bare 'Comments' heading that no one signed", () => {
    const [row] = rows("May 5, 2025\nSoldered 4 joints at 3% flux.\nComments\nvoids 9% on all joints");
    expect(row!.result).toMatch(/voids 9%/i);
  });
});
