import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

// Exports of dictation, message and board apps: their frames give the day and say nothing of the work.

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK reads dictated transcripts", () => {
  const notes = [
    "[Dragon transcripts, dictated after each test day, not proofread.]",
    "",
    "DICT_2025-03-04.m4a",
    "Okay notes for Tuesday. Baseline flotation on sample comp B comma test F31 period. Ground to P80 of 250 microns comma then kerosene 150 grams per ton period. Recovery 92 percent period.",
    "",
    "DICT_2025-03-05.m4a",
    "Wednesday. Test F32 rod mill ten minutes comma test F33 stirred media mill five minutes. The thinking is the attrition mill should keep the big flake period.",
    "",
    "DICT_2025-03-06.m4a",
    "Thursday quick one. Spent the day on the budget for the pilot plant. Nothing on the bench.",
  ].join("\n");

  it("dates each recording by its file's name, and makes no row of a day with nothing on the bench", () => {
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-03-04", "2025-03-05"]);
  });

  it("writes the punctuation said aloud, and leaves the day's name out", () => {
    const [first] = rows(notes);
    expect(first!.work).toMatch(/comp B, test F31\. Ground to P80 of 250 microns, then kerosene/);
    expect(`${first!.title} ${first!.work}`).not.toMatch(/comma|period|Tuesday/);
  });

  it("reads 'Test F32 …' as a run and 'the thinking is …' as the hypothesis", () => {
    const [, second] = rows(notes);
    expect(second!.work).toMatch(/F32 rod mill/);
    expect(second!.hypothesis).toMatch(/^The thinking is the attrition mill/);
  });

  it("leaves the word 'comma' alone in typed notes that say it once", () => {
    const [row] = rows("2025-03-04\nSplit the log lines on comma and counted the fields.");
    expect(row!.work).toMatch(/on comma/);
  });
});

describe("LOGBOOK reads a message export with the stamp above the sender", () => {
  const notes = [
    "Messages with Dave Gallant",
    "Exported by imessage-exporter on 2024-12-03",
    "",
    "Nov 04, 2024  6:52:10 AM",
    "Dave Gallant",
    "Bin 3 pile temp 8.9 this morning, fans off since midnight",
    "",
    "Nov 04, 2024  6:53:41 AM",
    "Me",
    "90 mL/t spearmint oil in bin 3, bin 4 stays untreated as the control.",
    "",
    "Nov 12, 2024  5:40:22 PM",
    "Dave Gallant",
    "Snowplow contract signed. can you drop the cheque at the office thurs",
    "",
    "Nov 18, 2024  2:14:09 PM",
    "Me",
    "Sprout check done, 20 tubers/bag. Bin 3 avg 0.9 mm.",
    "",
    "Nov 18, 2024  2:20:47 PM",
    "Dave Gallant",
    "Good stuff",
  ].join("\n");

  it("makes one row a day, none for the exporter's stamp or the office's business", () => {
    expect(rows(notes).map((r) => r.date)).toEqual(["2024-11-04", "2024-11-18"]);
  });

  it("leaves the senders' names and a bare acknowledgement out", () => {
    const text = rows(notes)
      .map((r) => `${r.title} ${r.work} ${r.result}`)
      .join(" ");
    expect(text).not.toMatch(/Dave Gallant|\bMe\b|Good stuff/);
  });
});

describe("LOGBOOK reads a board card's activity", () => {
  it("makes no row of the board's own record of moving the card", () => {
    const notes = [
      "Julie Ouellet  Jan 13, 2025, 10:20 AM",
      "Baseline done: pulled B-1230 after 14 d at 35 °C. Hardness 18 → 41 N.",
      "",
      "Julie Ouellet  Jan 8, 2025, 8:45 AM",
      "moved this card from Backlog to R&D – In progress",
    ].join("\n");
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-01-13"]);
  });
});

