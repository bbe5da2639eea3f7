import type { Database } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import {
  countProjects,
  countRunsToday,
  countUserRunsThisMonth,
  getTierQuota,
  insertReservation,
  lockGlobalQuota,
  lockUserQuota,
  settleReservation,
} from "./repo";

const exceeded = (message: string) => new AppError("QUOTA_EXCEEDED", message);

/**
 * Reserves one AI run for the user: within the tier's monthly allowance and the global daily cap.
 * Runs in one transaction that locks the user's quota row (then the global row, always in that
 * order), so parallel runs queue and never overspend.
 */
export async function reserveAiRun(db: Database, user: UserRow): Promise<string> {
  return db.transaction(async (tx) => {
    await lockUserQuota(tx, user.id);
    const tier = await getTierQuota(tx, user.membershipTier);
    if (tier?.aiRunsPerMonth != null && (await countUserRunsThisMonth(tx, user.id)) >= tier.aiRunsPerMonth) {
      throw exceeded(`Your plan's ${tier.aiRunsPerMonth} AI runs for this month are used up. Upgrade to continue.`);
    }
    const global = await lockGlobalQuota(tx);
    if (global?.aiRunsPerDay != null && (await countRunsToday(tx)) >= global.aiRunsPerDay) {
      throw exceeded("The service has reached today's AI run capacity. Please try again tomorrow.");
    }
    // A reservation outlives the longest worker call; a crash leaves it to expire and be swept.
    return insertReservation(tx, user.id, Math.ceil(config.worker.timeoutMs / 1000) + 60);
  });
}

export const confirmAiRun = (db: Database, reservationId: string) => settleReservation(db, reservationId, "CONFIRMED");
export const cancelAiRun = (db: Database, reservationId: string) => settleReservation(db, reservationId, "CANCELLED");

/** Within a transaction: locks the user's quota row and checks the tier's project allowance. */
export async function assertCanCreateProject(tx: Database, user: UserRow): Promise<void> {
  await lockUserQuota(tx, user.id);
  const tier = await getTierQuota(tx, user.membershipTier);
  if (tier?.maxProjects != null && (await countProjects(tx, user.id)) >= tier.maxProjects) {
    throw exceeded(`Your plan allows ${tier.maxProjects} projects. Upgrade or delete a project to create another.`);
  }
}
