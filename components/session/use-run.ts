"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "@/lib/client/api-error";
import { queryKeys } from "@/lib/client/query-keys";
import { startRun } from "@/lib/client/workspace-api";
import type { SessionDTO } from "@/lib/client/workspace-types";
import type { AttachedFile } from "./attached-file";

/** The stored user message of a failed run, from the 502 body's `data.messages.userMessageId`. */
function failedUserMessageId(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const messages = (data as { messages?: { userMessageId?: unknown } }).messages;
  return typeof messages?.userMessageId === "string" ? messages.userMessageId : null;
}

/** A prompt and the evidence files sent with it. */
export interface RunDraft {
  input: string;
  files: AttachedFile[];
}

/**
 * Sends a prompt as a run in the session. The conversation is refetched before the run settles, so
 * the optimistic bubble (the mutation's variables while pending) gives way to the stored messages.
 */
export function useRun(session: SessionDTO) {
  const queryClient = useQueryClient();
  // Why each failed run failed, by its stored user message (this page load only).
  const [failures, setFailures] = useState<Record<string, string>>({});
  // The files each message was sent with: the history does not carry them, so this page load only.
  const [attachments, setAttachments] = useState<Record<string, AttachedFile[]>>({});
  const refreshHistory = () => queryClient.invalidateQueries({ queryKey: queryKeys.history(session.id) });
  const remember = (userMessageId: string | null, files: AttachedFile[]) => {
    if (userMessageId && files.length > 0) setAttachments((a) => ({ ...a, [userMessageId]: files }));
  };

  const mutation = useMutation({
    mutationFn: (draft: RunDraft) =>
      startRun(session.id, { type: session.type, input: draft.input, selectedFileIds: draft.files.map((f) => f.id) }),
    onSuccess: async (data, draft) => {
      remember(data.messages.userMessageId, draft.files);
      await refreshHistory();
    },
    onError: async (err, draft) => {
      if (!isApiError(err)) return;
      if (err.code === "WORKER_FAILED") {
        const id = failedUserMessageId(err.data);
        if (id) setFailures((f) => ({ ...f, [id]: err.message }));
        remember(id, draft.files);
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });

  const error = mutation.error;
  return {
    send: mutation.mutate,
    pending: mutation.isPending,
    pendingRun: mutation.isPending ? mutation.variables : null,
    failures,
    attachments,
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
        ? { userMessageId: failedUserMessageId(error.data), ...mutation.variables, message: error.message }
        : null,
    reset: mutation.reset,
  };
}
