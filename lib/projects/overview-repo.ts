import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { messages, runs, sessions } from "@/db/schema";

// The SQL of a project's overview: its succeeded runs of one type with their answers. Ownership
// is the project's: the service checks it (getProjectForOwner) before these run.

type RunType = (typeof runs.type.enumValues)[number];

export interface RunAnswer {
  runId: string;
  sessionId: string;
  at: Date;
  /** The assistant message's payload: the worker's result as stored, unchecked. */
  payload: unknown;
}

const succeededOfProject = (projectId: string, type: RunType) =>
  and(eq(sessions.projectId, projectId), eq(runs.type, type), eq(runs.status, "SUCCEEDED"));

/** The newest `limit` succeeded runs of `type` in the project, with their answers, newest first. */
export async function succeededRunAnswers(
  db: Database,
  { projectId, type, limit }: { projectId: string; type: RunType; limit: number },
): Promise<RunAnswer[]> {
  const rows = await db
    .select({ runId: runs.id, sessionId: runs.sessionId, createdAt: runs.createdAt, finishedAt: runs.finishedAt, payload: messages.payload })
    .from(runs)
    .innerJoin(sessions, eq(sessions.id, runs.sessionId))
    .innerJoin(messages, and(eq(messages.runId, runs.id), eq(messages.role, "ASSISTANT")))
    .where(succeededOfProject(projectId, type))
    .orderBy(desc(runs.createdAt), desc(runs.id))
    .limit(limit);
  return rows.map((r) => ({ runId: r.runId, sessionId: r.sessionId, at: r.finishedAt ?? r.createdAt, payload: r.payload }));
}

/** How many runs of `type` succeeded in the project. */
export async function countSucceededRuns(db: Database, { projectId, type }: { projectId: string; type: RunType }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(runs)
    .innerJoin(sessions, eq(sessions.id, runs.sessionId))
    .where(succeededOfProject(projectId, type));
  return row?.n ?? 0;
}
