import { describe, expect, it } from "vitest";
import { fromForwardedChain } from "@/lib/http/client-ip";

// The app's server appends the connection's peer to X-Forwarded-For, so the right end of the chain
// is always a real address; what a client sent stands to its left.

describe("the client address from X-Forwarded-For", () => {
  it("is the peer when no proxy is trusted, whatever the client wrote before it", () => {
    expect(fromForwardedChain("203.0.113.9", 0)).toBe("203.0.113.9");
    expect(fromForwardedChain("1.2.3.4, 203.0.113.9", 0)).toBe("203.0.113.9");
    expect(fromForwardedChain("1.2.3.4,5.6.7.8,  203.0.113.9", 0)).toBe("203.0.113.9");
  });

  it("trusts exactly TRUST_PROXY more hops", () => {
    const chain = "6.6.6.6, 203.0.113.9, 10.0.0.5";
    expect(fromForwardedChain(chain, 1)).toBe("203.0.113.9");
    expect(fromForwardedChain(`${chain}, 127.0.0.1`, 2)).toBe("203.0.113.9");
    expect(fromForwardedChain(chain, 2)).toBe("6.6.6.6");
    expect(fromForwardedChain(chain, 9)).toBe("6.6.6.6");
  });

  it("normalises the forms proxies write, and refuses what is not an address", () => {
    expect(fromForwardedChain("::ffff:203.0.113.9", 0)).toBe("203.0.113.9");
    expect(fromForwardedChain("203.0.113.9:51000", 0)).toBe("203.0.113.9");
    expect(fromForwardedChain("[2001:db8::1]:443", 0)).toBe("2001:db8::1");
    expect(fromForwardedChain("evil, not-an-ip", 0)).toBeUndefined();
    expect(fromForwardedChain(null, 0)).toBeUndefined();
    expect(fromForwardedChain(` , ${"1.2.3.4, ".repeat(50_000)}203.0.113.9`, 0)).toBe("203.0.113.9");
  });
});
