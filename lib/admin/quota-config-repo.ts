import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { globalQuota, tierQuotas, type MembershipTier } from "@/db/schema";

export type TierQuotaRow = typeof tierQuotas.$inferSelect;
export type GlobalQuotaRow = typeof globalQuota.$inferSelect;

export const listTierQuotas = (db: Database): Promise<TierQuotaRow[]> => db.select().from(tierQuotas);

/** The tier's row, locked until the transaction ends. */
export async function lockTierQuota(db: Database, tier: MembershipTier): Promise<TierQuotaRow | undefined> {
  const [row] = await db.select().from(tierQuotas).where(eq(tierQuotas.tier, tier)).for("update");
  return row;
}

export async function updateTierQuota(
  db: Database,
  tier: MembershipTier,
  values: Partial<Omit<TierQuotaRow, "tier">>,
): Promise<TierQuotaRow> {
  const [row] = await db.update(tierQuotas).set(values).where(eq(tierQuotas.tier, tier)).returning();
  return row!;
}

export async function findGlobalQuota(db: Database): Promise<GlobalQuotaRow | undefined> {
  const [row] = await db.select().from(globalQuota).where(eq(globalQuota.id, 1));
  return row;
}

/** The global row, locked until the transaction ends. */
export async function lockGlobalQuota(db: Database): Promise<GlobalQuotaRow | undefined> {
  const [row] = await db.select().from(globalQuota).where(eq(globalQuota.id, 1)).for("update");
  return row;
}

export async function updateGlobalQuota(db: Database, values: Partial<Omit<GlobalQuotaRow, "id">>): Promise<GlobalQuotaRow> {
  const [row] = await db.update(globalQuota).set(values).where(eq(globalQuota.id, 1)).returning();
  return row!;
}
