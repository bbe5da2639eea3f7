import "server-only";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { countProjects, getLimits, storageUsedByOwner, userRunsThisMonth } from "@/lib/quotas/repo";
import { getAccount } from "./accounts-repo";

interface Usage {
  used: number;
  limit: number | null;
}

export interface BillingProfile {
  membershipTier: UserRow["membershipTier"];
  subscriptionStatus: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  usage: { aiRuns: Usage; storageBytes: Usage; projects: Usage };
}

/**
 * The caller's plan and usage against its quotas. Storage counts confirmed files and uploads still
 * within their reservation. The subscription fields are null until a first Stripe subscription.
 */
export async function billingProfile(user: UserRow): Promise<BillingProfile> {
  const db = await getDb();
  const [tier, aiRuns, projects, storage, account] = await Promise.all([
    getLimits(db, user.membershipTier),
    userRunsThisMonth(db, user.id),
    countProjects(db, user.id),
    storageUsedByOwner(db, user.id),
    getAccount(db, user.id),
  ]);
  return {
    membershipTier: user.membershipTier,
    subscriptionStatus: account?.subscriptionStatus ?? null,
    currentPeriodEnd: account?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: account?.cancelAtPeriodEnd ?? false,
    usage: {
      aiRuns: { used: aiRuns, limit: tier?.aiRunsPerMonth ?? null },
      storageBytes: { used: storage, limit: tier?.storageBytes ?? null },
      projects: { used: projects, limit: tier?.maxProjects ?? null },
    },
  };
}
