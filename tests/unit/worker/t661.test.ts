import { describe, expect, it } from "vitest";
import { countWords } from "@/lib/shared/limits";
import { T661_LINES } from "@/lib/worker/schemas";
import * as F from "./fixtures";
import { t661 } from "./helpers";

const IDS = ["242", "244", "246"] as const;

// About 5,000 words of distinct, claim-like sentences: far more than the three lines can hold.
function longProject(): string {
  const parts: string[] = [];
  for (let i = 1; i <= 60; i += 1) {
    parts.push(
      `It was not clear whether controller variant ${i} could keep the motor within ${i % 7} rpm of target at ${100 + i} N load, and existing vendor firmware could not do it.`,
      `We expected that feed-forward gain ${i} would reduce overshoot below ${2 + (i % 5)}% for this load case.`,
      `In run ${i} we tested gain set ${i} on the dynamometer against the PID baseline and measured ${10 + (i % 9)} ms settling time with ${i % 4} rpm ripple.`,
      `We learned that configuration ${i} is limited by encoder quantisation rather than loop bandwidth, which was not known before this trial.`,
    );
  }
  return parts.join(" ");
}

describe("T661 drafting", () => {
  it("drafts each line from the matching material, under the CRA questions", () => {
    const { output } = t661(F.COMPRESSION);
    for (const id of IDS) {
      const line = output.lines[id];
      expect(line.question).toBe(T661_LINES[id].question);
      expect(line.wordLimit).toBe(T661_LINES[id].wordLimit);
      expect(line.text.length).toBeGreaterThan(0);
      expect(line.wordCount).toBe(countWords(line.text));
    }
    expect(output.lines["242"].text).toMatch(/^The work was carried out to resolve the following technological uncertainties: /);
    expect(output.lines["242"].text).toContain("Existing codecs could not meet both limits.");
    expect(output.lines["244"].text).toContain("We built three prototypes over four months.");
    expect(output.lines["246"].text).toContain("We learned that the ratio depends far more on detecting regime changes");
    expect(output.warnings.filter((w) => /^Line 24\d: no /.test(w))).toEqual([]);
  });

  it("writes in the first person plural and the past tense", () => {
    const { output } = t661(F.COATING);
    expect(output.lines["244"].text).toContain("We tested twelve formulations");
    expect(output.lines["244"].text).not.toMatch(/\bI tested\b/);
    const ml = t661(F.DEFECT_ML).output;
    expect(ml.lines["244"].text).toContain("We only had 180 labelled defect images");
  });

  it("never exceeds the word limits on a very long input, cutting between sentences", () => {
    const input = longProject();
    expect(countWords(input)).toBeGreaterThan(4500);
    const { output } = t661(input);
    for (const id of IDS) {
      const line = output.lines[id];
      expect(line.wordCount).toBe(countWords(line.text));
      expect(line.wordCount).toBeLessThanOrEqual(T661_LINES[id].wordLimit);
      expect(line.wordCount).toBeGreaterThan(T661_LINES[id].wordLimit * 0.8);
      expect(line.text).toMatch(/[.!?]$/);
      expect(output.warnings.some((w) => w.startsWith(`Line ${id}:`) && w.includes("did not fit"))).toBe(true);
    }
  });

  it("warns about each line that has no material", () => {
    const { output } = t661(F.CACHING);
    expect(output.lines["242"].text).toBe("");
    expect(output.lines["242"].wordCount).toBe(0);
    expect(output.warnings).toContain(
      "Line 242: no technological uncertainty was described; state what was not known at the start and why standard practice could not resolve it.",
    );
    expect(output.lines["244"].text).toContain("We tried three different ways of caching the results");
  });

  it("leaves excluded work out of the draft and says why", () => {
    const { output, markdown } = t661(F.SHOPIFY);
    for (const id of IDS) expect(output.lines[id].text).toBe("");
    expect(output.warnings.some((w) => w.startsWith("Routine or excluded work (Routine software development with known techniques)"))).toBe(true);
    expect(output.warnings.filter((w) => /^Line 24\d: no /.test(w))).toHaveLength(3);
    expect(markdown).toContain("### Line 242 — What scientific or technological uncertainties did you attempt to overcome?");
    expect(markdown).toContain("(0 / 350 words)");
  });

  it("lists as sources only the files whose excerpts were used", () => {
    const files = [
      F.file("f1", "bench-results.pdf", ["Run 14 on 2025-02-03: the third prototype reached a 4.3x ratio at 11 ms, which showed that regime detection dominates the gain."]),
      F.file("f2", "invoice.pdf", ["Invoice 2231. Total due: $4,500. Payment terms net 30."]),
      F.file("f3", "empty.pdf", []),
    ];
    const { output, markdown } = t661(F.NO_RECORDS, { files });
    expect(output.sources).toEqual([{ fileId: "f1", filename: "bench-results.pdf" }]);
    expect(output.lines["246"].text).toContain("the third prototype reached a 4.3x ratio");
    expect(markdown).toContain("### Sources\n- bench-results.pdf");
  });

  it("renders each line with its question and word count", () => {
    const { markdown, output } = t661(F.COATING);
    for (const id of IDS) {
      expect(markdown).toContain(`### Line ${id} — ${T661_LINES[id].question}`);
      expect(markdown).toContain(`*(${output.lines[id].wordCount} / ${T661_LINES[id].wordLimit} words)*`);
    }
  });
});
