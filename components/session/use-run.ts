"use client";

import { useState } from "react";
import { isApiError } from "@/lib/client/api-error";
import type { SessionDTO } from "@/lib/client/api-types";
import { failedUserMessageId, useStartRun } from "@/lib/client/use-runs";
import type { AttachedFile } from "./attached-file";

/** A prompt and the evidence files sent with it. */
export interface RunDraft {
  input: string;
  files: AttachedFile[];
}

/**
 * The session page's runs: sends a prompt (useStartRun reads the history again before the run
 * settles, so the optimistic bubble gives way to the stored messages) and remembers, for this page
 * load, why each failed run failed and which files each message went with.
 */
export function useRun(session: SessionDTO) {
  // Why each failed run failed, by its stored user message (this page load only).
  const [failures, setFailures] = useState<Record<string, string>>({});
  // The files each message was sent with: the history does not carry them, so this page load only.
  const [attachments, setAttachments] = useState<Record<string, AttachedFile[]>>({});

  const mutation = useStartRun<RunDraft>(session, (userMessageId, draft, failure) => {
    if (!userMessageId) return;
    if (failure) setFailures((f) => ({ ...f, [userMessageId]: failure.message }));
    if (draft.files.length > 0) setAttachments((a) => ({ ...a, [userMessageId]: draft.files }));
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
