import { describe, expect, it } from "vitest";
import { hasAny, phraseIndex, phrases, tokensOf } from "@/lib/worker/builtin/text/tokens";

// A long text's words are gathered once for the many word sets asked of it; the answers must be those
// of a plain reading.

const words = new Set(["coupon", "cured"]);
const list = phrases(["the coating", "forty coupons"]);

describe("tokens of a long text", () => {
  it("answer word sets and phrases as a plain reading does", () => {
    const text = "the coating was applied to forty coupons and cured ".repeat(200);
    const tokens = tokensOf(text);
    expect(tokens.length).toBeGreaterThan(500);
    expect(tokensOf(text)).toBe(tokens);
    expect(hasAny(tokens, words)).toBe(true);
    expect(hasAny(tokens, new Set(["absent"]))).toBe(false);
    expect(phraseIndex(tokens, list)).toBe(0);
    expect(phraseIndex(tokens, phrases(["forty coupons"]))).toBe(5);
    expect(phraseIndex(tokens, phrases(["forty cured"]))).toBe(-1);
  });

  it("read a short text as before", () => {
    const tokens = tokensOf("We cured forty coupons.");
    expect(hasAny(tokens, words)).toBe(true);
    expect(phraseIndex(tokens, phrases(["forty coupons"]))).toBe(2);
  });
});
