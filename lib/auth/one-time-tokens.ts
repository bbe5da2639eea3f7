import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { oneTimeTokens, type OneTimePurpose } from "@/db/schema";
import { randomToken, sha256 } from "@/lib/crypto/digest";

export const ONE_TIME_TTL_SECONDS: Record<OneTimePurpose, number> = {
  EMAIL_VERIFICATION: 24 * 3600,
  PASSWORD_RESET: 3600,
};

export async function createOneTimeToken(db: Database, userId: string, purpose: OneTimePurpose): Promise<string> {
  const token = randomToken(32);
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ONE_TIME_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

const usable = (token: string, purpose: OneTimePurpose) =>
  and(
    eq(oneTimeTokens.tokenHash, sha256(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );

/** Uses the token up in one statement; returns its user, or undefined when unknown, used or expired. */
export async function consumeOneTimeToken(
  db: Database,
  token: string,
  purpose: OneTimePurpose,
): Promise<string | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

export async function isOneTimeTokenUsable(db: Database, token: string, purpose: OneTimePurpose): Promise<boolean> {
  const [row] = await db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(usable(token, purpose)).limit(1);
  return Boolean(row);
}

export async function sweepOneTimeTokens(db: Database): Promise<number> {
  const dayAgo = sql`now() - interval '1 day'`;
  const rows = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, dayAgo), lt(oneTimeTokens.usedAt, dayAgo)))
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}