describe("LOGBOOK reads an issue tracker's timeline", () => {
  const notes = [
    "Activity",
    "",
    "Olivier Roy @oroy · Jan 27, 2025",
    "Reproduced on the bench. Pack P-0431 (16S LFP, 280 Ah) in the chamber at −10 °C, C/5 discharge 100 → 40 % by coulomb count, 6 h rest. End of rest SoC went 40 → 57 %.",
    "",
    "Nadia Khalil @nkhalil · Jan 28, 2025",
    "I'll take this one. pretty sure it's the OCV table",
    "",
    "Nadia Khalil @nkhalil mentioned in commit 8c1f0e27 · Jan 29, 2025",
    "",
    "Nadia Khalil @nkhalil · Jan 29, 2025",
    "8c1f0e27: OCV correction skipped when dV/dSoC < 2 mV/%. Same chamber profile on P-0431: SoC after rest 41.2 %. Need temperature-dependent OCV tables so the correction can stay on.",
    "",
    "Olivier Roy @oroy added ~\"needs-review\" label · Jan 30, 2025",
    "",
    "Olivier Roy @oroy · Jan 30, 2025",
    "MR !88 looks fine, approving for the beta channel. I'm off Monday.",
  ].join("\n");

  it("dates comments by their author's stamp and makes no row of the tracker's notes or a review", () => {
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-01-27", "2025-01-28", "2025-01-29"]);
    const text = rows(notes)
      .map((r) => `${r.title} ${r.work} ${r.result}`)
      .join(" ");
    expect(text).not.toMatch(/@oroy|@nkhalil|needs-review|take this one/);
  });

  it("reads a specimen put in the chamber as the set-up, and a guess as the hypothesis", () => {
    const [first, second] = rows(notes);
    expect(first!.work).toMatch(/Pack P-0431 .* in the chamber at −10 °C/);
    expect(first!.result).toMatch(/SoC went from 40 to 57 %/);
    expect(second!.hypothesis).toMatch(/^Pretty sure it's the OCV table/);
  });

  it("reads what a commit changed as the work, the commit as evidence, and 'Need …' as the next step", () => {
    const third = rows(notes)[2]!;
    expect(third.work).toMatch(/^OCV correction skipped/);
    expect(third.evidence.join(" ")).toMatch(/8c1f0e27/);
    expect(third.nextSteps).toMatch(/^Need temperature-dependent OCV tables/);
  });
});

describe("LOGBOOK reads meeting minutes", () => {
  const notes = [
    "Tue 8 April 2025 — Run review F-12",
    "Present: A. Lam (minutes), R. Singh",
    "1. F-12 harvested at 48 h methanol induction (30 °C, pH 5.0). Activity 210 U/mL.",
    "Actions: RS to set up F-13 with induction at 24 °C.",
    "",
    "Wed 9 April 2025",
    "No review (departmental seminar).",
    "",
    "Mon 14 April 2025 — Ops meeting",
    "Q2 budget review, freezer service quote. No run items.",
  ].join("\n");

  it("makes rows of the run reviews only, without who was present", () => {
    const out = rows(notes);
    expect(out.map((r) => r.date)).toEqual(["2025-04-08"]);
    expect(`${out[0]!.title} ${out[0]!.work}`).not.toMatch(/Lam|Singh|Present/);
    expect(out[0]!.nextSteps).toMatch(/^RS to set up F-13/);
  });

  it("reads 'worse than I expected' as a result, not a hypothesis", () => {
    const [row] = rows("2025-02-04\nRan the 5-cycle test at 0 °C. Max error 4.8 %, worse than I expected.");
    expect(row!.hypothesis).toBe("");
  });
});

describe("LOGBOOK reads a field tablet's form export", () => {
  const notes = [
    "FieldPro export — helical pile trial",
    "",
    "----- Form 1 -----",
    "Form type: Pile installation",
    "Date: 2024-08-12",
    "Technician: J. Bergeron",
    "Pile ID: HP-07, HP-08",
    "Comments: torque climbed to ~12.5 at 5.5-6 m then dropped off below 6 m.",
    "",
    "----- Form 2 -----",
    "Form type: Daily report",
    "Date: 2024-08-13",
    "Comments: rained out, no work.",
    "",
    "----- Form 3 -----",
    "Form type: Load test",
    "Date: 2024-08-19",
    "Pile ID: HP-07 (7 d after install)",
    "Comments: ultimate 142 kN, way low.",
  ].join("\n");

  it("keeps each form's fields to its own record and makes no row of a day rained out", () => {
    const out = rows(notes);
    expect(out.map((r) => r.date)).toEqual(["2024-08-12", "2024-08-19"]);
    expect(out.map((r) => `${r.work} ${r.result}`).join(" ")).not.toMatch(/Form \d|Daily report|Bergeron/);
  });

  it("titles each record by its kind and the thing it names", () => {
    const out = rows(notes);
    expect(out[0]!.title).toMatch(/^Pile installation, pile HP-07, HP-08/);
    expect(out[1]!.title).toMatch(/^Load test, pile HP-07/);
  });
});

describe("LOGBOOK titles a planned run", () => {
  it("adds only the planned phrases the title lacks", () => {
    const notes = [
      "Thu 10 April 2025 — Run review F-13",
      "1. F-13 harvested at 48 h: 265 U/mL.",
      "Actions: F-14 at 24 °C with sorbitol:MeOH co-feed 40:60 (C-mol).",
      "",
      "Tue 15 April 2025 — Run review F-14",
      "1. F-14: 24 °C, sorbitol/MeOH co-feed 40:60 C-mol. At 48 h: 310 U/mL.",
    ].join("\n");
    const second = rows(notes)[1]!;
    expect(second.title).not.toMatch(/24 °C.*24 °C/);
  });
});

describe("LOGBOOK reads an instrument's run log", () => {
  const notes = [
    "Sequence/run log export",
    "run_id,datetime,analyst,column,mob_B,buffer_A,gradient,T_C,flow_mL_min,Rs_imp3,tail_main,comment",
    "PX114_0609_01,09-Jun-2025 09:14,RS,C18 100x2.1 1.7um,ACN,0.1% FA,5-95%B/10min,30,0.40,0.9,1.1,first look",
    "PX114_0609_02,09-Jun-2025 10:02,RS,C18 100x2.1 1.7um,ACN,0.1% FA,20-60%B/15min,30,0.40,1.0,1.1,shallower grad barely helps",
    "PX114_0611_00,11-Jun-2025 09:00,--,--,--,--,--,--,--,--,--,vendor PM (pump seals + lamp). no runs",
  ].join("\n");

  it("reads the column, the phases, the gradient, the temperature and the flow as the run's settings", () => {
    const [row] = rows(notes);
    expect(row!.work).toMatch(/Column C18 100x2\.1 1\.7um, mob B ACN, buffer A 0\.1% FA, gradient 5-95%B\/10min, T_C 30, flow_mL_min 0\.40/);
    expect(row!.result).toMatch(/Rs_imp3 0\.9/);
    expect(row!.title).not.toMatch(/C18.*C18/);
  });

  it("makes no row of a day with no runs", () => {
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-06-09"]);
  });
});

describe("LOGBOOK reads a diary dated by ISO weeks", () => {
  const notes = [
    "diary.txt -- crown species classifier, 2025, ISO weeks",
    "",
    "W14 Mon - baseline PointNet++, 4096 pts/crown, 120 epochs. OA 71.2% on test. run pn2-0331",
    "W14 Tue - invoices, call w/ client re: flight schedule. nothing else",
    "W14 Thu - added intensity + return number as per-point feats. OA 76.0%. run pn2-0403b",
    "W15 Fri - sick",
  ].join("\n");

  it("dates each line by its week and day in the year the notes name, and leaves the office's days out", () => {
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-03-31", "2025-04-03"]);
  });
});

describe("LOGBOOK reads an Android SMS backup file", () => {
  const notes = [
    "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
    '<smses count="3" type="full">',
    '  <sms protocol="0" date="1741197483000" type="2" body="Bin 3 done - spearmint oil 90 mL/t thru the thermal fogger. Headspace carvone 14 ppm at 2h. Logging it as trial SPO-25-01" readable_date="Mar 5, 2025 1:58:03 PM" contact_name="Dale" />',
    '  <sms protocol="0" date="1741216844000" type="1" body="checked again carvone 3ppm already. thats fast?" readable_date="Mar 5, 2025 7:20:44 PM" contact_name="Dale" />',
    '  <sms protocol="0" date="1741800000000" type="2" body="Sprout count done, 100 tubers each: bin 3 avg 1.1 mm, bin 4 4.0 mm" readable_date="Mar 12, 2025 9:20:00 AM" contact_name="Dale" />',
    "</smses>",
  ].join("\n");

  it("reads each message under its readable date, one row a day, without the XML", () => {
    const out = rows(notes);
    expect(out.map((r) => r.date)).toEqual(["2025-03-05", "2025-03-12"]);
    const text = out.map((r) => `${r.title} ${r.work} ${r.result}`).join(" ");
    expect(text).toMatch(/spearmint oil 90 mL\/t/);
    expect(text).not.toMatch(/readable_date|<sms|protocol/);
  });
});

describe("LOGBOOK reads a meeting summary that tells the week by weekday", () => {
  const notes = [
    "Meeting summary for Rotomoulding R&D weekly (05/16/2025)",
    "",
    "K42 hull twist: baseline",
    "Jean reported that on Monday (May 12) he moulded a baseline K42 hull with fan-only cooling for 22 minutes. Twist measured 14 mm.",
    "",
    "Internal air cooling",
    "Jean explained his theory that the air inside the part stays stagnant and hot. On Tuesday he added internal air cooling at 2 bar through the vent tube. Twist dropped to 7 mm.",
  ].join("\n");

  it("dates each trial by its weekday in the week up to the meeting", () => {
    const dates = rows(notes).map((r) => r.date);
    expect(dates).toContain("2025-05-12");
    expect(dates).toContain("2025-05-13");
  });

  it("keeps a section's opening lines with the work its dated sentence reports", () => {
    const tuesday = rows(notes).find((r) => r.date === "2025-05-13")!;
    expect(`${tuesday.hypothesis} ${tuesday.work}`).toMatch(/stays stagnant and hot/);
  });
});

describe("LOGBOOK reads a supervisor's site diary", () => {
  const notes = [
    "SUPERVISOR'S DAILY SITE DIARY - pilot pad",
    "",
    "Mon 6 Oct 2025",
    "Weather: -4 °C, overcast, light wind. Crew: 4. Equip: drum agglomerator, 950 loader.",
    "Safety: tailgate on loader blind spots. No incidents.",
    "Testwork: first drum runs on crushed ore (-19 mm), cement 4 kg/t, drum 12 rpm. 30 min soak test: 22 % breakdown to fines. Bags AG-1006-1/2/3.",
    "",
    "Wed 8 Oct 2025",
    "K. Osei on the phone: his view is cement hydration basically stalls near 0 °C. Ran cement 6 kg/t with water heated to 25 °C. Soak test 9 % breakdown. Bags AG-1008-1/2.",
  ].join("\n");

  it("reads each field of a line on its own: the crew, the equipment and the safety talk are no note", () => {
    const [first] = rows(notes);
    expect(`${first!.work} ${first!.result}`).not.toMatch(/Crew|Equip|loader|tailgate/);
    expect(first!.work).toMatch(/first drum runs on crushed ore/);
  });

  it("lists bags numbered after a slash as evidence, and reads 'his view is' as the hypothesis", () => {
    const [first, second] = rows(notes);
    expect(first!.evidence).toContain("AG-1006-1/2/3");
    expect(second!.evidence).toContain("AG-1008-1/2");
    expect(second!.hypothesis).toMatch(/^His view is cement hydration/);
  });
});

describe("LOGBOOK reads a Redmine issue's history", () => {
  const notes = [
    "Soil Sensing - Bug #482",
    "Added by Karim Benali on 2025-01-20 16:48. Updated on 2025-01-29 10:15.",
    "",
    "History",
    "",
    "#1 Updated by Karim Benali on 2025-01-21 14:02",
    "Status changed from New to In Progress",
    "Reproduced in the Tenney chamber at -25 °C: the cell sags to 2.31 V and the BOR trips. 9/10 uplinks reset.",
    "",
    "#4 Updated by Nadia Roy on 2025-01-23 09:05",
    "Target version changed from SN-3 rev B to SN-3 rev C",
  ].join("\n");

  it("dates each journal entry by its stamp and makes no row of the tracker's field changes", () => {
    const out = rows(notes);
    expect(out.map((r) => r.date)).toEqual(["2025-01-21"]);
    expect(`${out[0]!.title} ${out[0]!.work}`).not.toMatch(/Updated by|Status changed|#1/);
  });
});

describe("LOGBOOK reads a task's activity in Asana", () => {
  const notes = [
    "Comments & activity",
    "Priya Nair created this task.  Jun 6, 2025",
    "Priya Nair  Jun 9, 2025 4:12 PM",
    "Baseline on the twin screw: 30% FPC, feed moisture 17%, screw 400 rpm. SEI 2.1, BD 138 g/L.",
    "Priya Nair changed the due date to Jun 27.  Jun 11, 2025",
    "Marcus Leduc  Jun 11, 2025 9:12 AM",
    "can u send me the Parrish invoice for the grits, accounting is asking",
    "Priya Nair  Jun 11, 2025 9:30 AM",
    "sent",
  ].join("\n");

  it("makes rows of the work only: no task notice, no invoice errand, no 'sent'", () => {
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-06-09"]);
  });
});

describe("LOGBOOK reads a lab report with a table of runs and a discussion", () => {
  const notes = [
    "LAB REPORT LR-2025-003",
    "",
    "Table 1 – Runs",
    "Run\tDate\tCatalyst\tT (°C)\tOO (%)\tNotebook ref",
    "EP-01\t14-Jan-2025\tH2SO4 1 wt%\t55\t5.1\tRO-2 p.12",
    "EP-02\t16-Jan-2025\tH2SO4 1 wt%\t65\t4.4\tRO-2 p.14",
    "",
    "3. Discussion",
    "EP-01 was the literature recipe as a baseline: OO only reached 5.1 %.",
    "EP-02 was run hotter to shorten the cycle. OO dropped to 4.4 %, which points to the acid opening the ring.",
  ].join("\n");

  it("puts each run's discussion in that run's row", () => {
    const [first, second] = rows(notes);
    expect(`${first!.work} ${first!.result}`).toMatch(/literature recipe/);
    expect(`${first!.work} ${first!.result}`).not.toMatch(/run hotter/);
    expect(`${second!.work} ${second!.result}`).toMatch(/run hotter.*acid opening the ring/);
  });
});

describe("LOGBOOK reads an experiment log kept as YAML", () => {
  const notes = [
    "# ERV frost-control trials",
    "defaults: &def",
    "  flow_lps: 120",
    "",
    "runs:",
    "  - id: FR-01",
    "    date: 2025-01-07",
    "    <<: *def",
    "    outdoor_c: -30",
    "    frost_control: none",
    "    duration_h: 3",
    "    sens_eff_pct: [78, 52]",
    "    log: data/fr01.csv",
    "    # baseline. core blocked solid in 3 h, as expected",
    "",
    "  - id: FR-03",
    "    date: 2025-01-14",
    "    outdoor_c: -30",
    "    # idea: only defrost when the core is actually icing -> trigger on exhaust dP",
    "    frost_control: {mode: dp_trigger, start_pa: 90}",
    "    defrost_time_pct: 11",
    "    log: data/fr03.csv",
  ].join("\n");

  it("makes one row per run: its settings as work, its readings as results, its file as evidence", () => {
    const [first, second] = rows(notes);
    expect(first!.date).toBe("2025-01-07");
    expect(first!.work).toMatch(/FR-01 with outdoor c -30, frost control none, duration h 3/);
    expect(first!.result).toMatch(/from 78 to 52/);
    expect(first!.evidence).toContain("data/fr01.csv");
    expect(first!.work).not.toMatch(/<<|\*def/);
    expect(second!.date).toBe("2025-01-14");
    expect(second!.hypothesis).toMatch(/only defrost when the core is actually icing/i);
    expect(second!.result).toMatch(/defrost time pct 11/i);
  });
});
