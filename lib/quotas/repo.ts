import { and, count, eq, gt, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { aiRunReservations, globalQuota, projects, tierQuotas, userQuotas, type MembershipTier } from "@/db/schema";

/** Locks the user's quota row for the rest of the transaction, creating it on first use. */
export async function lockUserQuota(tx: Database, userId: string): Promise<void> {
  await tx.insert(userQuotas).values({ userId }).onConflictDoNothing();
  await tx.select({ userId: userQuotas.userId }).from(userQuotas).where(eq(userQuotas.userId, userId)).for("update");
}

/** Locks the global quota row and returns it. */
export async function lockGlobalQuota(tx: Database) {
  const [row] = await tx.select().from(globalQuota).where(eq(globalQuota.id, 1)).for("update");
  return row;
}

export async function getTierQuota(db: Database, tier: MembershipTier) {
  const [row] = await db.select().from(tierQuotas).where(eq(tierQuotas.tier, tier));
  return row;
}

// A reservation counts while it is confirmed, or reserved and not yet expired.
const counting = () =>
  or(
    eq(aiRunReservations.status, "CONFIRMED"),
    and(eq(aiRunReservations.status, "RESERVED"), gt(aiRunReservations.expiresAt, sql`now()`)),
  );

export async function countUserRunsThisMonth(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(aiRunReservations)
    .where(
      and(
        eq(aiRunReservations.userId, userId),
        gte(aiRunReservations.createdAt, sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`),
        counting(),
      ),
    );
  return row?.n ?? 0;
}

export async function countRunsToday(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(aiRunReservations)
    .where(
      and(
        gte(aiRunReservations.createdAt, sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`),
        counting(),
      ),
    );
  return row?.n ?? 0;
}

export async function insertReservation(tx: Database, userId: string, ttlSeconds: number): Promise<string> {
  const [row] = await tx
    .insert(aiRunReservations)
    .values({ userId, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds}::int)` })
    .returning({ id: aiRunReservations.id });
  return row!.id;
}

/** Moves a RESERVED reservation to CONFIRMED or CANCELLED; a settled one is left as it is. */
export async function settleReservation(db: Database, id: string, status: "CONFIRMED" | "CANCELLED") {
  await db
    .update(aiRunReservations)
    .set({ status, settledAt: sql`now()` })
    .where(and(eq(aiRunReservations.id, id), eq(aiRunReservations.status, "RESERVED")));
}

export async function expireReservations(db: Database): Promise<number> {
  const rows = await db
    .update(aiRunReservations)
    .set({ status: "EXPIRED", settledAt: sql`now()` })
    .where(and(inArray(aiRunReservations.status, ["RESERVED"]), lte(aiRunReservations.expiresAt, sql`now()`)))
    .returning({ id: aiRunReservations.id });
  return rows.length;
}

export async function countProjects(db: Database, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.ownerId, ownerId));
  return row?.n ?? 0;
}
