import crypto from "node:crypto";
import { and, eq, exists, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { refreshTokens, users, type UserRow } from "@/db/schema";
import { randomToken, sha256 } from "@/lib/crypto/digest";

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** Issues a refresh token (stored hashed) in a new family, or in `familyId` on rotation. */
export async function issueRefreshToken(
  db: Database,
  userId: string,
  familyId: string = crypto.randomUUID(),
): Promise<{ token: string; familyId: string }> {
  const token = randomToken(32);
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return { token, familyId };
}

/**
 * The user, when the refresh family an access token was issued with is still alive: its newest
 * token neither rotated nor revoked nor expired. Logout, reuse detection, a password change and
 * suspension revoke families, so their access tokens stop at once instead of after 15 minutes.
 * One query per request, on the family index.
 */
export async function findUserOfLiveFamily(db: Database, userId: string, familyId: string): Promise<UserRow | undefined> {
  const liveHead = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), exists(liveHead)))
    .limit(1);
  return row;
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
