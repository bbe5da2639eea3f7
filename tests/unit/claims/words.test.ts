import { describe, expect, it } from "vitest";
import { countClaimWords, lineState, WORD_LIMITS } from "@/lib/shared/claim-words";
import { countWords } from "@/lib/shared/limits";

describe("claim word counting", () => {
  it.each([
    ["", 0],
    ["   \n\t ", 0],
    ["One", 1],
    ["We measured latency.", 3],
    // Hyphenated and slashed words are one word each.
    ["a real-time father-in-law", 3],
    ["and/or 06/30/2003 TCP/IP", 3],
    // Numbers are words, with or without units and separators.
    ["12 ms at 3,000 rpm", 5],
    ["2025-03-04: v2.1 cut 60% of 1.5 s", 7],
    // A mark standing alone is not a word; one joined to a word is part of it.
    ["cost – benefit & risk • done", 4],
    ["(a) «quoted» “curly” — end.", 4],
    // Any whitespace separates, including no-break and ideographic spaces.
    ["one\u00a0two\u2003three\u3000four\r\nfive", 5],
    // Letters of any script.
    ["été 測定 données", 3],
  ])("%j has %i words", (text, n) => {
    expect(countClaimWords(text)).toBe(n);
  });

  it("never counts more than the engines' whitespace count, so their drafts stay within the limits", () => {
    for (const text of ["a – b", "x - y / z", "plain words only", "• bullet\n• list"]) {
      expect(countClaimWords(text)).toBeLessThanOrEqual(countWords(text));
    }
    expect(countClaimWords("plain words only")).toBe(countWords("plain words only"));
  });

  it("places a count against its limit with a 10% margin", () => {
    expect(WORD_LIMITS).toEqual({ "242": 350, "244": 700, "246": 350 });
    expect(lineState(0, 350)).toBe("EMPTY");
    expect(lineState(315, 350)).toBe("OK");
    expect(lineState(316, 350)).toBe("NEAR_LIMIT");
    expect(lineState(350, 350)).toBe("NEAR_LIMIT");
    expect(lineState(351, 350)).toBe("OVER_LIMIT");
    expect(lineState(630, 700)).toBe("OK");
    expect(lineState(631, 700)).toBe("NEAR_LIMIT");
  });
});
