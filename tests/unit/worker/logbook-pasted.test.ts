import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;
const text = (e: { title: string; work: string; result: string }) => `${e.title} ${e.work} ${e.result}`;

describe("LOGBOOK on a tracker's activity history", () => {
  it("dates each entry by its author's yearless stamp and keeps the name, the stamp and status moves out", () => {
    const activity = [
      "Activity",
      "Tom Ashby — Tue 4 Mar 08:51",
      "Logged EC on channel B for 48 h with the PI loop. EC overshoots to 2.4 after each dose.",
      "",
      "Julie Bergeron — Tue 4 Mar 09:10",
      "changed Status: Open → In Progress",
      "",
      "Tom Ashby — Mon 10 Mar 10:05",
      "Ran build 2.3.1 on channel B for 72 h. Overshoot now 1.95 mS/cm max.",
    ].join("\n");
    const got = rows(activity);
    expect(got.map((e) => e.date)).toEqual(["2025-03-04", "2025-03-10"]);
    for (const e of got) expect(text(e)).not.toMatch(/Ashby|Bergeron|08:51|Status|Progress/);
  });

  it("does not take a yearless date closing a line of notes as a stamp", () => {
    const got = rows("2025-03-03: Poured slab S1 at 5% cement. Breaks due — Thu 6 Mar 10:00");
    expect(got.map((e) => e.date)).toEqual(["2025-03-03"]);
  });

  it("keeps a status-like change of a setting as work", () => {
    const got = rows("2025-03-04: set feed: 5 -> 8 kg/h on extruder 2. Torque 61%.");
    expect(got[0]!.work).toMatch(/feed/);
  });
});

describe("LOGBOOK on a maintenance system's work-order export", () => {
  const orders = [
    "Asset: KILN-03   Site: mill   Exported: 2025-11-03",
    "",
    "WO# 55120 | Type: Preventive | Completed: 2025-10-06 | Tech: B. Harper",
    "  Task: Monthly fan bearing greasing, 8 fans.",
    "  Completion notes: Done.",
    "",
    "WO# 55141 | Type: R&D / Project | Completed: 2025-10-17 | Tech: J. Whitford",
    "  Task: Trial adaptive schedule: end drying when the slowest 2 of 6 probes reach 17%, add 8 h equalisation.",
    "  Completion notes: Charge out after 66 h. Mean MC 15.0%, SD 2.1%.",
    "  Follow-up: run 5 more charges to check repeatability.",
  ].join("\n");

  it("dates each order by its completion, not by the export, and leaves upkeep orders out", () => {
    expect(rows(orders).map((e) => e.date)).toEqual(["2025-10-17"]);
  });

  it("keeps the whole task as the work, its notes as the result, and a count after 'run' as a count", () => {
    const [row] = rows(orders);
    expect(row!.work).toMatch(/end drying when the slowest 2 of 6 probes reach 17%/i);
    expect(row!.work).not.toMatch(/^Task/);
    expect(row!.result).toMatch(/SD 2\.1%/);
    expect(row!.nextSteps).toMatch(/^Run 5 more charges/);
  });
});

describe("LOGBOOK on terse notes with month-day dates", () => {
  const terse = [
    "2025-05-05 ext run A1: 50/50 rHDPE:maple flr, 185C die. flex 18.2 MPa (tgt 20). pics A1_*.jpg",
    "nxt: dry flr <1%, rerun",
    "",
    "05-07 A2: flr dried 4h@105C -> 0.7%. flex 21.4 MPa. data runlog_A2.xlsx",
    "",
    "05-08 mtg w/ acct re: SR&ED claim + invoices. n/a",
    "",
    "05-12 A3: cooling tank baffles. warp 1.1mm/2.4m",
    "10-12 boards stacked for the exposure rack.",
  ].join("\n");

  it("dates a line by its month and day after a full date, and takes a range of counts for no date", () => {
    const got = rows(terse);
    expect(got.map((e) => e.date)).toEqual(["2025-05-05", "2025-05-07", "2025-05-12"]);
    expect(got[2]!.work + got[2]!.result).toMatch(/10-12 boards/);
  });

  it("reads 'nxt:' as the next step, not more of the line above", () => {
    const [first] = rows(terse);
    expect(first!.nextSteps).toMatch(/^Dry flour/);
    expect(first!.result).not.toMatch(/nxt|dry flr/i);
  });
});

