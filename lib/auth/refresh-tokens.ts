import crypto from "node:crypto";
import type { Database } from "@/db/client";
import { randomToken, sha256 } from "@/lib/crypto/digest";
import { findRefreshToken, insertRefreshToken, revokeRefreshFamily, revokeRefreshTokenByHash, rotateRefreshToken } from "./repo";

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** Issues a refresh token (stored hashed) in a new family, or in `familyId` on rotation. */
export async function issueRefreshToken(
  db: Database,
  userId: string,
  familyId: string = crypto.randomUUID(),
): Promise<{ token: string; familyId: string }> {
  const token = randomToken(32);
  await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return { token, familyId };
}

export type RotateResult = { ok: true; userId: string; familyId: string } | { ok: false; reused: boolean };

/**
 * Marks a live token rotated, atomically: of two concurrent refreshes with one token only one wins.
 * A token that was already rotated is a replay: its whole family is revoked. Logout, reuse
 * detection, a password change and suspension revoke families, so the access tokens issued with
 * them stop at once (findUserOfLiveFamily in ./repo) instead of after 15 minutes.
 */
export async function consumeRefreshToken(db: Database, token: string): Promise<RotateResult> {
  const hash = sha256(token);
  const live = await rotateRefreshToken(db, hash);
  if (live) return { ok: true, ...live };
  const known = await findRefreshToken(db, hash);
  if (known?.rotatedAt) {
    await revokeRefreshFamily(db, known.familyId);
    return { ok: false, reused: true };
  }
  return { ok: false, reused: false };
}

export const revokeRefreshToken = (db: Database, token: string) => revokeRefreshTokenByHash(db, sha256(token));
