import type { Database } from "@/db/client";
import { adminAuditLog } from "@/db/schema";

export async function insertAuditEntry(db: Database, values: typeof adminAuditLog.$inferInsert): Promise<void> {
  await db.insert(adminAuditLog).values(values);
}
