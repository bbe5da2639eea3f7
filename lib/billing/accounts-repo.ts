import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { billingAccounts, users, type BillingAccountRow, type MembershipTier } from "@/db/schema";

// A user's Stripe customer and the subscription that sets their tier (one row a user).

export async function getAccount(db: Database, userId: string): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row;
}

export async function getAccountByCustomer(db: Database, customerId: string): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.stripeCustomerId, customerId));
  return row;
}

/**
 * Records the user's customer; when two checkouts raced and each made a customer, the first one
 * stored wins and is returned.
 */
export async function saveCustomer(db: Database, userId: string, customerId: string): Promise<BillingAccountRow> {
  await db.insert(billingAccounts).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing();
  return (await getAccount(db, userId))!;
}

export async function saveSubscription(
  tx: Database,
  userId: string,
  s: Pick<BillingAccountRow, "stripeSubscriptionId" | "stripePriceId" | "subscriptionStatus" | "currentPeriodEnd" | "cancelAtPeriodEnd">,
): Promise<void> {
  await tx.update(billingAccounts).set({ ...s, updatedAt: new Date() }).where(eq(billingAccounts.userId, userId));
}

export async function setMembershipTier(tx: Database, userId: string, tier: MembershipTier): Promise<void> {
  await tx.update(users).set({ membershipTier: tier, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function getMembershipTier(db: Database, userId: string): Promise<MembershipTier | undefined> {
  const [row] = await db.select({ tier: users.membershipTier }).from(users).where(eq(users.id, userId));
  return row?.tier;
}
