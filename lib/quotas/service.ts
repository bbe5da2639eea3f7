import type { Database } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import {
  addDailyRun,
  addUserRuns,
  cancelReservation,
  confirmReservation,
  countProjects,
  getLimits,
  insertReservation,
  lockUserQuota,
} from "./repo";

const exceeded = (message: string) => new AppError("QUOTA_EXCEEDED", message);

/**
 * Reserves one AI run for the user: within the tier's monthly allowance and the global daily cap.
 * One transaction; the user's counter row is locked first, then the day's, always in that order,
 * so parallel runs queue and never overspend. Going over throws, which rolls the counts back.
 */
export async function reserveAiRun(db: Database, user: UserRow): Promise<string> {
  return db.transaction(async (tx) => {
    const used = await addUserRuns(tx, user.id, 1);
    const limits = await getLimits(tx, user.membershipTier);
    if (limits?.aiRunsPerMonth != null && used > limits.aiRunsPerMonth) {
      throw exceeded(`Your plan's ${limits.aiRunsPerMonth} AI runs for this month are used up. Upgrade to continue.`);
    }
    const today = await addDailyRun(tx);
    if (limits?.aiRunsPerDay != null && today > limits.aiRunsPerDay) {
      throw exceeded("The service has reached today's AI run capacity. Please try again tomorrow.");
    }
    // A reservation outlives the longest worker call; a crash leaves it to expire and be swept.
    return insertReservation(tx, user.id, Math.ceil(config.worker.timeoutMs / 1000) + 60);
  });
}

export const confirmAiRun = (db: Database, reservationId: string) => confirmReservation(db, reservationId);

export const cancelAiRun = (db: Database, reservationId: string) =>
  db.transaction((tx) => cancelReservation(tx, reservationId));

/** Within a transaction: locks the user's quota row and checks the tier's project allowance. */
export async function assertCanCreateProject(tx: Database, user: UserRow): Promise<void> {
  await lockUserQuota(tx, user.id);
  const limits = await getLimits(tx, user.membershipTier);
  if (limits?.maxProjects != null && (await countProjects(tx, user.id)) >= limits.maxProjects) {
    throw exceeded(`Your plan allows ${limits.maxProjects} projects. Upgrade or delete a project to create another.`);
  }
}
