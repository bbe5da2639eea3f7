import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { isRepoFullName } from "@/lib/integrations/github/schemas";
import { keyIdOf, open, seal, sealedWithOldKey, TokenKeyMissingError, type TokenKey } from "@/lib/integrations/github/token-cipher";

const key = (): TokenKey => {
  const k = crypto.randomBytes(32);
  return { id: keyIdOf(k), key: k };
};
const owner = crypto.randomUUID();

describe("GitHub token cipher (AES-256-GCM, key id beside each ciphertext)", () => {
  it("seals under the current key and opens with it, a fresh nonce each time", () => {
    const keys = [key()];
    const a = seal("gho_secret", owner, keys);
    const b = seal("gho_secret", owner, keys);
    expect(a.cipher).toMatch(/^v1:[0-9a-f]{12}:[\w-]+:[\w-]+:[\w-]+$/);
    expect(a.keyId).toBe(keys[0]!.id);
    expect(a.cipher).not.toBe(b.cipher);
    expect(a.cipher).not.toContain("gho_secret");
    expect(open(a.cipher, owner, keys)).toBe("gho_secret");
  });

  it("opens values sealed under an older key after rotation, and says they need re-sealing", () => {
    const old = key();
    const current = key();
    const sealed = seal("ghu_token", owner, [old]);
    expect(open(sealed.cipher, owner, [current, old])).toBe("ghu_token");
    expect(sealedWithOldKey(sealed.keyId, [current, old])).toBe(true);
    expect(sealedWithOldKey(seal("x", owner, [current, old]).keyId, [current, old])).toBe(false);
    expect(() => open(sealed.cipher, owner, [current])).toThrow(TokenKeyMissingError);
  });

  it("refuses a tampered value or one moved to another owner", () => {
    const keys = [key()];
    const sealed = seal("ghp_token", owner, keys);
    expect(() => open(sealed.cipher, crypto.randomUUID(), keys)).toThrow();
    const parts = sealed.cipher.split(":");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString("base64url");
    expect(() => open(parts.join(":"), owner, keys)).toThrow();
    expect(() => open("v0:abc", owner, keys)).toThrow();
  });
});

describe("repository names", () => {
  it.each(["octo/hello", "a-b/c.d_e", "A1/.github"])("accepts %s", (v) => expect(isRepoFullName(v)).toBe(true));
  it.each(["octo", "a/b/c", "-a/b", "a/..", "a/", "/b", "a b/c", `${"x".repeat(40)}/y`])("refuses %s", (v) =>
    expect(isRepoFullName(v)).toBe(false),
  );
});
