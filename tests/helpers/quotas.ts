import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiRunDailyUsage, aiRunReservations, globalQuota } from "@/db/schema";
import { addUserRuns } from "@/lib/quotas/repo";

/** Counts `n` runs as used by the user this month, as if they had run. */
export async function useUpRuns(userId: string, n: number) {
  const db = await getDb();
  await db.transaction((tx) => addUserRuns(tx, userId, n));
}

export async function setGlobalDailyRuns(limit: number | null) {
  await (await getDb()).update(globalQuota).set({ aiRunsPerDay: limit }).where(eq(globalQuota.id, 1));
}

export async function runsToday(): Promise<number> {
  const [row] = await (await getDb())
    .select({ runs: aiRunDailyUsage.runs })
    .from(aiRunDailyUsage)
    .where(eq(aiRunDailyUsage.day, sql`(now() at time zone 'UTC')::date`));
  return row?.runs ?? 0;
}

/** Makes a reservation look as if its run crashed long ago: still RESERVED, past its lifetime. */
export async function ageReservation(id: string) {
  await (await getDb())
    .update(aiRunReservations)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(aiRunReservations.id, id));
}
