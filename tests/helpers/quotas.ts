import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiRunReservations, globalQuota } from "@/db/schema";

/** Records `n` confirmed runs for the user this month, as if they had run. */
export async function useUpRuns(userId: string, n: number) {
  if (n === 0) return;
  await (await getDb())
    .insert(aiRunReservations)
    .values(Array.from({ length: n }, () => ({ userId, status: "CONFIRMED" as const, expiresAt: new Date() })));
}

export async function setGlobalDailyRuns(limit: number | null) {
  await (await getDb()).update(globalQuota).set({ aiRunsPerDay: limit }).where(eq(globalQuota.id, 1));
}

export async function insertStaleReservation(userId: string) {
  await (await getDb())
    .insert(aiRunReservations)
    .values({ userId, status: "RESERVED", expiresAt: sql`now() - interval '1 minute'` as unknown as Date });
}
