"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { isApiError } from "@/lib/client/api-error";
import type { ProjectDTO } from "@/lib/client/api-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useCreateProject } from "@/lib/client/use-projects";
import { rememberMonthDay } from "@/lib/client/year-end-memory";
import { PROJECT_FIELDS, ProjectFields, readProjectForm } from "./project-fields";
import { UpgradePrompt } from "./upgrade-prompt";

interface CreateProjectFormProps {
  onCancel?: () => void;
  onCreated?: (project: ProjectDTO) => void;
  /** The card's heading and introduction; the plain "New project" card without. */
  title?: string;
  intro?: ReactNode;
  submitLabel?: string;
}

export function CreateProjectForm({ onCancel, onCreated, title = "New project", intro, submitLabel = "Create project" }: CreateProjectFormProps) {
  // A new key remounts the fields, clearing them after a project is created.
  const [formKey, setFormKey] = useState(0);
  const [yearEndError, setYearEndError] = useState<string | null>(null);
  const mutation = useCreateProject();
  const quotaError = isApiError(mutation.error) && mutation.error.code === "QUOTA_EXCEEDED" ? mutation.error : null;
  const errors = toFormErrors(quotaError ? null : mutation.error, PROJECT_FIELDS);
  const fieldErrors = yearEndError ? { ...errors.fields, fiscalYear: yearEndError } : errors.fields;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { input, monthDay, yearEndError: invalid } = readProjectForm(e.currentTarget);
    setYearEndError(invalid);
    if (invalid) return;
    const { status: _status, ...body } = input;
    // Not mutate's own onSuccess: the first project replaces the empty state that holds this
    // form once the list is read again, and an unmounted form would never hear of it.
    mutation.mutateAsync(body).then(
      (project) => {
        if (monthDay) rememberMonthDay(monthDay, project.id);
        setFormKey((k) => k + 1);
        onCreated?.(project);
      },
      () => {}, // shown from mutation.error
    );
  }

  return (
    <section className="card create-project" aria-labelledby="create-project-title">
      <h2 id="create-project-title">{title}</h2>
      {intro ?? <p className="muted small">One project per line of work you plan to claim, for one tax year.</p>}
      <form key={formKey} onSubmit={onSubmit} noValidate className="form">
        {quotaError && <UpgradePrompt message={quotaError.message} />}
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        {mutation.isSuccess && <Alert tone="success">Project “{mutation.data.name}” created.</Alert>}
        <ProjectFields idPrefix="new-project" errors={fieldErrors} />
        <div className="form-actions">
          <SubmitButton pending={mutation.isPending} pendingLabel="Creating…">
            {submitLabel}
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
