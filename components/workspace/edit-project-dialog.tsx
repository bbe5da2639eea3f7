"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { toFormErrors } from "@/lib/client/form-errors";
import { queryKeys } from "@/lib/client/query-keys";
import { updateProject } from "@/lib/client/workspace-api";
import type { ProjectDTO } from "@/lib/client/workspace-types";
import { PROJECT_FIELDS, ProjectFields, readProjectForm } from "./project-fields";

export function EditProjectDialog({ project, onClose }: { project: ProjectDTO; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (form: HTMLFormElement) => updateProject(project.id, readProjectForm(form)),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.project(project.id), updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
      onClose();
    },
  });
  const errors = toFormErrors(mutation.error, PROJECT_FIELDS);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    mutation.mutate(e.currentTarget);
  }

  return (
    <Dialog title="Edit project" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <ProjectFields idPrefix={`edit-${project.id}`} project={project} errors={errors.fields} withStatus />
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