describe("LOGBOOK on days of office business", () => {
  it.each([
    "Sprint planning + customer demo prep",
    "anyone want sushi for lunch",
    "invoice for AWS credits came in, forwarding to finance",
    "Co-op onboarding, IT setup",
    "No trial work today.",
    "Safety audit of fume hood (no experiment).",
    "Not project stuff really, we had the quarterly review with the investors.",
    "Réunion avec le distributeur (Sobeys) re: volumes.",
  ])("opens no row for '%s'", (day) => {
    const got = rows(`2025-02-05: Ran the sleep build, current 4.1 uA.\n\n2025-02-06: ${day}`);
    expect(got.map((e) => e.date)).toEqual(["2025-02-05"]);
  });
});

describe("LOGBOOK on an e-mail chain with quoted replies", () => {
  const chain = [
    "From: Nadia Chen <nchen@example.com>",
    "Date: Thu, 18 Sep 2025 10:14",
    "Subject: RE: RE: porosity",
    "",
    "CT on the HIP'd coupons is back: porosity 0.02%.",
    "",
    "> On Tue, 16 Sep 2025 at 16:40, Luc Gagnon wrote:",
    "> Built B-0916 with down-skin power dropped to 200 W. Porosity 0.09%.",
    ">",
    ">> On Thu, 11 Sep 2025 at 09:05, Nadia Chen wrote:",
    ">> Agreed, and I checked the melt-pool log for B-0909: down-skin shows 2.3x the signal. Can you drop down-skin power on the next build?",
  ].join("\n");

  it("dates each quoted message by the line that introduces it, once", () => {
    const got = rows(chain);
    expect(got.map((e) => e.date)).toEqual(["2025-09-11", "2025-09-16", "2025-09-18"]);
    for (const e of got) expect(text(e)).not.toMatch(/>|wrote/);
  });

  it("reads a colleague's request for work as the next step, and the reply's assent as no work", () => {
    const [first] = rows(chain);
    expect(first!.work).toMatch(/^Checked the melt-pool log/);
    expect(first!.nextSteps).toMatch(/drop down-skin power on the next build/i);
  });

  it("still drops a request for a file", () => {
    const got = rows("2025-03-04: Poured panel 2 at 5% accelerator.\nCan you send the cylinder breaks when you have them?");
    expect(got[0]!.nextSteps).toBe("");
  });
});

describe("LOGBOOK on dictated voice memos", () => {
  const memo = [
    "[Memo 1 — recorded 2025-07-08 18:12]",
    "Okay so, uh, quick note for the log. Today we dip-coated twenty PVC catheter segments with the hydrophilic topcoat. Friction coefficient on the unsterilised ones was zero point zero three, but after EtO it's zero point one one.",
    "",
    "[Memo 2 — recorded 2025-07-14 16:55]",
    "We baked the segments at forty-five degrees for eight hours. Note to self, pick up the kids at five thirty tomorrow.",
  ].join("\n");

  it("writes a figure said in words as digits, so that it is read as the result", () => {
    const [first] = rows(memo);
    expect(first!.result).toMatch(/0\.03.*0\.11/);
    expect(first!.work).toMatch(/^Dip-coated 20 PVC catheter segments/);
  });

  it("keeps the memo's opener out of the title, small counts in words and a time of day as said", () => {
    const got = rows(memo);
    expect(got[0]!.title).not.toMatch(/quick note|okay/i);
    expect(got[1]!.work).toMatch(/45 degrees for eight hours/);
    expect(`${got[1]!.work} ${got[1]!.result} ${got[1]!.nextSteps}`).not.toMatch(/five 30/);
  });

  it("reads 'field-cured cylinders broke' as a result, not work", () => {
    const got = rows("2024-01-08: Poured the slab at -12 C. Field-cured cylinders broke at 17.8 MPa at 18 h.");
    expect(got[0]!.result).toMatch(/^Field-cured cylinders broke/);
  });
});

