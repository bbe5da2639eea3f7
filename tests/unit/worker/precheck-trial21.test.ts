import { describe, expect, it } from "vitest";
import { CRITERION_CUES } from "@/lib/worker/builtin/lexicon";
import { practiceShortfall } from "@/lib/worker/builtin/practice";
import { tokensOf } from "@/lib/worker/builtin/text/tokens";

// Trial 21's findings: words of practice that name no practice, and "experimental" as a label.

describe("standard practice named as the subject", () => {
  it("reads the practice a sentence opens on, not one a phrase only places it in", () => {
    expect(practiceShortfall(tokensOf("The usual method takes three days per batch."))).toBeGreaterThan(0);
    expect(practiceShortfall(tokensOf("In the industry this is called the crop husbandry strategy for a variety."))).toBe(0);
  });

  it("takes neither a person's own past nor the claim's paperwork for a practice", () => {
    expect(practiceShortfall(tokensOf("Their prior experience decides which lessons come first, but the match was poor."))).toBe(0);
    expect(practiceShortfall(tokensOf("Documentation of the research costs was not enough for the CRA."))).toBe(0);
    expect(practiceShortfall(tokensOf("Prior work on this alloy could not reach 400 MPa."))).toBeGreaterThan(0);
  });
});

describe("experimental as a label", () => {
  const experiments = CRITERION_CUES.systematic_investigation.filter((c) => c.facet === "experiments");
  const hits = (text: string) => experiments.some((c) => new RegExp(`\\b(?:${c.source})`).test(text));

  it("is no experiment in a house, a feature flag or an expense", () => {
    expect(hits("the experimental house is open to buyers")).toBe(false);
    expect(hits("the app ships experimental features behind a flag")).toBe(false);
    expect(hits("we booked the experimental expenses in one account")).toBe(false);
  });

  it("still is in experimental runs and an experimental alloy", () => {
    expect(hits("the experimental runs at 40 bar")).toBe(true);
    expect(hits("an experimental alloy with 2% scandium")).toBe(true);
  });
});
