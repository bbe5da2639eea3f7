import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import {
  expertReviewOffering,
  subscriptionPlans,
  type ExpertReviewOfferingRow,
  type MembershipTier,
  type SubscriptionPlanRow,
} from "@/db/schema";

// The catalog: plans per tier and the one expert review offering (row id 1). Admin tooling edits
// both through the update functions; a `null` price id clears it.

const OFFERING_ID = 1;

export type PlanChanges = Partial<Omit<SubscriptionPlanRow, "tier" | "updatedAt" | "sortOrder">>;
export type OfferingChanges = Partial<Omit<ExpertReviewOfferingRow, "id" | "updatedAt">>;

export async function listPlans(db: Database, options: { activeOnly?: boolean } = {}): Promise<SubscriptionPlanRow[]> {
  const query = db.select().from(subscriptionPlans);
  const rows = await (options.activeOnly ? query.where(eq(subscriptionPlans.active, true)) : query).orderBy(
    asc(subscriptionPlans.sortOrder),
  );
  return rows;
}

export async function getPlan(db: Database, tier: MembershipTier): Promise<SubscriptionPlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.tier, tier));
  return row;
}

/** The plan sold under a Stripe price id: how a subscription's price maps to a tier. */
export async function getPlanByPriceId(db: Database, priceId: string): Promise<SubscriptionPlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.stripePriceId, priceId));
  return row;
}

export async function updatePlan(db: Database, tier: MembershipTier, changes: PlanChanges): Promise<SubscriptionPlanRow | undefined> {
  const [row] = await db
    .update(subscriptionPlans)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(subscriptionPlans.tier, tier))
    .returning();
  return row;
}

export async function getOffering(db: Database): Promise<ExpertReviewOfferingRow | undefined> {
  const [row] = await db.select().from(expertReviewOffering).where(eq(expertReviewOffering.id, OFFERING_ID));
  return row;
}

export async function updateOffering(db: Database, changes: OfferingChanges): Promise<ExpertReviewOfferingRow | undefined> {
  const [row] = await db
    .update(expertReviewOffering)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(expertReviewOffering.id, OFFERING_ID))
    .returning();
  return row;
}
