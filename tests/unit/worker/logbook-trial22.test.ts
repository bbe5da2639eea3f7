import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

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
