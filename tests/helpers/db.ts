import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { oneTimeTokens, refreshTokens, users } from "@/db/schema";
import { sha256 } from "@/lib/crypto/digest";

// Direct state changes that no route of this issue makes (suspension, expiry in the past).

export async function setUserStatus(userId: string, status: "ACTIVE" | "SUSPENDED") {
  await (await getDb()).update(users).set({ status }).where(eq(users.id, userId));
}

export async function expireRefreshToken(token: string) {
  await (await getDb())
    .update(refreshTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(refreshTokens.tokenHash, sha256(token)));
}

export async function expireOneTimeToken(token: string) {
  await (await getDb())
    .update(oneTimeTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(oneTimeTokens.tokenHash, sha256(token)));
}

export async function userRow(userId: string) {
  const [row] = await (await getDb()).select().from(users).where(eq(users.id, userId));
  return row!;
}
