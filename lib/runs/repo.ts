import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { messages, runs, type MessageRow, type RunRow } from "@/db/schema";

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

export type RunOutcome = Pick<RunRow, "status" | "errorCode" | "selectedFileIds">;

/**
 * The newest `limit` USER and ASSISTANT messages of a session, oldest first, each with the outcome
 * of the run it belongs to (none for messages written outside a run).
 */
export async function messagesWithRuns(
  db: Database,
  { sessionId, limit }: { sessionId: string; limit: number },
): Promise<{ message: MessageRow; run: RunOutcome | null }[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({
      message: messages,
      run: { status: runs.status, errorCode: runs.errorCode, selectedFileIds: runs.selectedFileIds },
    })
    .from(messages)
    .leftJoin(runs, eq(runs.id, messages.runId))
    .where(and(eq(messages.sessionId, sessionId), inArray(messages.role, ["USER", "ASSISTANT"])))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  // A left join gives a run of nulls when there is none.
  return rows.reverse().map((r) => ({ message: r.message, run: r.run?.status ? (r.run as RunOutcome) : null }));
}

/**
 * Runs still RUNNING long after the worker's time limit belonged to a process that died: they are
 * recorded as failed, so a history never shows a run as in progress forever.
 */
export async function failAbandonedRuns(db: Database, { olderThanSeconds }: { olderThanSeconds: number }): Promise<number> {
  const rows = await db
    .update(runs)
    .set({ status: "FAILED", errorCode: "INTERNAL", error: "The server stopped during the run", finishedAt: sql`now()` })
    .where(and(eq(runs.status, "RUNNING"), lt(runs.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds}::int)`)))
    .returning({ id: runs.id });
  return rows.length;
}
