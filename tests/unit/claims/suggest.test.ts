import { describe, expect, it } from "vitest";
import { CODES, fieldCodeLabel, GROUPS, isKnownFieldCode } from "@/lib/claims/field-codes";
import { suggestFieldCodes } from "@/lib/claims/suggest";

describe("line-206 codes", () => {
  it("accepts codes of the form under a known group, and names the ones the list holds", () => {
    expect(isKnownFieldCode("2.02.09")).toBe(true);
    expect(isKnownFieldCode("2.03.01")).toBe(true);
    expect(isKnownFieldCode("2.12.01")).toBe(false);
    expect(isKnownFieldCode("5.01.01")).toBe(false);
    expect(isKnownFieldCode("2.02")).toBe(false);
    expect(isKnownFieldCode("2.2.9")).toBe(false);
    expect(fieldCodeLabel("2.02.09")).toBe("Software engineering and technology");
    expect(fieldCodeLabel("2.03.01")).toBe("(Mechanical engineering)");
    expect(fieldCodeLabel("9.99.99")).toBeNull();
  });

  it("keeps every named code under a group, once", () => {
    const groups = new Set(GROUPS.map((g) => g.code));
    for (const c of CODES) expect(groups.has(c.code.slice(0, 4)), c.code).toBe(true);
    expect(new Set(CODES.map((c) => c.code)).size).toBe(CODES.length);
  });
});

describe("field code suggestions", () => {
  it("suggests software engineering for a software project, headline cues first", () => {
    const suggestions = suggestFieldCodes({
      headline: ["Low-latency sync API"],
      body: ["We rebuilt the backend cache so that the database answers under 5 ms.", "", ""],
    });
    expect(suggestions[0]).toMatchObject({ code: "2.02.09", level: "code", label: "Software engineering and technology" });
    expect(suggestions[0]!.cues).toEqual(expect.arrayContaining(["api", "backend", "cache", "database", "latency"]));
  });

  it("names a group when no listed code fits", () => {
    const [first] = suggestFieldCodes({ headline: ["Injection mould cooling"], body: ["Heat transfer in the tooling limited cycle time."] });
    expect(first).toMatchObject({ code: "2.03", level: "group", label: "Mechanical engineering" });
  });

  it("matches cues at the start of words only, in any case", () => {
    expect(suggestFieldCodes({ headline: ["Optical sensor"], body: [] }).map((s) => s.code)).toContain("1.03.09");
    expect(suggestFieldCodes({ headline: ["Synoptic report"], body: [] }).map((s) => s.code)).not.toContain("1.03.09");
  });

  it("is deterministic, at most three, and empty without cues", () => {
    const text = { headline: ["Adaptive codec for sensor data"], body: ["machine learning on the MCU firmware, optical link, soil probes"] };
    const a = suggestFieldCodes(text);
    expect(suggestFieldCodes(text)).toEqual(a);
    expect(a.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < a.length; i++) expect(a[i - 1]!.score).toBeGreaterThanOrEqual(a[i]!.score);
    expect(suggestFieldCodes({ headline: ["Quarterly report"], body: ["Nothing technical here."] })).toEqual([]);
  });
});
