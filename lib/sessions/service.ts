import "server-only";
import { getDb } from "@/db/client";
import type { SessionStatus, UserRow } from "@/db/schema";
import { getProjectForOwner } from "@/lib/projects/repo";
import { messagesWithRuns } from "@/lib/runs/repo";
import { toMessageDTO, toSessionDTO, type MessageDTO, type SessionDTO } from "./dto";
import {
  deleteSession,
  getSessionForOwner,
  insertSession,
  listSessions,
  updateSession,
} from "./repo";
import type { CreateSessionInput } from "./schemas";
import { defaultSessionTitle } from "./types";

export async function createSession(user: UserRow, projectId: string, input: CreateSessionInput): Promise<SessionDTO> {
  const db = await getDb();
  await getProjectForOwner(db, { projectId, ownerId: user.id });
  const row = await insertSession(db, {
    projectId,
    ownerId: user.id,
    type: input.type,
    title: input.title ?? defaultSessionTitle(input.type, new Date()),
  });
  return toSessionDTO(row);
}

export async function listProjectSessions(user: UserRow, projectId: string): Promise<SessionDTO[]> {
  const db = await getDb();
  await getProjectForOwner(db, { projectId, ownerId: user.id });
  return (await listSessions(db, { projectId, ownerId: user.id })).map(toSessionDTO);
}

export async function getSession(user: UserRow, projectId: string, sessionId: string): Promise<SessionDTO> {
  return toSessionDTO(await getSessionForOwner(await getDb(), { sessionId, ownerId: user.id, projectId }));
}

export async function setSessionStatus(user: UserRow, projectId: string, sessionId: string, status: SessionStatus) {
  return toSessionDTO(await updateSession(await getDb(), { sessionId, ownerId: user.id, projectId }, { status }));
}

export async function renameSession(user: UserRow, projectId: string, sessionId: string, title: string) {
  return toSessionDTO(await updateSession(await getDb(), { sessionId, ownerId: user.id, projectId }, { title }));
}

export async function removeSession(user: UserRow, projectId: string, sessionId: string): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => deleteSession(tx, { sessionId, ownerId: user.id, projectId }));
}

export async function sessionHistory(user: UserRow, sessionId: string, limit: number): Promise<MessageDTO[]> {
  const db = await getDb();
  await getSessionForOwner(db, { sessionId, ownerId: user.id });
  return (await messagesWithRuns(db, { sessionId, limit })).map(({ message, run }) => toMessageDTO(message, run));
}