describe("LOGBOOK on a report pasted from a PDF", () => {
  const report = [
    "IRAP Progress Report — Project 987654 — Nordair Inc.          Page 1 of 2",
    "Reporting period: February 3 – February 21, 2025",
    "",
    "Feb. 6 — Tested whether fan power can detect frost. Fan power rose 14%, but the signal also moved 6% with",
    "──────────────────────────────────────────",
    "Confidential                                        Page 2 of 2",
    "IRAP Progress Report — Project 987654 — Nordair Inc.",
    "wind gusts from the cross-flow fan. Data: fanpower_0206.csv.",
  ].join("\n");

  it("rejoins a sentence the page break cut, and keeps the footer and running header out", () => {
    const got = rows(report);
    expect(got.map((e) => e.date)).toEqual(["2025-02-06"]);
    expect(got[0]!.result).toMatch(/moved 6% with wind gusts from the cross-flow fan\./);
    expect(`${text(got[0]!)} ${got[0]!.evidence.join(" ")}`).not.toMatch(/Confidential|Page|IRAP|p\. 2/);
  });
});

describe("LOGBOOK on a shift handover log", () => {
  const log = [
    "3/17 DAYS — Lead: G. Lavoie",
    "- Safety: no incidents. Pump #2 seal leaking, WO raised.",
    "- Trial: poured 120 m3 of paste at 3.5% binder. Slump 7.5 in, flow ok.",
    "",
    "3/17 NIGHTS — Lead: S. Nakamura",
    "- Normal production, stope 3820, 5% GU. Nothing to report for trial.",
    "",
    "3/26 DAYS — Lead: G. Lavoie",
    "- Poured 80 m3 at 3.5% binder. Slump 7 in. Also placed 2 thermistors in the fill.",
  ].join("\n");

  it("keeps the shift and its lead out of the row, and the safety round and work orders too", () => {
    const got = rows(log);
    for (const e of got) expect(text(e)).not.toMatch(/DAYS|Lead|Lavoie|Safety|incidents|WO raised/);
    expect(got[0]!.work).toMatch(/^Poured 120 m3/);
  });

  it("opens no row for a shift that says it did nothing for the trial, and reads 'placed' as work", () => {
    const got = rows(log);
    expect(got.map((e) => e.date)).toEqual(["2025-03-17", "2025-03-26"]);
    expect(got[1]!.work).toMatch(/placed 2 thermistors/);
  });
});

describe("LOGBOOK on a spreadsheet cell with a label of its own", () => {
  it("reads 'Hypothesis:' inside an Activity cell as the hypothesis, and the rest of the cell as the work", () => {
    const csv = [
      '"Date","Engineer","Activity","Outcome"',
      '"05.02.2025","R. Okafor","Hypothesis: the UART left enabled keeps HFCLK running in sleep. Disabled UART logging in the sleep build, re-measured","Average current dropped to 18 uA"',
    ].join("\n");
    const [row] = rows(csv);
    expect(row!.hypothesis).toMatch(/^The UART left enabled keeps HFCLK running/);
    expect(row!.work).toMatch(/^Disabled UART logging/);
  });
});

describe("LOGBOOK on firmware work named by its build", () => {
  it("reads adding a 'Smith predictor' as work, not a prediction", () => {
    const [row] = rows("2025-03-06: Measured the lag with a salt pulse: 5.8 min to the sensor. Added a Smith predictor with 5.8 min dead time.");
    expect(row!.hypothesis).toBe("");
    expect(row!.work).toMatch(/Added a Smith predictor/);
  });

  it("lists a tagged build and a 'v' version as evidence, but not a bare version number", () => {
    const [row] = rows("2025-03-10: Flashed firmware build 2.3.1-rc1 on channel B. Ran v0.4.2 at -20 °C for 24 h. Firmware 0.9.3 on the spare. Overshoot 1.95 mS/cm.");
    expect(row!.evidence).toEqual(expect.arrayContaining(["2.3.1-rc1", "v0.4.2"]));
    expect(row!.evidence).not.toContain("0.9.3");
  });
});

