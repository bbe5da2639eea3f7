import { and, count, eq, gt, lte, or, sql, sum } from "drizzle-orm";
import type { Database } from "@/db/client";
import {
  aiRunDailyUsage,
  aiRunReservations,
  files,
  globalQuota,
  projects,
  tierQuotas,
  userQuotas,
  type MembershipTier,
} from "@/db/schema";

// Counters are O(1) to read and update: no quota decision scans past runs.
const thisMonth = sql`date_trunc('month', now() at time zone 'UTC')::date`;
const today = sql`(now() at time zone 'UTC')::date`;

/**
 * Upserts the user's quota row (rolling it over to the current month) and adds `delta` runs.
 * The upsert locks the row until the transaction ends. Returns the runs used this month.
 */
export async function addUserRuns(tx: Database, userId: string, delta: number): Promise<number> {
  const [row] = await tx
    .insert(userQuotas)
    .values({ userId, periodStart: thisMonth, aiRunsUsed: delta })
    .onConflictDoUpdate({
      target: userQuotas.userId,
      set: {
        aiRunsUsed: sql`CASE WHEN "user_quotas"."period_start" = excluded.period_start THEN "user_quotas"."ai_runs_used" ELSE 0 END + ${delta}`,
        periodStart: sql`excluded.period_start`,
      },
    })
    .returning({ used: userQuotas.aiRunsUsed });
  return row!.used;
}

/** Adds one run to today's global counter (locking today's row); returns today's runs. */
export async function addDailyRun(tx: Database): Promise<number> {
  const [row] = await tx
    .insert(aiRunDailyUsage)
    .values({ day: today, runs: 1 })
    .onConflictDoUpdate({ target: aiRunDailyUsage.day, set: { runs: sql`"ai_run_daily_usage"."runs" + 1` } })
    .returning({ runs: aiRunDailyUsage.runs });
  return row!.runs;
}

export async function getLimits(db: Database, tier: MembershipTier) {
  const [row] = await db
    .select({
      aiRunsPerMonth: tierQuotas.aiRunsPerMonth,
      storageBytes: tierQuotas.storageBytes,
      maxProjects: tierQuotas.maxProjects,
      aiRunsPerDay: globalQuota.aiRunsPerDay,
      storageBytesTotal: globalQuota.storageBytesTotal,
    })
    .from(tierQuotas)
    .innerJoin(globalQuota, eq(globalQuota.id, 1))
    .where(eq(tierQuotas.tier, tier));
  return row;
}

export async function userRunsThisMonth(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: userQuotas.aiRunsUsed })
    .from(userQuotas)
    .where(and(eq(userQuotas.userId, userId), eq(userQuotas.periodStart, thisMonth)));
  return row?.used ?? 0;
}

export async function insertReservation(tx: Database, userId: string, ttlSeconds: number): Promise<string> {
  const [row] = await tx
    .insert(aiRunReservations)
    .values({
      userId,
      periodStart: thisMonth,
      day: today,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds}::int)`,
    })
    .returning({ id: aiRunReservations.id });
  return row!.id;
}

export async function confirmReservation(db: Database, id: string): Promise<void> {
  await db
    .update(aiRunReservations)
    .set({ status: "CONFIRMED", settledAt: sql`now()` })
    .where(and(eq(aiRunReservations.id, id), eq(aiRunReservations.status, "RESERVED")));
}

type Reservation = { userId: string; periodStart: string; day: string };

/** Takes a reservation's run back out of the counters it was added to. */
async function giveBack(tx: Database, r: Reservation): Promise<void> {
  await tx
    .update(userQuotas)
    .set({ aiRunsUsed: sql`greatest("user_quotas"."ai_runs_used" - 1, 0)` })
    .where(and(eq(userQuotas.userId, r.userId), eq(userQuotas.periodStart, r.periodStart)));
  await tx
    .update(aiRunDailyUsage)
    .set({ runs: sql`greatest("ai_run_daily_usage"."runs" - 1, 0)` })
    .where(eq(aiRunDailyUsage.day, r.day));
}

/** Cancels a RESERVED reservation and gives its run back; a settled one is left as it is. */
export async function cancelReservation(tx: Database, id: string): Promise<void> {
  const [row] = await tx
    .update(aiRunReservations)
    .set({ status: "CANCELLED", settledAt: sql`now()` })
    .where(and(eq(aiRunReservations.id, id), eq(aiRunReservations.status, "RESERVED")))
    .returning({ userId: aiRunReservations.userId, periodStart: aiRunReservations.periodStart, day: aiRunReservations.day });
  if (row) await giveBack(tx, row);
}

/** Expires reservations a crash left RESERVED past their lifetime, giving their runs back. */
export async function expireReservations(tx: Database): Promise<number> {
  const rows = await tx
    .update(aiRunReservations)
    .set({ status: "EXPIRED", settledAt: sql`now()` })
    .where(and(eq(aiRunReservations.status, "RESERVED"), lte(aiRunReservations.expiresAt, sql`now()`)))
    .returning({ userId: aiRunReservations.userId, periodStart: aiRunReservations.periodStart, day: aiRunReservations.day });
  for (const row of rows) await giveBack(tx, row);
  return rows.length;
}

/** Locks the user's quota row for the rest of the transaction (decisions other than AI runs). */
export const lockUserQuota = (tx: Database, userId: string) => addUserRuns(tx, userId, 0);

export async function countProjects(db: Database, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.ownerId, ownerId));
  return row?.n ?? 0;
}

// Bytes that count against storage quotas: confirmed files, and pending uploads still in time.
const holdsStorage = () =>
  or(eq(files.uploadStatus, "CONFIRMED"), and(eq(files.uploadStatus, "PENDING"), gt(files.uploadExpiresAt, sql`now()`)));

export async function storageUsedByOwner(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(files.fileSize) })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), holdsStorage()));
  return Number(row?.bytes ?? 0);
}

export async function storageUsedTotal(db: Database): Promise<number> {
  const [row] = await db.select({ bytes: sum(files.fileSize) }).from(files).where(holdsStorage());
  return Number(row?.bytes ?? 0);
}
