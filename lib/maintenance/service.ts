import { getDb } from "@/db/client";
import { sweepOneTimeTokens } from "@/lib/auth/one-time-tokens";
import { indexPending } from "@/lib/files/index-queue";
import { sweepFiles } from "@/lib/files/preview";
import { sweepRefreshTokens } from "@/lib/auth/refresh-tokens";
import { expireReservations } from "@/lib/quotas/repo";
import { sweepRateLimits } from "@/lib/rate-limit/service";
import { sweepObjectDeletions } from "@/lib/storage/deletions";

/** Deletes rows that no longer matter. Safe to run from several instances at once. */
export async function runSweepers() {
  const db = await getDb();
  return {
    rateLimits: await sweepRateLimits(db),
    refreshTokens: await sweepRefreshTokens(db),
    oneTimeTokens: await sweepOneTimeTokens(db),
    aiRunReservations: await db.transaction((tx) => expireReservations(tx)),
    files: await sweepFiles(),
    objectDeletions: await sweepObjectDeletions(),
    indexed: await indexPending(),
  };
}
