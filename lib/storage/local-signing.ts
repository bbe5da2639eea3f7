import crypto from "node:crypto";
import { safeEqual } from "@/lib/crypto/digest";
import { AppError } from "@/lib/errors";

// The local driver's presigned URLs: the app serves /api/storage/o/<key>, and an HMAC over the
// operation, key, expiry, content type, length and filename is the only credential. Every field
// is signed, so a URL cannot be reused for another object, a longer body, another type or later.

export const LOCAL_ROUTE_PREFIX = "/api/storage/o/";

export type LocalOp = "put" | "get";

export interface SignedFields {
  op: LocalOp;
  key: string;
  /** Expiry, epoch seconds. */
  exp: number;
  ct?: string;
  len?: number;
  fn?: string;
}

const DIGITS = /^\d{1,15}$/;

/** The HMAC key, derived so that the encryption key itself never signs anything. */
export function deriveSigningKey(encryptionKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", encryptionKey, Buffer.alloc(0), "local-object-store", 32));
}

// A JSON array of the query's own strings: unambiguous whatever the fields contain, and checked
// before any of them is parsed.
function canonical(op: string, key: string, exp: string, ct: string, len: string, fn: string): string {
  return JSON.stringify([op, key, exp, ct, len, fn]);
}

function hmac(secret: Buffer, text: string): string {
  return crypto.createHmac("sha256", secret).update(text).digest("base64url");
}

export const encodeKeyPath = (key: string) => key.split("/").map(encodeURIComponent).join("/");

/** The presigned URL for these fields, under `appUrl`. */
export function signedUrl(appUrl: string, secret: Buffer, f: SignedFields): string {
  const exp = String(f.exp);
  const len = f.len === undefined ? "" : String(f.len);
  const query = new URLSearchParams({ op: f.op, exp });
  if (f.ct !== undefined) query.set("ct", f.ct);
  if (f.len !== undefined) query.set("len", len);
  if (f.fn !== undefined) query.set("fn", f.fn);
  query.set("sig", hmac(secret, canonical(f.op, f.key, exp, f.ct ?? "", len, f.fn ?? "")));
  return `${appUrl}${LOCAL_ROUTE_PREFIX}${encodeKeyPath(f.key)}?${query}`;
}

const forbidden = (message: string) => new AppError("FORBIDDEN", message);

/**
 * Checks a request's query against its key and method: the signature (in constant time), then the
 * expiry. Throws 403 FORBIDDEN on any mismatch, without saying which field was wrong.
 */
export function verifySigned(
  secret: Buffer,
  op: LocalOp,
  key: string,
  query: URLSearchParams,
  nowMs = Date.now(),
): SignedFields {
  const get = (name: string) => query.get(name) ?? "";
  const [exp, ct, len, fn, sig] = [get("exp"), get("ct"), get("len"), get("fn"), get("sig")];
  const expected = hmac(secret, canonical(get("op"), key, exp, ct, len, fn));
  // safeEqual compares SHA-256 digests, so a signature of the wrong length costs the same time.
  if (!safeEqual(sig, expected) || get("op") !== op) throw forbidden("Invalid signature");
  if (!DIGITS.test(exp) || (len !== "" && !DIGITS.test(len))) throw forbidden("Invalid signature");
  if (Number(exp) * 1000 <= nowMs) throw forbidden("This link has expired");
  return {
    op,
    key,
    exp: Number(exp),
    // Absent and empty sign alike, so both mean "not given".
    ct: ct === "" ? undefined : ct,
    len: len === "" ? undefined : Number(len),
    fn: fn === "" ? undefined : fn,
  };
}