describe("LOGBOOK on openers that are no work", () => {
  it("names a site diary's day from what the crew did, not the weather it opens with", () => {
    const diary = "Monday, January 13, 2025 — Cold morning, -24 °C at 7 am, crew of six, we placed the first test panel with the accelerator at 2% and covered it with blankets; by 5 pm the core held 14 °C.";
    expect(rows(diary)[0]!.title).toMatch(/^Placing the first test panel/);
  });

  it("drops a chat message's greeting and reaction after its dated stamp", () => {
    const chat = [
      "[Apr 14, 2025 9:02 AM] Priya S: morning all. reminder standup moved to 10",
      "[Apr 14, 2025 9:40 AM] Dan K: ran the line-item extractor on the holdout set. F1 is 0.71 overall",
      "[Apr 14, 2025 9:43 AM] Priya S: 😬 ok. can you try deskewing before detection tomorrow?",
    ].join("\n");
    const [row] = rows(chat);
    expect(`${row!.title} ${row!.work}`).not.toMatch(/morning|😬|\bok\b/i);
    expect(row!.nextSteps).toMatch(/deskewing before detection/);
  });
});

describe("LOGBOOK on specimens broken and records named by their folder", () => {
  it("reads breaking cylinders as the work, and their strength as the result", () => {
    const [row] = rows("2025-01-20: Broke field-cured cylinders from panel 2 (set C-2) at the lab at 48 h: 11.8 MPa average.");
    expect(row!.work).toMatch(/^Broke field-cured cylinders/);
    expect(row!.result).toMatch(/11\.8 MPa/);
  });

  it("lists a folder and a quoted album as evidence", () => {
    const [row] = rows('2025-01-13: Placed the first panel; photos in the site album "Trial 1 Jan 13" and the shared drive, folder coat_0708.');
    expect(row!.evidence).toEqual(expect.arrayContaining(["Trial 1 Jan 13", "coat_0708"]));
  });
});

describe("LOGBOOK on a thing named as done", () => {
  it("reads 'Build B-0916 done with …' as the build finished, not a command put in the past", () => {
    const [row] = rows("2025-09-16: Build B-0916 done with the contour-then-hatch order swapped. Porosity 0.09%.");
    expect(row!.work).toMatch(/^Finished build B-0916 with the contour-then-hatch order swapped/);
  });
});

describe("LOGBOOK on a Notion table whose cells hold several sentences", () => {
  const table = [
    "| Date | Owner | Notes |",
    "|---|---|---|",
    "| June 9, 2025 | Kelsey | Seeded growth-chamber pots at 8% soil moisture, coated vs uncoated. Idea: SAP holds water around the seed so emergence should be better. Emergence day 7: coated 62%, uncoated 41%. |",
    "| June 16, 2025 | Kelsey | Repeated dry-soil chamber run at 6% moisture. Coated 38%, uncoated 35%, no real difference. Coating dust-off 0.8 g/100 kg. |",
  ].join("\n");

  it("reads a cell sentence by sentence: its own label, its work and its figures", () => {
    const [first, second] = rows(table);
    expect(first!.hypothesis).toMatch(/^SAP holds water/);
    expect(first!.title).not.toMatch(/coating 62%/i);
    expect(second!.work).toBe("Repeated dry-soil chamber run at 6% moisture.");
    expect(second!.result).toMatch(/^Coated 38%, uncoated 35%, no real difference\. Coating dust-off 0\.8/);
  });
});

describe("LOGBOOK on a run named by its code before a colon", () => {
  it("keeps the run's code and set-up as the work, and titles it by what was done", () => {
    const [row] = rows("2025-04-22: F-09: F-08 + transglutaminase 0.3 U/g, incubated 2 h at 40 °C. Cohesiveness 0.38, hardness 31 N.");
    expect(row!.work).toMatch(/^F-09: F-08 and transglutaminase 0\.3 U\/g/);
    expect(row!.result).toMatch(/^Cohesiveness 0\.38/);
    const [terse] = rows("2025-05-07 A2: flr dried 4h@105C -> 0.7%. flex 21.4 MPa.");
    expect(terse!.title).toMatch(/^Drying flour/);
  });
});

