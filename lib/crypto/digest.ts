import crypto from "node:crypto";

export const sha256 = (value: string): string => crypto.createHash("sha256").update(value).digest("hex");

/** Constant-time equality of two secrets of any length (compares their SHA-256 digests). */
export function safeEqual(a: string, b: string): boolean {
  const da = crypto.createHash("sha256").update(a).digest();
  const db = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(da, db);
}

/** An opaque random token, URL-safe. */
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString("base64url");
