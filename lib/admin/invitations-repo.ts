import { and, count, desc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invitationCodes, type InvitationStatus } from "@/db/schema";
import type { InvitationRow } from "./dto";

export async function insertInvitations(db: Database, values: (typeof invitationCodes.$inferInsert)[]): Promise<InvitationRow[]> {
  return db.insert(invitationCodes).values(values).returning();
}

export async function findInvitation(db: Database, code: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitationCodes).where(eq(invitationCodes.code, code)).limit(1);
  return row;
}

/** The stored condition of a listed status; EXPIRED is an ACTIVE code past its expiry. */
function statusCondition(status: InvitationStatus): SQL | undefined {
  if (status === "ACTIVE") return and(eq(invitationCodes.status, "ACTIVE"), gt(invitationCodes.expiresAt, sql`now()`));
  if (status === "EXPIRED") return and(eq(invitationCodes.status, "ACTIVE"), lte(invitationCodes.expiresAt, sql`now()`));
  return eq(invitationCodes.status, status);
}

export async function listInvitations(
  db: Database,
  { status, limit, offset }: { status?: InvitationStatus; limit: number; offset: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const where = status ? statusCondition(status) : undefined;
  const rows = await db
    .select()
    .from(invitationCodes)
    .where(where)
    .orderBy(desc(invitationCodes.createdAt), invitationCodes.code)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(invitationCodes).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Revokes a code not yet used (expired ones included); undefined when it is used or unknown. */
export async function revokeInvitation(db: Database, code: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitationCodes)
    .set({ status: "REVOKED" })
    .where(and(eq(invitationCodes.code, code), eq(invitationCodes.status, "ACTIVE")))
    .returning();
  return row;
}
