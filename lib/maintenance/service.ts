import "server-only";
import { getDb } from "@/db/client";
import { deleteStaleOneTimeTokens, deleteStaleRefreshTokens } from "@/lib/auth/repo";
import { indexPending } from "@/lib/files/index-queue";
import { sweepFiles } from "@/lib/files/preview-service";
import { expireReservations } from "@/lib/quotas/repo";
import { deleteStaleRateLimits } from "@/lib/rate-limit/repo";
import { sweepAbandonedRuns } from "@/lib/runs/service";
import { sweepObjectDeletions } from "@/lib/storage/service";

/** Deletes rows that no longer matter. Safe to run from several instances at once. */
export async function runSweepers() {
  const db = await getDb();
  return {
    rateLimits: await deleteStaleRateLimits(db),
    refreshTokens: await deleteStaleRefreshTokens(db),
    oneTimeTokens: await deleteStaleOneTimeTokens(db),
    aiRunReservations: await db.transaction((tx) => expireReservations(tx)),
    abandonedRuns: await sweepAbandonedRuns(),
    files: await sweepFiles(),
    objectDeletions: await sweepObjectDeletions(),
    indexed: await indexPending(),
  };
}
