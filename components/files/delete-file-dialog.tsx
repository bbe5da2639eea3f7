"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { FileDTO } from "@/lib/client/api-types";
import { useDeleteFile } from "@/lib/client/use-files";

export function DeleteFileDialog({ file, onClose }: { file: FileDTO; onClose: () => void }) {
  const mutation = useDeleteFile(file);
  return (
    <ConfirmDialog
      title="Delete this file?"
      confirmLabel="Delete file"
      pendingLabel="Deleting…"
      pending={mutation.isPending}
      error={mutation.error?.message}
      onConfirm={() => mutation.mutate(undefined, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <p>
        <strong>{file.originalFilename}</strong> will be removed from this project and from storage. Past answers that
        quoted it keep their quotes, but new runs can no longer use it. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
