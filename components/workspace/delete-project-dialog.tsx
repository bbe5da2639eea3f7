"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { queryKeys } from "@/lib/client/query-keys";
import { deleteProject } from "@/lib/client/workspace-api";
import type { ProjectDTO } from "@/lib/client/workspace-types";

interface DeleteProjectDialogProps {
  project: ProjectDTO;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteProject(project.id),
    onSuccess: async () => {
      // The project page may still be on screen: leave its cache alone, only drop it from the list.
      queryClient.setQueryData<ProjectDTO[]>(queryKeys.projects, (list) => list?.filter((p) => p.id !== project.id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
      ]);
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
      onConfirm={() => mutation.mutate()}
      onCancel={onClose}
    >
      <p>
        <strong>{project.name}</strong> ({project.fiscalYear}) and all of its sessions and messages will be deleted.
        This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
