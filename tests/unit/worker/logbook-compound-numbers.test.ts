import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

describe("LOGBOOK: a number joined to its word", () => {
  it("titles '4-pt bending tests – panels A, B, C' by the tests, not as a count", () => {
    const row = logbook("2025-05-05: 4-pt bending tests – panels A, B, C. Loaded to failure. Stiffness A 88%, B 86%.").output.entries[0]!;
    expect(row.title).toMatch(/^4-pt bending tests/);
  });
});
