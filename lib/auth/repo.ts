import { and, eq, exists, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invitationCodes, oneTimeTokens, refreshTokens, users, type OneTimePurpose, type UserRow } from "@/db/schema";

// The SQL of refresh tokens, one-time tokens and invitation codes. Tokens are stored and looked up
// by their hash only; hashing and lifetimes are the services' (refresh-tokens.ts, one-time-tokens.ts).

const dayAgo = () => sql`now() - interval '1 day'`;

export async function insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * The user, when the refresh family an access token was issued with is still alive: its newest
 * token neither rotated nor revoked nor expired. One query per request, on the family index.
 */
export async function findUserOfLiveFamily(
  db: Database,
  { userId, familyId }: { userId: string; familyId: string },
): Promise<UserRow | undefined> {
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

/** Marks the live token with this hash rotated, in one statement; undefined when none is live. */
export async function rotateRefreshToken(db: Database, tokenHash: string): Promise<{ userId: string; familyId: string } | undefined> {
  const [live] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return live;
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<{ familyId: string; rotatedAt: Date | null } | undefined> {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return known;
}

export async function revokeRefreshFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeRefreshTokenByHash(db: Database, tokenHash: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserRefreshTokens(db: Database, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Deletes tokens expired or revoked more than a day ago (kept that long to detect late replays). */
export async function deleteStaleRefreshTokens(db: Database): Promise<number> {
  const rows = await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, dayAgo()), lt(refreshTokens.revokedAt, dayAgo())))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

export async function insertOneTimeToken(db: Database, values: typeof oneTimeTokens.$inferInsert): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

type OneTimeKey = { tokenHash: string; purpose: OneTimePurpose };

const usable = ({ tokenHash, purpose }: OneTimeKey) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );

/** Marks the usable token used in one statement; answers its user, or undefined when unknown, used or expired. */
export async function markOneTimeTokenUsed(db: Database, key: OneTimeKey): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(key))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

export async function oneTimeTokenUsable(db: Database, key: OneTimeKey): Promise<boolean> {
  const [row] = await db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(usable(key)).limit(1);
  return Boolean(row);
}

/** Deletes tokens expired or used more than a day ago; answers how many. */
export async function deleteStaleOneTimeTokens(db: Database): Promise<number> {
  const rows = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, dayAgo()), lt(oneTimeTokens.usedAt, dayAgo())))
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}

/** Marks an ACTIVE, unexpired code USED by `email`; false when no such code exists. */
export async function markInvitationUsed(db: Database, { code, email }: { code: string; email: string }): Promise<boolean> {
  const rows = await db
    .update(invitationCodes)
    .set({ status: "USED", usedBy: email, usedAt: sql`now()` })
    .where(
      and(
        eq(invitationCodes.code, code),
        eq(invitationCodes.status, "ACTIVE"),
        gt(invitationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ code: invitationCodes.code });
  return rows.length === 1;
}