describe("LOGBOOK on an arrow to what to try next", () => {
  it("parts a hypothesis from the step its arrow leads to, in French or English", () => {
    const [fr] = rows("2025-04-14: Hypothèse: la culture manque de sucre fermentescible → ajouter 1,5% dextrose.");
    expect(fr!.hypothesis).toBe("La culture manque de sucre fermentescible.");
    expect(fr!.nextSteps).toMatch(/^Ajouter 1,5% dextrose/);
    const [en] = rows("2025-01-13: Moulded 20 doors, 4/20 cracked. hyp: crack is the weld line → try a bigger root radius");
    expect(en!.nextSteps).toMatch(/^Try a bigger root radius/);
  });
});

describe("LOGBOOK on a bench notebook's page", () => {
  const page = [
    "p. 112 — March 3rd",
    "Method: Batch LPF-30-01. Lignin pre-methylolated 1 h at 60 °C, then cooked at 85 °C, 90 min.",
    "Obs: viscosity 1,850 cP at 25 °C. Cell 3 impeller seal leaking, maintenance ticket raised.",
    "Concl: too viscous to spray. ~~raise water~~ Try lower solids (40% instead of 45%).",
    "Ref: photo IMG_2231, viscosity sheet VS-112.",
    "",
    "p. 115 — March 10th",
    "Method: Free formaldehyde by hydroxylamine titration on LPF-30-02 and on the control PF-00.",
    "Obs: free CH2O 0.9% vs 0.3%.",
  ].join("\n");

  it("drops struck-out words and the references line from the fields, and reads 'Concl:' as the result", () => {
    const [first] = rows(page);
    expect(first!.nextSteps).toBe("Try lower solids (40% instead of 45%).");
    expect(`${first!.work} ${first!.result}`).not.toMatch(/Ref|raise water|Concl|ticket/);
    expect(first!.result).toMatch(/Too viscous to spray/);
    expect(first!.evidence).toEqual(expect.arrayContaining(["IMG_2231", "VS-112"]));
  });

  it("keeps a specimen's key after a preposition in the title", () => {
    const { title } = rows(page)[1]!;
    expect(title).toMatch(/titration on LPF-30-02/);
    expect(title).not.toMatch(/\bon and\b/);
  });
});

describe("LOGBOOK on an analysis reported with its figures", () => {
  it("reads 'CT results on build B-0909: …' as the work and what followed as the result", () => {
    const [row] = rows("2025-09-09: CT results on the first bracket build B-0909 (280 W, 1200 mm/s): porosity 0.41%, clustered on the 35° down-skin overhang, pores up to 310 µm.");
    expect(row!.work).toMatch(/^CT results on the first bracket build B-0909/);
    expect(row!.result).toMatch(/^Porosity 0\.41%, clustered on the 35° down-skin overhang/);
  });
});

describe("LOGBOOK on how a run behaved", () => {
  it("reads 'frost builds slowly' as what was seen, and keeps the version run in the title", () => {
    const [row] = rows("2025-02-19: Ran v0.4.2 at -20 °C / 70% RH. Frost builds slowly; the fan power rise stayed under 9%.");
    expect(row!.work).toBe("Ran v0.4.2 at -20 °C / 70% RH.");
    expect(row!.result).toMatch(/^Frost builds slowly/);
    expect(row!.title).toMatch(/^Running v0\.4\.2 at -20 °C/);
  });
});

describe("LOGBOOK on a table that files each row by its kind", () => {
  it("opens no row for a row the table files as admin or a meeting", () => {
    const table = [
      "| Date | Owner | Type | Notes |",
      "|---|---|---|---|",
      "| June 3, 2025 | Amrit | Trial | Coated 2 kg canola seed with 4% SAP. Germination 91% vs 94% uncoated. |",
      "| June 4, 2025 | Amrit | Admin | Ordered more seed, booked truck for plot seeding. |",
      "| June 5, 2025 | Kelsey | Meeting | Planned the field plots with the agronomist. |",
    ].join("\n");
    expect(rows(table).map((e) => e.date)).toEqual(["2025-06-03"]);
  });
});

