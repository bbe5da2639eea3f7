"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/client/query-keys";
import { deleteSession, setSessionStatus } from "@/lib/client/workspace-api";
import type { SessionDTO, SessionStatus } from "@/lib/client/workspace-types";

/** Archive or reactivate a session, keeping the list and the session page in step. */
export function useSessionStatus(session: Pick<SessionDTO, "id" | "projectId">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SessionStatus) => setSessionStatus(session.projectId, session.id, status),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.session(session.projectId, session.id), updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions(session.projectId), exact: true });
    },
  });
}

export function useDeleteSession(session: Pick<SessionDTO, "id" | "projectId">, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSession(session.projectId, session.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.session(session.projectId, session.id) });
      queryClient.removeQueries({ queryKey: queryKeys.history(session.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions(session.projectId), exact: true });
      onDeleted();
    },
  });
}
