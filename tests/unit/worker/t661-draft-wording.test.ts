import { describe, expect, it } from "vitest";
import { readLabel } from "@/lib/worker/builtin/t661/labels";
import { draftText } from "@/lib/worker/builtin/t661/voice";

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
