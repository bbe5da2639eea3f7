import "server-only";
import type { Database } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { hit } from "@/lib/rate-limit/service";
import { insertAuditEntry } from "./audit-repo";

export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

/** Counts one admin write against the caller's budget (429 RATE_LIMITED past it). */
export const limitAdminWrite = (db: Database, admin: UserRow) =>
  hit(db, `admin-write:user:${admin.id}`, config.rateLimits.adminWritesPerUser);

/** Records who changed what, with the record before and after; call it in the write's transaction. */
export async function recordAdminWrite(tx: Database, admin: UserRow, change: AuditChange): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: admin.id,
    actorEmail: admin.email,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
