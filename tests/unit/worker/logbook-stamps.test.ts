import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on the stamps trackers put after their messages", () => {
  it("dates a stamp whose slash date reads both ways by the order the notes' other dates show", () => {
    const jira = [
      "PLOW-214  Dynamic re-routing when a street segment is blocked",
      "--- Activity (oldest first) ---",
      "Dana Whitfield commented — 3/10/2025 4:48 PM",
      "  Baseline: full re-solve on the Laval test graph takes 47 s per blockage event.",
      "Dana Whitfield commented — 3/12/2025 5:30 PM",
      "  Implemented incremental repair (PR #88). On 50 events: median 3.1 s, p95 9.4 s.",
      "Dana Whitfield commented — 3/14/2025 2:05 PM",
      "  Capped the neighbourhood at 3 routes in PR #91: p95 4.6 s.",
    ].join("\n");
    const got = rows(jira);
    expect(got.map((e) => e.date)).toEqual(["2025-03-10", "2025-03-12", "2025-03-14"]);
    expect(got[1]!.work).toMatch(/^Implemented incremental repair/);
  });
});

describe("LOGBOOK on a bench notebook's page lines", () => {
  it("dates 'p.41   12-May-25 (Mon)' by its day, without the page or weekday in the row", () => {
    const notes = "p.41   12-May-25 (Mon)\nAl 6061 coupons (n=6), bend test: 4/6 peeled.\n\np.43   14-May-25 (Wed)\ndouble zincate, otherwise same. bend: 1/6 peel.";
    const got = logbook(notes).output.entries;
    expect(got.map((e) => e.date)).toEqual(["2025-05-12", "2025-05-14"]);
    for (const e of got) expect(`${e.title} ${e.work}`).not.toMatch(/p\.4\d|May-25|\(Mon\)|\(Wed\)/i);
  });
});

describe("LOGBOOK on how many things a change was run on", () => {
  it("reads 'On 50 random blockage events:' as the work and what follows as its result", () => {
    const [row] = logbook("2025-03-12\nImplemented incremental repair (PR #88). On 50 random blockage events: median 3.1 s, p95 9.4 s.").output.entries;
    expect(row!.work).toBe("Implemented incremental repair (PR #88). Ran it on 50 random blockage events.");
    expect(row!.result).toBe("Median 3.1 s, p95 9.4 s.");
    expect(row!.title).toBe("Implementing incremental repair");
  });
});
