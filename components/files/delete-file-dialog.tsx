"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { forgetFile } from "@/lib/client/file-cache";
import { deleteFile } from "@/lib/client/files-api";
import { queryKeys } from "@/lib/client/query-keys";
import type { FileRecord } from "@/lib/client/workspace-types";

export function DeleteFileDialog({ file, onClose }: { file: FileRecord; onClose: () => void }) {
  const queryClient = useQueryClient();
  const key = queryKeys.files(file.projectId);
  const mutation = useMutation({
    mutationFn: () => deleteFile(file.projectId, file.id),
    onSuccess: async () => {
      forgetFile(file.id);
      queryClient.setQueryData<FileRecord[]>(key, (list) => list?.filter((f) => f.id !== file.id));
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
      ]);
    },
  });
  return (
    <ConfirmDialog
      title="Delete this file?"
      confirmLabel="Delete file"
      pendingLabel="Deleting…"
      pending={mutation.isPending}
      error={mutation.error?.message}
      onConfirm={() => mutation.mutate()}
      onCancel={onClose}
    >
      <p>
        <strong>{file.originalFilename}</strong> will be removed from this project and from storage. Past answers that
        quoted it keep their quotes, but new runs can no longer use it. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
