"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateSessionBody, SessionDTO, SessionStatus } from "./api-types";
import { queryKeys } from "./query-keys";
import { createSession, deleteSession, getSession, listSessions, renameSession, setSessionStatus } from "./workspace-api";

// A project's work sessions (pre-check, T661, logbook): the list, one session, and the changes
// that keep the list and the session page in step.

type SessionRef = Pick<SessionDTO, "id" | "projectId">;

export const useSessions = (projectId: string) =>
  useQuery({ queryKey: queryKeys.sessions(projectId), queryFn: () => listSessions(projectId) });

export const useSession = (projectId: string, sessionId: string) =>
  useQuery({ queryKey: queryKeys.session(projectId, sessionId), queryFn: () => getSession(projectId, sessionId) });

export function useCreateSession(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSessionBody) => createSession(projectId, body),
    onSuccess: async (session) => {
      queryClient.setQueryData(queryKeys.session(projectId, session.id), session);
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions(projectId) });
    },
  });
}

/** The session page and the project's list both show a changed session. */
function useSessionChange<V>(session: SessionRef, change: (variables: V) => Promise<SessionDTO>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (updated: SessionDTO) => {
      queryClient.setQueryData(queryKeys.session(session.projectId, session.id), updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions(session.projectId), exact: true });
    },
  });
}

export const useRenameSession = (session: SessionRef) =>
  useSessionChange(session, (title: string) => renameSession(session.projectId, session.id, title));

/** Archive or reactivate a session. */
export const useSessionStatus = (session: SessionRef) =>
  useSessionChange(session, (status: SessionStatus) => setSessionStatus(session.projectId, session.id, status));

export function useDeleteSession(session: SessionRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSession(session.projectId, session.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.session(session.projectId, session.id) });
      queryClient.removeQueries({ queryKey: queryKeys.history(session.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions(session.projectId), exact: true });
    },
  });
}
