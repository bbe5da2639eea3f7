import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const only = (notes: string) => logbook(notes).output.entries[0]!;

describe("LOGBOOK: the question a row tests, however it is put", () => {
  it("reads a request's 'Purpose: check whether …' as its hypothesis", () => {
    const row = only("2025-07-03: Test: bottle roll BR-1, 48 h.\nPurpose: check whether thiosulfate avoids the preg-robbing seen with cyanide.\nResults: Au extraction 68.2%.");
    expect(row.hypothesis).toMatch(/thiosulfate avoids the preg-robbing/);
    expect(row.work).not.toMatch(/preg-robbing/);
  });

  it("reads a notebook's 'Question: does …?' as its hypothesis", () => {
    const row = only("2025-05-06: Question: does LGE at 30% replacement keep Tg above 120 °C?\nRan dynamic DSC on LGE0 and LGE30.");
    expect(row.hypothesis).toMatch(/keep Tg above 120 °C/);
    expect(row.result).toBe("");
  });

  it("reads 'should bring it under 5 uA' and 'shld stabilize' as predictions", () => {
    expect(only("2025-01-16: Forced cold sleep. Forcing cold sleep with RTC wake should bring it under 5 uA.").hypothesis).toMatch(/should bring it under 5 uA/);
    expect(only("2025-03-11: Ran R05 with CuZn-B. Al dopant shld stabilize Cu+.").hypothesis).toMatch(/should stabilize Cu\+/);
  });
});
