import type { Database } from "@/db/client";
import { contactMessages } from "@/db/schema";

export async function insertContactMessage(db: Database, values: typeof contactMessages.$inferInsert): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}
