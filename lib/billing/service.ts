import "server-only";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { countProjects, getLimits, storageUsedByOwner, userRunsThisMonth } from "@/lib/quotas/repo";

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
 * within their reservation. No subscription exists before Stripe billing is set up.
 */
export async function billingProfile(user: UserRow): Promise<BillingProfile> {
  const db = await getDb();
  const [tier, aiRuns, projects, storage] = await Promise.all([
    getLimits(db, user.membershipTier),
    userRunsThisMonth(db, user.id),
    countProjects(db, user.id),
    storageUsedByOwner(db, user.id),
  ]);
  return {
    membershipTier: user.membershipTier,
    subscriptionStatus: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    usage: {
      aiRuns: { used: aiRuns, limit: tier?.aiRunsPerMonth ?? null },
      storageBytes: { used: storage, limit: tier?.storageBytes ?? null },
      projects: { used: projects, limit: tier?.maxProjects ?? null },
    },
  };
}
