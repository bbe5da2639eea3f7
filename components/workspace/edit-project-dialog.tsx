"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { toFormErrors } from "@/lib/client/form-errors";
import type { ProjectDTO } from "@/lib/client/api-types";
import { useUpdateProject } from "@/lib/client/use-projects";
import { rememberMonthDay } from "@/lib/client/year-end-memory";
import { PROJECT_FIELDS, ProjectFields, readProjectForm } from "./project-fields";

export function EditProjectDialog({ project, onClose }: { project: ProjectDTO; onClose: () => void }) {
  const mutation = useUpdateProject(project.id);
  const [yearEndError, setYearEndError] = useState<string | null>(null);
  const errors = toFormErrors(mutation.error, PROJECT_FIELDS);
  const fieldErrors = yearEndError ? { ...errors.fields, fiscalYear: yearEndError } : errors.fields;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { input, monthDay, yearEndError: invalid } = readProjectForm(e.currentTarget);
    setYearEndError(invalid);
    if (invalid) return;
    mutation.mutate(input, {
      onSuccess: () => {
        if (monthDay) rememberMonthDay(monthDay, project.id);
        onClose();
      },
    });
  }

  return (
    <Dialog title="Edit project" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <ProjectFields idPrefix={`edit-${project.id}`} project={project} errors={fieldErrors} withStatus />
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
            Save changes
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
