import type { FileRow } from "@/db/schema";
import type { ObjectDeletion } from "@/lib/storage/service";
import { keySafeName } from "./types";

// A file has two keys. The upload URL writes to its staging key; confirm moves the checked bytes
// to its permanent key, which nothing else ever writes, so a confirmed file's bytes cannot change
// under its chunks and ETag. An upload URL outlives confirm, so a staging key can be written again
// until the URL expires: its deletion only becomes final after that.

/** How long after an upload URL's expiry a PUT that started in time may still be arriving. */
export const UPLOAD_GRACE_MS = 60 * 60 * 1000;

export const fileKeys = (projectId: string, fileId: string, filename: string) => ({
  uploadKey: `projects/${projectId}/uploads/${fileId}/${keySafeName(filename)}`,
  objectKey: `projects/${projectId}/files/${fileId}/${keySafeName(filename)}`,
});

/** When the staging key's deletion becomes final. */
export const uploadKeyFinalAt = (file: Pick<FileRow, "uploadExpiresAt">) => new Date(file.uploadExpiresAt.getTime() + UPLOAD_GRACE_MS);

/** Every object a file may have left behind: its permanent object, and its staging object. */
export function fileObjectDeletions(rows: Pick<FileRow, "objectKey" | "uploadKey" | "uploadExpiresAt">[]): ObjectDeletion[] {
  return rows.flatMap((f) =>
    f.uploadKey && f.uploadKey !== f.objectKey
      ? [{ key: f.objectKey }, { key: f.uploadKey, notBefore: uploadKeyFinalAt(f) }]
      : // Uploaded before staging keys: its upload URL writes to the permanent key itself.
        [{ key: f.objectKey, notBefore: uploadKeyFinalAt(f) }],
  );
}
