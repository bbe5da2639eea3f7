import crypto from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { refreshTokens } from "@/db/schema";
import { randomToken, sha256 } from "@/lib/crypto/digest";

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** Issues a refresh token (stored hashed) in a new family, or in `familyId` on rotation. */
export async function issueRefreshToken(db: Database, userId: string, familyId?: string): Promise<string> {
  const token = randomToken(32);
  await db.insert(refreshTokens).values({
    userId,
    familyId: familyId ?? crypto.randomUUID(),
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

export type RotateResult = { ok: true; userId: string; familyId: string } | { ok: false; reused: boolean };

/**
 * Marks a live token rotated, atomically: of two concurrent refreshes with one token only one wins.
 * A token that was already rotated is a replay: its whole family is revoked.
 */
export async function consumeRefreshToken(db: Database, token: string): Promise<RotateResult> {
  const hash = sha256(token);
  const [live] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (live) return { ok: true, ...live };
  const [known] = await db
    .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash))
    .limit(1);
  if (known?.rotatedAt) {
    await revokeFamily(db, known.familyId);
    return { ok: false, reused: true };
  }
  return { ok: false, reused: false };
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeRefreshToken(db: Database, token: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, sha256(token)), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: Database, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Deletes tokens expired or revoked more than a day ago (kept that long to detect late replays). */
export async function sweepRefreshTokens(db: Database): Promise<number> {
  const dayAgo = sql`now() - interval '1 day'`;
  const rows = await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, dayAgo), lt(refreshTokens.revokedAt, dayAgo)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
