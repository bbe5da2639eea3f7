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
