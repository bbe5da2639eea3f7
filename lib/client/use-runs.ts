"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError, type ApiError } from "./api-error";
import type { SessionDTO } from "./api-types";
import { queryKeys } from "./query-keys";
import { invalidateUsage } from "./use-billing";
import { fetchHistory, runScreener, startRun } from "./workspace-api";

// A session's conversation and the runs that add to it; and the landing page's screener, which
// runs the same pre-check without storing anything.

export const useHistory = (sessionId: string) =>
  useQuery({ queryKey: queryKeys.history(sessionId), queryFn: () => fetchHistory(sessionId) });

/** A prompt and the evidence files sent with it. */
export interface RunRequest {
  input: string;
  files: readonly { id: string }[];
}

/** The stored user message of a failed run, from the 502 body's `data.messages.userMessageId`. */
export function failedUserMessageId(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const messages = (data as { messages?: { userMessageId?: unknown } }).messages;
  return typeof messages?.userMessageId === "string" ? messages.userMessageId : null;
}

/** Hears of the user message a run stored (also when the worker failed), before the history is read again. */
export type OnRunStored<R> = (userMessageId: string | null, request: R, failure: ApiError | null) => void;

/**
 * Sends a prompt as a run in the session, then reads again what the run changed: the history (a
 * worker failure stores the user message too), the project's files when the selection was refused,
 * the session when it was archived meanwhile (409), and the usage. The history is read before the
 * mutation settles, so an optimistic bubble (its variables while pending) gives way to it.
 */
export function useStartRun<R extends RunRequest>(session: SessionDTO, onStored?: OnRunStored<R>) {
  const queryClient = useQueryClient();
  const refreshHistory = () => queryClient.invalidateQueries({ queryKey: queryKeys.history(session.id) });
  return useMutation({
    mutationFn: (request: R) =>
      startRun(session.id, { type: session.type, input: request.input, selected_file_ids: request.files.map((f) => f.id) }),
    onSuccess: async (data, request) => {
      onStored?.(data.messages.userMessageId, request, null);
      await refreshHistory();
    },
    onError: async (err, request) => {
      if (!isApiError(err)) return;
      if (err.code === "WORKER_FAILED") {
        onStored?.(failedUserMessageId(err.data), request, err);
        await refreshHistory();
      }
      if (err.code === "INVALID_FILE_SELECTION") {
        // A file was deleted or is no longer ready: show the project's files as they are now.
        await queryClient.invalidateQueries({ queryKey: queryKeys.files(session.projectId) });
      }
      if (err.status === 409) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.session(session.projectId, session.id) });
      }
    },
    onSettled: () => invalidateUsage(queryClient),
  });
}

/** The public quick pre-check: nothing is stored, nothing to read again. */
export const useScreener = () => useMutation({ mutationFn: runScreener });
