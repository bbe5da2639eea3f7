import { describe, expect, it } from "vitest";
import { yesterdayOf } from "@/lib/worker/builtin/logbook/relative";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on an Outlook thread, newest first", () => {
  const thread = [
    "From: Nadia Petrov <npetrov@lumenmed.ca>",
    "Sent: Thursday, February 20, 2025 4:12 PM",
    "Subject: RE: PVP coating delamination",
    "",
    "All — batch B-0219 went through flex tests this morning: 0 of 20 catheters delaminated.",
    "Nadia",
    "",
    "-----Original Message-----",
    "From: Nadia Petrov",
    "Sent: Tuesday, February 18, 2025 9:30 AM",
    "Subject: RE: PVP coating delamination",
    "",
    "Quick one: yesterday (Mon 17th) I ran contact angle on the Pebax tubing: 92° untreated, 21° after 60 s plasma.",
  ].join("\n");

  it("dates a sentence that opens on 'yesterday (Mon 17th)' by that day, and keeps the date words out of the work", () => {
    const got = rows(thread);
    expect(got.map((e) => e.date)).toEqual(["2025-02-17", "2025-02-20"]);
    expect(got[0]!.work).toMatch(/^Ran contact angle on the Pebax tubing/);
  });

  it("leaves Outlook's quoted-message rule and the greeting to the whole list out of the rows", () => {
    for (const e of rows(thread)) expect(`${e.title} ${e.work} ${e.result}`).not.toMatch(/Original Message|^All\b|\bAll\./);
  });

  it("reads the bracketed day within the week before, and the day before without one", () => {
    expect(yesterdayOf("Yesterday (Mon 17th) I ran it", "2025-02-18")?.iso).toBe("2025-02-17");
    expect(yesterdayOf("Yesterday we poured TP-2", "2025-03-01")?.iso).toBe("2025-02-28");
    expect(yesterdayOf("Yesterday's batch was fine", "2025-03-01")).toBeNull();
  });
});
