import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a chat export with a name and a time above each message", () => {
  const notes = [
    "Priya Nair  9:14 AM  (May 6)",
    "ran the salt spray on the 3 primer variants overnight, 24h cycle. variant B blistered at the scribe",
    "Tom Becker  9:20 AM",
    "is B the high zinc one?",
    "",
    "Tom Becker  2:02 PM  (May 8)",
    "reformulated B at 8% zinc phosphate and sprayed 6 new panels. They go in the chamber tomorrow.",
  ].join("\n");

  it("dates the rows by the header's date and keeps names and times out of the fields", () => {
    const entries = rows(notes);
    expect(entries.map((e) => e.date)).toEqual(["2025-05-06", "2025-05-08"]);
    expect(JSON.stringify(entries)).not.toMatch(/Priya Nair|Tom Becker|9:14/);
  });

  it("does not run one message on into the next", () => {
    const [first] = rows(notes);
    expect(first!.result).not.toMatch(/scribe is B/);
  });

  it("reads what happened to a named thing as the result, and a time ahead as the plan", () => {
    const [first, second] = rows(notes);
    expect(first!.work).toBe("Ran the salt spray on the 3 primer variants overnight, 24h cycle.");
    expect(first!.result).toMatch(/^Variant B blistered at the scribe\./);
    expect(second!.work).toBe("Reformulated B at 8% zinc phosphate and sprayed 6 new panels.");
    expect(second!.nextSteps).toBe("They go in the chamber tomorrow.");
    expect(second!.title).toBe("Reformulating B at 8% zinc phosphate and sprayed 6 new panels");
  });
});

describe("LOGBOOK on voice-memo transcripts dated 'Mon 3rd'", () => {
  const memo = (heading: string) =>
    [
      heading,
      "",
      "Mon 3rd, 8:10 AM",
      "Right so, um, this morning we swapped the screen pack on line 2 to the 120 mesh, uh, because of the gels. Ran it for two hours. Gel count went from like 40 per square metre down to 12.",
      "",
      "Tues 4th, 3:30 PM",
      "Okay, 100 mesh on line 2 today. Gels were 15 per square metre and pressure 290 bar.",
    ].join("\n");

  it("reads the day in the month a heading names", () => {
    expect(rows(memo("Extrusion line voice memos, March 2025")).map((e) => e.date)).toEqual(["2025-03-03", "2025-03-04"]);
  });

  it("reads the day in the month of the notes' year where the weekday falls on it when no month is named", () => {
    // 3 February 2025 is the year's first Monday the 3rd.
    expect(rows(memo("Extrusion line voice memos")).map((e) => e.date)).toEqual(["2025-02-03", "2025-02-04"]);
  });

  it("reads 'Tues 4th' after a dated row in that row's month", () => {
    const entries = rows("2025-06-02 ran the baseline on line 2, 40 gels/m2\n\nTues 10th\nran the 100 mesh, 15 gels/m2");
    expect(entries.map((e) => e.date)).toEqual(["2025-06-02", "2025-06-10"]);
  });

  it("writes the work without the time of day before who did it, and titles it by that work", () => {
    const [first] = rows(memo("March 2025"));
    expect(first!.work).toMatch(/^Swapped the screen pack on line 2 to the 120 mesh/);
    expect(first!.title).toBe("Swapping the screen pack on line 2 to the 120 mesh");
  });
});

describe("LOGBOOK on a notebook with a time and a dash before each entry", () => {
  it("drops the dash after the time", () => {
    const [row] = rows("Tues 3rd June 2025\n09:30 - started F-21, 0.1% antifoam A at inoculation\n13:00 - foam 4 cm at peak (F-20 without antifoam: 11 cm)");
    expect(row!.date).toBe("2025-06-03");
    expect(row!.work).toBe("Started F-21, 0.1% antifoam A at inoculation.");
    expect(row!.result).toBe("Foam 4 cm at peak (F-20 without antifoam: 11 cm).");
  });
});

describe("LOGBOOK on a reply whose attribution line is not quoted", () => {
  it("dates the quoted message by the attribution and keeps the header out of the fields", () => {
    const notes = [
      "We ran the modified seed tube with the 15° chamfer on the north field today, 2 ha. No clogs at all.",
      "",
      "On Tue, Jun 3, 2025 at 9:40 AM Lena Ortiz <lena@agritech.ca> wrote:",
      "> The standard tube clogged 7 times on 2 ha today in the north field.",
    ].join("\n");
    const quoted = rows(notes).find((e) => e.date === "2025-06-03");
    expect(quoted).toBeDefined();
    expect(JSON.stringify(quoted)).not.toMatch(/wrote|9:40|lena@/);
    expect(quoted!.result).toBe("The standard tube clogged 7 times on 2 ha today in the north field.");
  });
});

describe("LOGBOOK result rules", () => {
  const row = (text: string) => rows(`2025-04-02\n${text}`)[0]!;

  it("reads 'No X at all' after work as the result", () => {
    const r = row("Ran the modified tube on the north field. No clogs at all, against 7 on the standard tube.");
    expect(r.work).toBe("Ran the modified tube on the north field.");
    expect(r.result).toBe("No clogs at all, against 7 on the standard tube.");
  });

  it("does not read a participle inside a set-up ('Laser cleaning pass (pulsed, 100 W)') or after 'then' as what happened", () => {
    expect(row("Laser cleaning pass (pulsed, 100 W) on lot C tabs before welding. Pull 240 N.").work).toMatch(/^Laser cleaning pass/);
    expect(row("Fermented it down to 3.5 g/L, then force carbonated in the keg and bottled.").work).toMatch(/force carbonated in the keg/);
  });

  it("does not join a second piece whose object is a pronoun to the title", () => {
    expect(row("Swapped the screen pack to the 120 mesh. Ran it for two hours.").title).toBe("Swapping the screen pack to the 120 mesh");
  });
});

describe("LOGBOOK work opened by a past tense the lexicon does not hold", () => {
  it("keeps it as written instead of reading it as settings of the last experiment", () => {
    const entries = rows("2025-05-06\nRan the salt spray on the 3 primer variants overnight.\n\n2025-05-08\nreformulated B at 8% zinc phosphate, sprayed 6 new panels");
    expect(entries[1]!.work).toBe("Reformulated B at 8% zinc phosphate, sprayed 6 new panels.");
  });
});
