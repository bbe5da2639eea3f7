import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on the date lines of chat exports, memos, trackers and shift logs", () => {
  it("reads a chat export's day rules, and keeps the message stamps and speakers out", () => {
    const chat = [
      "——— Tue 4 Mar ———",
      "[09:40] Aisha K: kicked off the retrain on the Feb click logs (1.2M queries)",
      "--- Thursday, March 6 ---",
      "[14:02] Sam Chen: ran the cache load test on 3 nodes, p95 47 ms",
    ].join("\n");
    const got = rows(chat);
    expect(got.map((e) => e.date)).toEqual(["2025-03-04", "2025-03-06"]);
    for (const e of got) expect(`${e.title} ${e.work} ${e.result}`).not.toMatch(/Aisha|Sam Chen|\d\d:\d\d|———|---/);
  });

  it("reads a date after the word that says what it dates, in a memo header", () => {
    const memos = "Memo 1 – recorded Mar 3, 2025 7:48 PM\nSet up the trial in grow room B, two racks.\n\nMemo 2 – recorded Mar 17, 2025 6:10 PM\nMeasured leaf area on twelve plants per rack.";
    const got = rows(memos);
    expect(got.map((e) => e.date)).toEqual(["2025-03-03", "2025-03-17"]);
    for (const e of got) expect(`${e.title} ${e.work}`).not.toMatch(/Memo|recorded/i);
  });

  it("dates a tracker's yearless comment stamps, and skips its status moves", () => {
    const ticket = [
      "ENG-431 · Offline edits lost",
      "• Nadia Roy moved from Backlog to In Progress · Mar 3",
      "• Nadia Roy commented · Mar 3",
      "  Reproduced the loss on two devices offline.",
      "• Nadia Roy commented · Mar 10",
      "  Measured doc size: 310 KB after 1,000 edits.",
      "• Omar Haddad commented · Mar 10",
      "  nice!",
    ].join("\n");
    const got = rows(ticket);
    expect(got.map((e) => e.date)).toEqual(["2025-03-03", "2025-03-10"]);
    for (const e of got) expect(`${e.title} ${e.work} ${e.result}`).not.toMatch(/commented|moved from|Nadia/);
  });

  it("takes a shift header's date and leaves its shift and supervisor fields out", () => {
    const log = "07-Apr-2025 | Day shift | Supervisor: R. Gauthier\n- Ran baseline with PAX 40 g/t. Recovery 86.4%.\n\n07-Apr-2025 | Night shift | Supervisor: K. Mensah\n- Switched to FX-7 at 40 g/t. Recovery 87.1%.";
    const got = rows(log);
    expect(got.map((e) => e.date)).toEqual(["2025-04-07", "2025-04-07"]);
    expect(got.map((e) => e.work)).toEqual(["Ran baseline with PAX 40 g/t.", "Switched to FX-7 at 40 g/t."]);
    for (const e of got) expect(`${e.title} ${e.result}`).not.toMatch(/shift|Supervisor|Gauthier/);
  });
});

