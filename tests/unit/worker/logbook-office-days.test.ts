import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on days of the office's business among days of work", () => {
  it("gives no row to a standup, a 1:1 and an expense report, nor to an invoice paid, figures and all", () => {
    const notes = [
      "Tue 4 Mar 2025: measured sleep current 48 uA on the node.",
      "Thu 6 Mar 2025: standup, 1:1 w/ Kev, expense report.",
      "Fri 7 Mar 2025: ordered 20 kg talc, invoice #4471 paid.",
      "Mon 10 Mar 2025: disabled UART pullups, 17.5 uA avg.",
    ].join("\n");
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-03-04", "2025-03-10"]);
  });

  it("gives no row to a team offsite, nor to a French day that says 'rien de technique'", () => {
    const notes = [
      "2025-04-02: coated 6 tubes with PVP, friction 31 g.",
      "2025-04-04: Team offsite planning. Booked the venue in Canmore, sent agenda.",
      "2025-04-08: Réunion avec le comptable. Rien de technique.",
    ].join("\n");
    expect(rows(notes).map((r) => r.date)).toEqual(["2025-04-02"]);
  });
});
