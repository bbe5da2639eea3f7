import crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import { deriveSigningKey, signedUrl, verifySigned, type LocalOp } from "@/lib/storage/local-signing";

const secret = deriveSigningKey(crypto.randomBytes(32));
const APP = "http://localhost:3000";
const KEY = "projects/p1/files/f1/Q3 report é.pdf";
const NOW = Date.UTC(2026, 0, 31, 12);
const EXP = NOW / 1000 + 900;

const putUrl = () => new URL(signedUrl(APP, secret, { op: "put", key: KEY, exp: EXP, ct: "application/pdf", len: 1234 }));
const getUrl = () => new URL(signedUrl(APP, secret, { op: "get", key: KEY, exp: EXP, fn: "report.pdf" }));

function verify(url: URL, op: LocalOp = "put", key = KEY, now = NOW) {
  return verifySigned(secret, op, key, url.searchParams, now);
}

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("FORBIDDEN");
    expect((err as AppError).status).toBe(403);
    return err as AppError;
  }
  throw new Error("expected a refusal");
}

afterEach(() => vi.restoreAllMocks());

describe("local presigned URLs", () => {
  it("point at the app's storage route with every segment encoded", () => {
    const url = putUrl();
    expect(url.origin).toBe(APP);
    expect(url.pathname).toBe("/api/storage/o/projects/p1/files/f1/Q3%20report%20%C3%A9.pdf");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ op: "put", exp: String(EXP), ct: "application/pdf", len: "1234" });
    expect(url.searchParams.get("sig")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("verify with the fields they were signed with", () => {
    expect(verify(putUrl())).toEqual({ op: "put", key: KEY, exp: EXP, ct: "application/pdf", len: 1234, fn: undefined });
    expect(verify(getUrl(), "get")).toEqual({ op: "get", key: KEY, exp: EXP, ct: undefined, len: undefined, fn: "report.pdf" });
  });

  it.each([
    ["exp", String(EXP + 3600)],
    ["ct", "text/html"],
    ["len", "999999"],
    ["fn", "other.exe"],
    ["op", "get"],
    ["sig", "A".repeat(43)],
    ["sig", "short"],
    ["sig", ""],
  ])("refuse a changed %s (%s)", (field, value) => {
    const url = putUrl();
    url.searchParams.set(field, value);
    expect(refusal(() => verify(url)).message).toBe("Invalid signature");
  });

  it("refuse an added or removed field", () => {
    const added = getUrl();
    added.searchParams.set("len", "10");
    refusal(() => verify(added, "get"));
    const removed = getUrl();
    removed.searchParams.delete("fn");
    refusal(() => verify(removed, "get"));
  });

  it("refuse another key, another method, another secret", () => {
    refusal(() => verify(putUrl(), "put", "projects/p1/files/f2/Q3 report é.pdf"));
    refusal(() => verify(putUrl(), "get"));
    refusal(() => verify(getUrl(), "put"));
    const other = deriveSigningKey(crypto.randomBytes(32));
    refusal(() => verifySigned(other, "put", KEY, putUrl().searchParams, NOW));
  });

  it("expire at exp, and say so", () => {
    expect(() => verify(putUrl(), "put", KEY, EXP * 1000 - 1)).not.toThrow();
    expect(refusal(() => verify(putUrl(), "put", KEY, EXP * 1000)).message).toBe("This link has expired");
  });

  it("compare signatures in constant time, whatever their length", () => {
    const spy = vi.spyOn(crypto, "timingSafeEqual");
    const url = putUrl();
    url.searchParams.set("sig", "x");
    refusal(() => verify(url));
    expect(spy).toHaveBeenCalledTimes(1);
    // Fixed-length digests of both sides: no length-dependent early exit.
    const [a, b] = spy.mock.calls[0]!;
    expect((a as Buffer).length).toBe(32);
    expect((b as Buffer).length).toBe(32);
  });

  it("derive the HMAC key with HKDF, not the encryption key itself", () => {
    const ikm = crypto.randomBytes(32);
    const expected = Buffer.from(crypto.hkdfSync("sha256", ikm, Buffer.alloc(0), "local-object-store", 32));
    expect(deriveSigningKey(ikm).equals(expected)).toBe(true);
    expect(deriveSigningKey(ikm).equals(ikm)).toBe(false);
  });
});
