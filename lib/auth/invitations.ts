import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invitationCodes } from "@/db/schema";

/** Marks an ACTIVE, unexpired code USED by `email`; false when no such code exists. */
export async function consumeInvitationCode(db: Database, code: string, email: string): Promise<boolean> {
  const rows = await db
    .update(invitationCodes)
    .set({ status: "USED", usedBy: email, usedAt: sql`now()` })
    .where(
      and(
        eq(invitationCodes.code, code),
        eq(invitationCodes.status, "ACTIVE"),
        gt(invitationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ code: invitationCodes.code });
  return rows.length === 1;
}
