"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ProjectDTO } from "@/lib/client/api-types";
import { useDeleteProject } from "@/lib/client/use-projects";

interface DeleteProjectDialogProps {
  project: ProjectDTO;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const mutation = useDeleteProject(project.id);
  const remove = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        onClose();
        onDeleted?.();
      },
    });
  return (
    <ConfirmDialog
      title="Delete this project?"
      confirmLabel="Delete project"
      pendingLabel="Deleting…"
      pending={mutation.isPending}
      error={mutation.error?.message}
      onConfirm={remove}
      onCancel={onClose}
    >
      <p>
        <strong>{project.name}</strong> ({project.fiscalYear}) and all of its sessions and messages will be deleted.
        This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
