import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const only = (notes: string) => logbook(notes).output.entries[0]!;

describe("LOGBOOK: a guess put with a question mark", () => {
  it("reads a statement ending in '?' as the writer's guess at the cause", () => {
    const row = only("2025-06-16: Repeated dry-soil chamber run at 6% moisture. Coated 38%, uncoated 35%. SAP swells but soil pulls water back out below about 7%?");
    expect(row.hypothesis).toBe("SAP swells but soil pulls water back out below about 7%?");
    expect(row.result).not.toMatch(/SAP swells/);
  });

  it("leaves a question, a one-word guess and a question to someone where they were", () => {
    expect(only("2025-04-16: Rack 5 at 0.5 m/s. Tipburn 21%. Is it the air speed or the humidity??").hypothesis).toBe("");
    expect(only("2025-03-13: Reuse cycle 2. Conversion dropping 4% per cycle, sinter?").hypothesis).toBe("");
    expect(only("2025-01-20: Coated 40 bodies. Pinholes 9/40. So ask the foundry about impregnating the flange faces?").hypothesis).toBe("");
  });
});
