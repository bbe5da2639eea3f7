"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toFormErrors } from "@/lib/client/form-errors";
import { queryKeys } from "@/lib/client/query-keys";
import { renameSession } from "@/lib/client/workspace-api";
import type { SessionDTO } from "@/lib/client/workspace-types";

export function RenameSessionDialog({ session, onClose }: { session: SessionDTO; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (title: string) => renameSession(session.projectId, session.id, title),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.session(session.projectId, session.id), updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.sessions(session.projectId), exact: true });
      onClose();
    },
  });
  const errors = toFormErrors(mutation.error, ["title"] as const);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    mutation.mutate(String(new FormData(e.currentTarget).get("title") ?? "").trim());
  }

  return (
    <Dialog title="Rename session" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <TextField
          id={`rename-${session.id}`}
          name="title"
          label="Title"
          required
          maxLength={200}
          defaultValue={session.title}
          error={errors.fields.title}
        />
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
            Save title
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
