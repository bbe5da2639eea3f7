import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const datesOf = (notes: string) => logbook(notes).output.entries.map((e) => e.date);

describe("LOGBOOK: what is not the R&D opens no row", () => {
  it("drops a calendar's lunch, a networking breakfast with no technical work and a chat's reminder", () => {
    expect(datesOf("Thursday, May 08, 2025\n  9:00 AM - 2:00 PM    Cast panels D and E\n\nFriday, May 09, 2025\n  12:00 PM - 1:00 PM   Lunch – team (Cosmos)")).toEqual(["2025-05-08"]);
    expect(datesOf("2025-11-06: Welded five coupons.\n\n2025-11-07: The team attended the networking breakfast; no technical work.")).toEqual(["2025-11-06"]);
    expect(datesOf("2025-06-18: Finished top-dress with the Rx.\n\n2025-06-19: Reminder the crop insurance acreage report is due the 25th. Ok will do tonight.")).toEqual(["2025-06-18"]);
  });

  it("drops a pull request's approval and a page's 'Printed:' and 'Prepared by:' lines", () => {
    const notes = ["Printed: Friday, May 16, 2025 8:41 AM", "Prepared by: J.-P. Lavoie", "", "mkowalski commented on Feb 5, 2025", "Hit ratio 83.1% with the sketch.", "", "jtremblay approved these changes on Feb 11, 2025"].join("\n");
    const { entries } = logbook(notes).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-02-05"]);
  });

  it("reads a sheet's '-' as an empty cell and its 'admin:' row as the office's", () => {
    const notes = ["Run\tDate\tT (°C)\tNotes", "R01\t2025-03-04\t120\tbaseline run, 71% conversion", "-\t2025-03-07\t-\tadmin: ordered 2 H2 cyl from Linde", "R05\t2025-03-11\t-\treactor O-ring leak, aborted"].join("\n");
    const { entries } = logbook(notes).output;
    expect(entries.map((e) => e.date)).toEqual(["2025-03-04", "2025-03-11"]);
    expect(JSON.stringify(entries)).not.toMatch(/"\.|\. \./);
  });
});
