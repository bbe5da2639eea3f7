import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { emailOutbox } from "@/db/schema";

/** Records a message in the outbox; answers its id. */
export async function insertOutboxEmail(db: Database, values: typeof emailOutbox.$inferInsert): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  return row!.id;
}

export async function markEmailSent(
  db: Database,
  { emailId, providerMessageId }: { emailId: string; providerMessageId: string | null },
): Promise<void> {
  await db.update(emailOutbox).set({ status: "SENT", providerMessageId }).where(eq(emailOutbox.id, emailId));
}

export async function markEmailFailed(db: Database, { emailId, error }: { emailId: string; error: string }): Promise<void> {
  await db.update(emailOutbox).set({ status: "FAILED", error }).where(eq(emailOutbox.id, emailId));
}
