import { describe, expect, it } from "vitest";
import { readLabel } from "@/lib/worker/builtin/t661/labels";
import { draftText } from "@/lib/worker/builtin/t661/voice";
import { toClaimVoice } from "@/lib/worker/builtin/text/rewrite";

// How a sentence is written into a line once its label is read: no label left in the text, no
// question with a full stop, no note without a verb.

describe("T661 labels that say what was not known", () => {
  it("reads 'What we did not know:' and 'Why it was not known:' as the unknown, and strips them", () => {
    const a = readLabel("What we did not know: if a peat carrier keeps the spores alive for a year.");
    expect(a.kind).toBe("uncertainty");
    expect(draftText(a)).toBe("We did not know if a peat carrier keeps the spores alive for a year.");
    const b = readLabel("Why it was not known: the spores die when the pellet dries.");
    expect(b.kind).toBe("uncertainty");
    expect(b.rest).toBe("the spores die when the pellet dries.");
  });
});

describe("T661 a yes-or-no question about the work", () => {
  it("is written as what was not known", () => {
    expect(draftText(readLabel("Unknown: can thermal cameras on a belt tell bruised apples from sound ones at 8 per second."))).toBe(
      "We did not know whether thermal cameras on a belt could tell bruised apples from sound ones at 8 per second.",
    );
    expect(draftText(readLabel("Could a two-tier index keep p99 under 50 ms?"), "uncertainty")).toBe("We did not know whether a two-tier index could keep p99 under 50 ms.");
  });
});

describe("T661 an attempt named by the thing used", () => {
  it("drafts 'Attempt 1: a … antenna mounted over the deck' with 'We used', and leaves an attempt with its own verb alone", () => {
    expect(draftText(readLabel("Attempt 1: a commercial 900 MHz probe mounted over the conveyor."))).toBe("We used a commercial 900 MHz probe mounted over the conveyor.");
    expect(draftText(readLabel("Attempt 2: a thinner probe failed to reach the core."))).toBe("A thinner probe failed to reach the core.");
  });
});

describe("T661 notes without a subject", () => {
  it("gives 'We' to a note opening on a past verb the tables do not list, and to a later clause of our work", () => {
    expect(toClaimVoice("Calcined 18 samples at 600-800 °C with 5% lime.")).toBe("We calcined 18 samples at 600-800 °C with 5% lime.");
    expect(toClaimVoice("Iron came through at 900 ppm in early runs, added a pH 9 polishing step.")).toBe("Iron came through at 900 ppm in early runs, and we added a pH 9 polishing step.");
  });

  it("leaves a participle before its own verb, a named subject and a list of steps as written", () => {
    expect(toClaimVoice("Calcined samples cracked within 2 days.")).toBe("Calcined samples cracked within 2 days.");
    expect(toClaimVoice("Our chemist, Sophie, made 35 formulations.")).toBe("Our chemist, Sophie, made 35 formulations.");
    expect(toClaimVoice("Panels were sprayed, cured and put in a salt spray test.")).toBe("Panels were sprayed, cured and put in a salt spray test.");
  });
});

describe("T661 a list of what was tried, and a note joined to a listed verb", () => {
  it("drafts 'What we tried: the vendor's OCR with their recommended lighting, then …' with 'We used'", () => {
    expect(draftText(readLabel("What we tried: the scanner maker's decoder with their suggested settings, then a ring light, then our own model."))).toBe(
      "We used the scanner maker's decoder with their suggested settings, then a ring light, then our own model.",
    );
  });

  it("gives 'We' to 'Pulled cores every 3 months and measured …'", () => {
    expect(toClaimVoice("Pulled cores every 3 months and measured rebar mass loss.")).toBe("We pulled cores every 3 months and measured rebar mass loss.");
  });
});

describe("T661 an order under a goal heading", () => {
  it("drafts 'Detect corrosion of rebar without coring.' in line 242 as the goal", () => {
    expect(draftText(readLabel("Detect corrosion of rebar in bridge decks without coring."), "uncertainty")).toBe("Our goal was to detect corrosion of rebar in bridge decks without coring.");
    expect(draftText(readLabel("Need a sensor that survives salt."), "uncertainty")).toBe("Need a sensor that survives salt.");
  });
});

describe("T661 a 'Solution:' label", () => {
  it("is stripped without naming a line", () => {
    const label = readLabel("Solution: the 6 mm fin spacing kept drivers 17 °C cooler than stock.");
    expect(label.kind).toBeNull();
    expect(draftText(label)).toBe("The 6 mm fin spacing kept drivers 17 °C cooler than stock.");
  });
});

describe("T661 a belief still held", () => {
  it("keeps 'we think' before a clause in the present, and puts a belief about the past in the past", () => {
    expect(toClaimVoice("We think the flue pan is fouling faster than expected.")).toBe("We think the flue pan is fouling faster than expected.");
    expect(toClaimVoice("We think the pan fouled in March.")).toBe("We thought the pan fouled in March.");
  });
});

describe("T661 a labelled list that opens on a count", () => {
  it("drafts 'Experiments: 12 trays, a cold shock of …' with 'We used'", () => {
    expect(draftText(readLabel("Experiments: 12 trays, a cold shock of 2 or 4 °C for 24 h, plus controls."))).toBe("We used 12 trays, a cold shock of 2 or 4 °C for 24 h, plus controls.");
  });
});

describe("T661 a label numbered by a letter", () => {
  it("reads 'Project B -' and 'Trial C:' as labels, numbered by their letter", () => {
    expect(readLabel("Project B - a new website for our wine club.").kind).toBe("context");
    const trial = readLabel("Trial C: we doubled the fan speed.");
    expect(trial.kind).toBe("experiment");
    expect(trial.rest).toBe("we doubled the fan speed.");
  });
});

describe("T661 hypotheses named by their number", () => {
  it("reads 'H1:' as a hypothesis label and drafts 'We hypothesised that …'", () => {
    const label = readLabel("H1: a thinner wall would cool faster and cut cycle time by 20%.");
    expect(label.kind).toBe("hypothesis");
    expect(draftText(label)).toBe("We hypothesised that a thinner wall would cool faster and cut cycle time by 20%.");
  });
});
