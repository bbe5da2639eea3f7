import "server-only";
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
  storageUsedByOwner,
  storageUsedTotal,
} from "./repo";

const exceeded = (message: string) => new AppError("QUOTA_EXCEEDED", message);

/**
 * Reserves one AI run for the user, within the tier's monthly allowance and the global daily cap.
 * Call it inside a transaction: it locks the user's counter row first, then the day's (always in
 * that order), so parallel runs queue and never overspend; going over throws, and the rollback
 * takes the counts back.
 */
export async function reserveAiRun(tx: Database, user: UserRow): Promise<string> {
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
}

export const confirmAiRun = (tx: Database, reservationId: string) => confirmReservation(tx, reservationId);

/** Inside a transaction: cancels the reservation and gives its run back. */
export const cancelAiRun = (tx: Database, reservationId: string) => cancelReservation(tx, reservationId);

/** Within a transaction: locks the user's quota row and checks the tier's project allowance. */
export async function assertCanCreateProject(tx: Database, user: UserRow): Promise<void> {
  await lockUserQuota(tx, user.id);
  const limits = await getLimits(tx, user.membershipTier);
  if (limits?.maxProjects != null && (await countProjects(tx, user.id)) >= limits.maxProjects) {
    throw exceeded(`Your plan allows ${limits.maxProjects} projects. Upgrade or delete a project to create another.`);
  }
}

const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * Within a transaction: locks the user's quota row and checks that `requestedBytes` more fit in
 * the tier's storage allowance and in the service's total (confirmed files and uploads still
 * within their reservation count).
 */
export async function assertCanStore(tx: Database, user: UserRow, requestedBytes: number): Promise<void> {
  await lockUserQuota(tx, user.id);
  const limits = await getLimits(tx, user.membershipTier);
  if (limits?.storageBytes != null) {
    const used = await storageUsedByOwner(tx, user.id);
    if (used + requestedBytes > limits.storageBytes) {
      throw exceeded(
        `These files need ${mib(requestedBytes)} but only ${mib(Math.max(0, limits.storageBytes - used))} of your plan's ${mib(limits.storageBytes)} is free.`,
      );
    }
  }
  if (limits?.storageBytesTotal != null && (await storageUsedTotal(tx)) + requestedBytes > limits.storageBytesTotal) {
    throw exceeded("The service's storage is full. Please try again later.");
  }
}
