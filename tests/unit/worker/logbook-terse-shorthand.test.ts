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

describe("LOGBOOK spells out a figure glued to its unit and a capacity", () => {
  it("writes '2.61V' and '58min' apart, keeps a C-rate and a temperature, and reads 'cap 71%' as capacity", () => {
    expect(spelledOut("cell 9 sagged (2.61V cutoff @ 58min)", "base")).toBe("cell 9 sagged (2.61 V cutoff at 58 min)");
    expect(spelledOut("0.5C dischg at 25C", "base")).toBe("0.5C discharge at 25C");
    expect(spelledOut("cap 71% of ref", "base")).toBe("capacity 71% of ref");
    expect(spelledOut("neighbourhood cap (3 routes)", "base")).toBe("neighbourhood cap (3 routes)");
    expect(spelledOut("AC self-heat 1kHz 2A pk", "base")).toBe("AC self-heat 1 kHz 2 A peak");
  });
});

describe("LOGBOOK names a terse bare step after the idea before it", () => {
  it("writes '… could get >85% — try next wk' as trying that idea next week", () => {
    const [row] = logbook("3/18/2025\nrerun -20C 0.5C w/ S4: cap 78%. thinking self-heat via 1kHz AC ripple could get >85% — try next wk.").output.entries;
    expect(row!.nextSteps).toBe("Try self-heat via 1 kHz AC ripple next week.");
  });
});
