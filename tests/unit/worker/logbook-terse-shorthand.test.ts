import { describe, expect, it } from "vitest";
import { spelledOut } from "@/lib/worker/builtin/logbook/shorthand";
import { logbook } from "./helpers";

describe("LOGBOOK on a battery tester's terse shorthand", () => {
  it("leaves IR as written unless it names imaging, and spells out check and discharge", () => {
    expect(spelledOut("rechk cell 9 IR", "past")).toBe("rechecked cell 9 IR");
    expect(spelledOut("IR cam on the coil", "base")).toBe("infrared camera on the coil");
    expect(spelledOut("0.5C dischg", "base")).toBe("0.5C discharge");
  });

  it("reads an arrow after a swap as what took the part's place", () => {
    const [row] = logbook("3/17/2025\nrechk cell 9 IR: 4.8 mOhm vs avg 3.1. swapped cell 9 -> spare S4.").output.entries;
    expect(row!.work).toBe("Rechecked cell 9 IR. Swapped cell 9 for spare S4.");
    expect(row!.result).toBe("4.8 mOhm against average 3.1.");
  });
});
