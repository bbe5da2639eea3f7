"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { isApiError } from "@/lib/client/api-error";
import { toFormErrors } from "@/lib/client/form-errors";
import { useCreateProject } from "@/lib/client/use-projects";
import { PROJECT_FIELDS, ProjectFields, readProjectForm } from "./project-fields";
import { UpgradePrompt } from "./upgrade-prompt";

export function CreateProjectForm({ onCancel, onCreated }: { onCancel?: () => void; onCreated?: () => void }) {
  // A new key remounts the fields, clearing them after a project is created.
  const [formKey, setFormKey] = useState(0);
  const mutation = useCreateProject();
  const quotaError = isApiError(mutation.error) && mutation.error.code === "QUOTA_EXCEEDED" ? mutation.error : null;
  const errors = toFormErrors(quotaError ? null : mutation.error, PROJECT_FIELDS);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { status: _status, ...input } = readProjectForm(e.currentTarget);
    mutation.mutate(input, {
      onSuccess: () => {
        setFormKey((k) => k + 1);
        onCreated?.();
      },
    });
  }

  return (
    <section className="card create-project" aria-labelledby="create-project-title">
      <h2 id="create-project-title">New project</h2>
      <p className="muted small">One project per line of work you plan to claim, for one fiscal year.</p>
      <form key={formKey} onSubmit={onSubmit} noValidate className="form">
        {quotaError && <UpgradePrompt message={quotaError.message} />}
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        {mutation.isSuccess && <Alert tone="success">Project “{mutation.data.name}” created.</Alert>}
        <ProjectFields idPrefix="new-project" errors={errors.fields} />
        <div className="form-actions">
          <SubmitButton pending={mutation.isPending} pendingLabel="Creating…">
            Create project
          </SubmitButton>
          {onCancel && (
            <button type="button" className="button button-ghost" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
