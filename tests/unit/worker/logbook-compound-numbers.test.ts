import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

describe("LOGBOOK: a number joined to its word", () => {
  it("titles '4-pt bending tests – panels A, B, C' by the tests, not as a count", () => {
    const notes = ["Monday, May 05, 2025", "  8:00 AM - 5:00 PM    4-pt bending tests – panels A, B, C", "                       Notes: Loaded to failure. Stiffness A 88%, B 86%."].join("\n");
    const row = logbook(notes).output.entries[0]!;
    expect(row.title).toMatch(/^4-pt bending tests/);
  });
});
