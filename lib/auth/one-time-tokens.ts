import type { Database } from "@/db/client";
import type { OneTimePurpose } from "@/db/schema";
import { randomToken, sha256 } from "@/lib/crypto/digest";
import { insertOneTimeToken, markOneTimeTokenUsed, oneTimeTokenUsable } from "./repo";

export const ONE_TIME_TTL_SECONDS: Record<OneTimePurpose, number> = {
  EMAIL_VERIFICATION: 24 * 3600,
  PASSWORD_RESET: 3600,
};

export async function createOneTimeToken(db: Database, userId: string, purpose: OneTimePurpose): Promise<string> {
  const token = randomToken(32);
  await insertOneTimeToken(db, {
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ONE_TIME_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

/** Uses the token up in one statement; returns its user, or undefined when unknown, used or expired. */
export function consumeOneTimeToken(db: Database, token: string, purpose: OneTimePurpose): Promise<string | undefined> {
  return markOneTimeTokenUsed(db, { tokenHash: sha256(token), purpose });
}

export function isOneTimeTokenUsable(db: Database, token: string, purpose: OneTimePurpose): Promise<boolean> {
  return oneTimeTokenUsable(db, { tokenHash: sha256(token), purpose });
}
