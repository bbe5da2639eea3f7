"use client";

import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toFormErrors } from "@/lib/client/form-errors";
import type { SessionDTO } from "@/lib/client/api-types";
import { useRenameSession } from "@/lib/client/use-sessions";

export function RenameSessionDialog({ session, onClose }: { session: SessionDTO; onClose: () => void }) {
  const mutation = useRenameSession(session);
  const errors = toFormErrors(mutation.error, ["title"] as const);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    mutation.mutate(String(new FormData(e.currentTarget).get("title") ?? "").trim(), { onSuccess: onClose });
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
