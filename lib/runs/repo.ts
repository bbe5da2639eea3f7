import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { runs, type RunRow } from "@/db/schema";

export async function insertRun(db: Database, values: typeof runs.$inferInsert): Promise<RunRow> {
  const [row] = await db.insert(runs).values(values).returning();
  return row!;
}

export async function finishRun(db: Database, runId: string, values: Partial<typeof runs.$inferInsert>) {
  await db
    .update(runs)
    .set({ ...values, finishedAt: new Date() })
    .where(eq(runs.id, runId));
}