describe("LOGBOOK on a set-up told as 'this time …'", () => {
  it("keeps 'this time double blankets on the perimeter 600 mm' with the work it changed", () => {
    const [row] = rows("2025-01-15: Poured test panel 2, same mix with 2% accelerator, this time double blankets on the perimeter 600 mm; edge temperature stayed above 9 °C.");
    expect(row!.work).toMatch(/this time double blankets on the perimeter 600 mm/);
    expect(row!.result).toMatch(/^Edge temperature stayed above 9 °C/);
  });
});

describe("LOGBOOK on a commit body naming its CI run", () => {
  it("lists 'Test run: ci/run/5521' as evidence, and not a fraction after 'ran'", () => {
    const [row] = rows("2025-06-10: Replayed the 14,212 edits, 0 silent overwrites. Test run: ci/run/5521. Ran 3/4 of the suite.");
    expect(row!.evidence).toContain("ci/run/5521");
    expect(row!.evidence).not.toContain("3/4");
  });
});

describe("LOGBOOK on a note's opening talk", () => {
  it.each([
    "2025-03-04: Hey team, quick update: ran the extruder at 180 C. Diameter 1.75 mm.",
    "2025-03-04: ok so today we ran the extruder at 180 C. Diameter 1.75 mm.",
    "2025-03-04: Quick update - ran the extruder at 180 C. Diameter 1.75 mm.",
    "2025-03-04: Hi all. So, we ran the extruder at 180 C. Diameter 1.75 mm.",
  ])("titles '%s' by its work", (note) => {
    const [row] = rows(note);
    expect(row!.title).toBe("Running the extruder at 180 C");
    expect(row!.work).not.toMatch(/hey|quick|ok|hi all/i);
  });

  it("keeps 'Right side cracked' whole", () => {
    expect(rows("2025-03-04: Ran the pull test. Right side cracked at 12 kN.")[0]!.result).toMatch(/^Right side cracked/);
  });
});

describe("LOGBOOK on terse notes dated by month and day alone", () => {
  it("dates '05-07' lines by the fiscal year when the notes give no full date, and only when several lines open so", () => {
    const terse = "wpc decking notes\n05-07 A2: flr dried 4h@105C -> 0.7%. flex 21.4 MPa\n\n05-12 A3: cooling tank baffles. warp 1.1mm";
    expect(rows(terse).map((e) => e.date)).toEqual(["2025-05-07", "2025-05-12"]);
    expect(rows("10-12 boards stacked for the exposure rack, ran the pull test at 5 kN.").map((e) => e.date)).not.toContain("2025-10-12");
  });
});

describe("LOGBOOK on a next step that names no object", () => {
  it("takes the idea just stated: 'will try next' after 'expect that a two-stage filter would …'", () => {
    const [row] = rows("2025-02-18: Step size sweep, best mu=0.005: MAE 2.4%. Expect that a two-stage filter (NLMS then Kalman) would get MAE below the 2% spec; will try next.");
    expect(row!.nextSteps).toBe("Try a two-stage filter (NLMS then Kalman).");
  });
});

describe("LOGBOOK on a commit body saying what a thing now is", () => {
  it("reads 'checklist items now an observed-remove set' as the change made and 'gives 0 overwrites' as its result", () => {
    const [row] = rows("2025-06-10: Checklist items now an observed-remove set; replay of the 14,212 edits gives 0 silent overwrites.");
    expect(row!.work).toBe("Checklist items now an observed-remove set.");
    expect(row!.result).toMatch(/gives 0 silent overwrites/);
  });
});

describe("LOGBOOK on a notebook exported as a script", () => {
  it("reads the commented Markdown headings' dates and leaves the cell markers out", () => {
    const notes = [
      "# %% [markdown]",
      "# ## Mon 18 Aug 2025 — baseline coupons",
      "# Printed 6 coupons at 280 W and measured porosity by CT: 0.42%.",
      "",
      "# %% [markdown]",
      "# ## Tue 19 Aug — coupons after HIP",
      "# Ran HIP on 3 coupons at 920 C for 2 h; porosity dropped to 0.05%.",
    ].join("\n");
    const got = rows(notes);
    expect(got.map((e) => e.date)).toEqual(["2025-08-18", "2025-08-19"]);
    expect(got.map(text).join(" ")).not.toContain("%%");
    expect(got[1]!.result).toContain("0.05%");
  });
});
