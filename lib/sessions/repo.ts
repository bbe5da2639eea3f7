import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { messages, projects, sessions, type MessageRow, type SessionRow } from "@/db/schema";
import { notFound } from "@/lib/errors";

export interface OwnedSessionKey {
  sessionId: string;
  ownerId: string;
  projectId: string;
}

const ownedSession = ({ sessionId, ownerId, projectId }: OwnedSessionKey) =>
  and(eq(sessions.id, sessionId), eq(sessions.ownerId, ownerId), eq(sessions.projectId, projectId));

/** The session if `ownerId` owns it (optionally within `projectId`); NOT_FOUND otherwise. */
export async function getSessionForOwner(
  db: Database,
  { sessionId, ownerId, projectId }: Omit<OwnedSessionKey, "projectId"> & { projectId?: string },
): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.ownerId, ownerId),
        projectId ? eq(sessions.projectId, projectId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound("Session");
  return row;
}

export function listSessions(db: Database, { projectId, ownerId }: { projectId: string; ownerId: string }): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.projectId, projectId), eq(sessions.ownerId, ownerId)))
    .orderBy(desc(sessions.createdAt));
}

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function updateSession(
  db: Database,
  key: OwnedSessionKey,
  values: Partial<typeof sessions.$inferInsert>,
): Promise<SessionRow> {
  const [row] = await db
    .update(sessions)
    .set({ ...values, updatedAt: new Date() })
    .where(ownedSession(key))
    .returning();
  if (!row) throw notFound("Session");
  return row;
}

export async function deleteSession(db: Database, key: OwnedSessionKey): Promise<void> {
  const rows = await db.delete(sessions).where(ownedSession(key)).returning({ id: sessions.id });
  if (rows.length === 0) throw notFound("Session");
}

/** The newest `limit` USER and ASSISTANT messages of the session, oldest first. */
export async function recentMessages(db: Database, sessionId: string, limit: number): Promise<MessageRow[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), inArray(messages.role, ["USER", "ASSISTANT"])))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

export async function insertMessage(db: Database, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

export async function touchSession(db: Database, sessionId: string, at: Date) {
  await db.update(sessions).set({ lastMessageAt: at, updatedAt: at }).where(eq(sessions.id, sessionId));
}

/** The session with its project, if `ownerId` owns it; NOT_FOUND otherwise. One query. */
export async function getSessionWithProject(db: Database, { sessionId, ownerId }: { sessionId: string; ownerId: string }) {
  const [row] = await db
    .select({ session: sessions, project: projects })
    .from(sessions)
    .innerJoin(projects, eq(projects.id, sessions.projectId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound("Session");
  return row;
}