describe("LOGBOOK on a comma-separated export", () => {
  const CSV = [
    "date,author,activity,result,next_step,refs",
    '2025-02-03,Priya,"Measured sleep current of the tag, rev C board","Sleep current 38 uA, far above the 5 uA target","Trace which peripheral keeps the clock running",otii_0203.csv',
    '2025-02-05,Priya,"Disabled UART logging in sleep","Sleep current dropped to 11 uA","Check the flash power-down command","otii_0205.csv; commit 4f2a9c1"',
  ].join("\n");

  it("reads each row's cells under its columns, quoted commas and all", () => {
    const got = rows(CSV);
    expect(got.map((e) => e.date)).toEqual(["2025-02-03", "2025-02-05"]);
    expect(got[0]!.work).toBe("Measured sleep current of the tag, rev C board.");
    expect(got[0]!.result).toBe("Sleep current 38 uA, far above the 5 uA target.");
    expect(got[0]!.nextSteps).toMatch(/^Trace which peripheral/);
    expect(got[1]!.evidence).toEqual(expect.arrayContaining(["otii_0205.csv", "commit 4f2a9c1"]));
    for (const e of got) expect(`${e.title} ${e.work} ${e.result}`).not.toMatch(/Priya|"/);
  });

  it("leaves prose with commas as prose", () => {
    const notes = "2025-03-04: mixed cement, sand, water and fibre.\nCured 7 days, 28 days, 56 days.";
    expect(rows(notes)[0]!.work).toMatch(/^Mixed cement, sand, water and fibre/);
  });
});

describe("LOGBOOK on a day's notes mixed with the office's business", () => {
  it("gives a day with only admin, errands or no testing no row", () => {
    const notes = [
      "Mar 3: ran the spray test on 4 panels at 6%. Strength 0.6 MPa.",
      "Mar 5: Safety stand-down, no testing.",
      "Mar 6: call w/ accountant re Q1 HST.",
      "Mar 7: Invoiced client for January hours.",
      "Mar 10: Nothing on the rig today; trade show prep took the whole day.",
    ].join("\n");
    expect(rows(notes).map((e) => e.date)).toEqual(["2025-03-03"]);
  });

  it("keeps a dentist visit, lunch and pizza out of the work and title of a day's bullets", () => {
    const notes = "Wed Feb 26\n- dentist 9am\n- lunch w/ Sarah from BDC re: line of credit\n- ran demand defrost at -15C for 12h. 7 defrosts, COP 2.21.\n- ordered pizza for Friday team thing";
    const [row] = rows(notes);
    expect(row!.work).toBe("Ran demand defrost at -15C for 12h.");
    expect(`${row!.title} ${row!.result}`).not.toMatch(/dentist|pizza|lunch/i);
  });

  it("drops the budget meeting that opens a sentence about the work", () => {
    const notes = "Monday, 10 March 2025 — Spent the morning on the quarterly budget review with finance, then mounted the B-07 brackets in the rig at 4.5 kN.";
    const [row] = rows(notes);
    expect(`${row!.title} ${row!.work}`).not.toMatch(/budget|finance/);
    expect(row!.work).toMatch(/^Mounted the B-07 brackets/);
  });

  it("keeps invoices that are the data of the work", () => {
    const notes = "2024-08-06: Fine-tuned LayoutLMv3 on 1,200 labelled invoices for 5 epochs. Field F1 0.91.";
    expect(rows(notes)[0]!.work).toMatch(/^Fine-tuned LayoutLMv3 on 1,200 labelled invoices/);
  });

  it("titles a topic-tagged bullet by its work, and reads a design's version as its name", () => {
    const notes = "Mon Feb 24\n- defrost: logged the stock time-based defrost on the test unit at -15C for 12h. COP avg 2.05.\n\nWed Feb 26\n- demand defrost v1: trigger when coil dT > 8K for 10 min. 7 defrosts, COP 2.21.";
    const got = rows(notes);
    expect(got[0]!.title).toMatch(/^Logging the stock time-based defrost/);
    expect(got[1]!.work).toBe("Demand defrost v1: trigger when coil dT over 8K for 10 min.");
  });
});

describe("LOGBOOK on terse wet-lab shorthand", () => {
  it("spells out process shorthand and keeps pH as written", () => {
    const [a, b] = rows("3/4  pH 9.0 alk ext, 1:10 flour:water, 45min @ 25C. yld 18.2%.\n3/11 UF 10kDa, diafilt 3 vol, 40C ext. yld 23.5%, memb flux dropped 40%.");
    expect(a!.work).toBe("pH 9.0 alkaline extraction, 1:10 flour:water, 45 min at 25C.");
    expect(a!.title).toMatch(/^pH 9\.0 alkaline extraction/);
    expect(a!.result).toMatch(/^Yield 18\.2%/);
    expect(b!.work).toBe("Ultrafiltration (UF) 10kDa, diafiltration 3 volumes, 40C extraction.");
    expect(b!.result).toMatch(/membrane flux/);
  });

  it("leaves 'ext' that is not an extraction as written", () => {
    expect(rows("2025-03-04: switched the MCU to the ext clock, 32 kHz. Drift 4 ppm.")[0]!.work).toMatch(/ext clock/);
  });

  it("reads an arrow that opens a sentence before a command as the next step", () => {
    const [row] = rows("3/6  ran the same at 40C. yld 21.0%. beany still bad. → test UF instead of isoelectric ppt");
    expect(row!.nextSteps).toMatch(/^Test ultrafiltration \(UF\) instead of isoelectric/);
    expect(row!.result).not.toMatch(/ultrafiltration|UF/);
  });
});

describe("LOGBOOK on hypotheses stated in asides, aims, questions and French", () => {
  it("reads a labelled aside in brackets as its field, and a dose's participle as an adjective", () => {
    const [row] = rows("2025-03-12: 0.5% cultured dextrose, baked 5 min longer (idea: lower aw makes up for less dextrose). Mould on day 9.");
    expect(row!.hypothesis).toBe("Lower aw makes up for less dextrose.");
    expect(row!.work).toBe("0.5% cultured dextrose, baked 5 min longer.");
  });

  it("keeps the question an aim asks after its target", () => {
    const [row] = rows("14.03.2025\nAim: Epoxidise canola oil; test if lowering temperature to 50 °C reduces ring-opening.\nMethod: 200 g oil, 50 °C, 6 h.");
    expect(row!.hypothesis).toMatch(/lowering temperature to 50 °C reduces ring-opening/);
  });

  it("reads 'the question is whether' and French 'on pense que' as hypotheses, and titles no relative-clause stub", () => {
    const [a, b, c] = rows(
      [
        "2025-03-10: Mounted the B-07 brackets in the rig at 4.5 kN; the question we're trying to answer is whether the bracket survives 10^6 cycles.",
        "2025-03-12: Essai #2: lit à 10 cm. On pense que le lit plus mince va laisser l'air traverser uniformément.",
        "2025-03-14: Specimens 2 and 3 came off. Sectioning showed voids of 3%, which is far above the 1% the process should give, so our working theory is that the pressure isn't reaching the radius.",
      ].join("\n"),
    );
    expect(a!.hypothesis).toMatch(/is whether the bracket survives/);
    expect(b!.hypothesis).toMatch(/^On pense que le lit plus mince/);
    expect(b!.title).not.toMatch(/on pense/i);
    expect(c!.title).not.toMatch(/which/);
  });
});

describe("LOGBOOK on a chat's talk and on records named by their kind", () => {
  it("keeps greetings and bare acknowledgements out of a chat day's work", () => {
    const chat = "——— Tue 4 Mar ———\n[09:12] Sam Chen: morning! anyone want coffee\n[09:40] Aisha K: kicked off the LambdaMART retrain on the Feb click logs\n[11:05] Aisha K: done. NDCG@10 0.412 vs 0.398";
    const [row] = rows(chat);
    expect(row!.work).toBe("Kicked off the LambdaMART retrain on the Feb click logs.");
    expect(`${row!.title} ${row!.work} ${row!.result}`).not.toMatch(/morning|coffee|done/i);
  });

  it("lists branches, build tags, short tickets, '#'-prefixed record ids and en-dash ranges as evidence", () => {
    const notes = "2025-02-12: Implemented the filter (branch feature/nlms-filter). Firmware build fw-0.9.3-rc2. Logged in JIRA RANK-88. Assays LIMS #A-55102. Photos IMG_0412–0415. Build 4 passed.";
    expect(rows(notes)[0]!.evidence).toEqual(["feature/nlms-filter", "fw-0.9.3-rc2", "RANK-88", "A-55102", "IMG_0412–0415"]);
  });
});

describe("LOGBOOK on a bench notebook's page headings", () => {
  it("dates each page by the ordinal day after its page number, so no page's work is lost", () => {
    const notes = [
      "Lab notebook — epoxidation",
      "p. 112 — March 3rd",
      "Ran 200 g oil with performic acid at 60 °C for 4 h. Conversion 78% by titration.",
      "p. 113 — March 5th",
      "Repeated at 50 °C for 6 h. Conversion 88%, less ring opening.",
      "p. 114 — March 10th 2025",
      "Scaled to 1 kg, same ratios. Conversion 86%.",
    ].join("\n");
    const { entries } = logbook(notes).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-03-03", "2025-03-05", "2025-03-10"]);
    expect(entries[0]!.work).toContain("Ran 200 g oil");
    expect(entries.every((e) => !e.title.includes("p. 11"))).toBe(true);
  });
});
