"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "@/lib/client/api-error";
import { queryKeys } from "@/lib/client/query-keys";
import { startRun } from "@/lib/client/workspace-api";
import type { SessionDTO } from "@/lib/client/workspace-types";

/** The stored user message of a failed run, from the 502 body's `data.messages.userMessageId`. */
function failedUserMessageId(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const messages = (data as { messages?: { userMessageId?: unknown } }).messages;
  return typeof messages?.userMessageId === "string" ? messages.userMessageId : null;
}

/**
 * Sends a prompt as a run in the session. The conversation is refetched before the run settles, so
 * the optimistic bubble (the mutation's variables while pending) gives way to the stored messages.
 */
export function useRun(session: SessionDTO) {
  const queryClient = useQueryClient();
  // Why each failed run failed, by its stored user message (this page load only).
  const [failures, setFailures] = useState<Record<string, string>>({});
  const refreshHistory = () => queryClient.invalidateQueries({ queryKey: queryKeys.history(session.id) });

  const mutation = useMutation({
    mutationFn: (input: string) => startRun(session.id, { type: session.type, input }),
    onSuccess: refreshHistory,
    onError: async (err) => {
      if (!isApiError(err)) return;
      if (err.code === "WORKER_FAILED") {
        const id = failedUserMessageId(err.data);
        if (id) setFailures((f) => ({ ...f, [id]: err.message }));
        await refreshHistory();
      }
      if (err.status === 409) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.session(session.projectId, session.id) });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });

  const error = mutation.error;
  return {
    send: mutation.mutate,
    pending: mutation.isPending,
    pendingInput: mutation.isPending ? mutation.variables : null,
    failures,
    /** Errors shown by the composer; a worker failure is shown inline under its message instead. */
    quotaError: isApiError(error) && error.code === "QUOTA_EXCEEDED" ? error : null,
    archivedError: isApiError(error) && error.status === 409 ? error : null,
    otherError:
      error && !(isApiError(error) && (["QUOTA_EXCEEDED", "WORKER_FAILED"].includes(error.code) || error.status === 409))
        ? error
        : null,
    /** The last run's worker failure, with the text sent: shown even before the history has its message. */
    failedRun:
      isApiError(error) && error.code === "WORKER_FAILED" && mutation.variables !== undefined
        ? { userMessageId: failedUserMessageId(error.data), input: mutation.variables, message: error.message }
        : null,
    reset: mutation.reset,
  };
}
