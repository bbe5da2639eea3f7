import crypto from "node:crypto";
import { config } from "@/lib/config";
import { getSecrets } from "@/lib/secrets";

// GitHub tokens at rest: AES-256-GCM, a random 96-bit nonce per value, the owner's user id as
// additional authenticated data (a ciphertext moved to another user's row does not open), and the
// format `v1:keyId:iv:ciphertext:tag` (base64url parts). The key id is the start of the key's
// SHA-256, so it never needs configuring: GITHUB_TOKEN_KEYS lists the keys, the first seals, all
// open; unset, ENCRYPTION_KEY alone.

export interface TokenKey {
  id: string;
  key: Buffer;
}

export interface Sealed {
  cipher: string;
  keyId: string;
}

export const keyIdOf = (key: Buffer): string => crypto.createHash("sha256").update(key).digest("hex").slice(0, 12);

const toKey = (key: Buffer): TokenKey => ({ id: keyIdOf(key), key });

/** The keys from settings, the current one first. */
export function tokenKeys(): TokenKey[] {
  const configured = config.github.tokenKeys.map((k) => Buffer.from(k, "base64"));
  return (configured.length > 0 ? configured : [getSecrets().encryptionKey]).map(toKey);
}

export function seal(plain: string, ownerId: string, keys: TokenKey[] = tokenKeys()): Sealed {
  const current = keys[0]!;
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", current.key, iv);
  cipher.setAAD(Buffer.from(ownerId, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString("base64url"));
  return { cipher: ["v1", current.id, ...parts].join(":"), keyId: current.id };
}

export class TokenKeyMissingError extends Error {
  constructor(keyId: string) {
    super(`No configured token key has id ${keyId}`);
    this.name = "TokenKeyMissingError";
  }
}

/** The plain token; throws when the key is gone or the value was tampered with. */
export function open(sealed: string, ownerId: string, keys: TokenKey[] = tokenKeys()): string {
  const [version, keyId, iv, body, tag] = sealed.split(":");
  if (version !== "v1" || !keyId || iv === undefined || body === undefined || tag === undefined) {
    throw new Error("Unknown token ciphertext format");
  }
  const key = keys.find((k) => k.id === keyId);
  if (!key) throw new TokenKeyMissingError(keyId);
  const decipher = crypto.createDecipheriv("aes-256-gcm", key.key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(ownerId, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** Whether a value was sealed under a key other than the current one (re-seal it on the next write). */
export const sealedWithOldKey = (keyId: string, keys: TokenKey[] = tokenKeys()): boolean => keys[0]!.id !== keyId;
