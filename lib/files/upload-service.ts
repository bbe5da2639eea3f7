import "server-only";
import crypto from "node:crypto";
import { getDb } from "@/db/client";
import type { FileRow, UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { getProjectForOwner } from "@/lib/projects/repo";
import { assertCanStore } from "@/lib/quotas/service";
import { getObjectStore, type StoredObject } from "@/lib/storage";
import { deleteQueuedObjects, queueObjectDeletions } from "@/lib/storage/service";
import { runInBackground } from "@/lib/background";
import { toFileDTO, type FileDTO } from "./dto";
import { startIndexing } from "./index-queue";
import { fileKeys, fileObjectDeletions, uploadKeyFinalAt } from "./object-keys";
import {
  deleteFileForOwner,
  getFileForOwner,
  insertFiles,
  listConfirmedFiles,
  markConfirmed,
} from "./repo";
import type { PresignInput } from "./schemas";

export interface PresignResult {
  fileId: string;
  uploadUrl: string;
  /** The staging key the upload URL writes to (confirm moves the bytes to the file's own key). */
  objectKey: string;
  expiresAt: number;
}

/**
 * Reserves the files' total size against the tier's storage quota (and the global cap), records
 * them as PENDING and answers a presigned PUT URL for each, in request order.
 */
export async function presignUploads(user: UserRow, projectId: string, input: PresignInput): Promise<PresignResult[]> {
  const db = await getDb();
  const ttl = config.files.uploadUrlTtlSeconds;
  const expiresAt = new Date(Date.now() + ttl * 1000);
  const rows = await db.transaction(async (tx) => {
    await getProjectForOwner(tx, { projectId, ownerId: user.id });
    await assertCanStore(tx, user, input.files.reduce((total, f) => total + f.fileSize, 0));
    return insertFiles(
      tx,
      input.files.map((f) => {
        const id = crypto.randomUUID();
        return {
          id,
          projectId,
          ownerId: user.id,
          originalFilename: f.filename,
          contentType: f.contentType,
          fileSize: f.fileSize,
          ...fileKeys(projectId, id, f.filename),
          uploadExpiresAt: expiresAt,
        };
      }),
    );
  });
  const store = getObjectStore();
  return Promise.all(
    rows.map(async (row) => {
      const uploadKey = row.uploadKey ?? row.objectKey;
      const put = await store.presignPut(uploadKey, {
        contentType: row.contentType,
        contentLength: row.fileSize,
        expiresInSeconds: ttl,
      });
      return { fileId: row.id, uploadUrl: put.url, objectKey: uploadKey, expiresAt: put.expiresAt };
    }),
  );
}

const unquote = (etag: string) => etag.replace(/^W\//, "").replace(/^"|"$/g, "");

const hasStagingKey = (file: FileRow): file is FileRow & { uploadKey: string } =>
  file.uploadKey !== null && file.uploadKey !== file.objectKey;

/** Moves the upload to the file's own key; a previous confirm that stopped after the move left it there. */
async function placeUpload(file: FileRow): Promise<StoredObject | null> {
  const store = getObjectStore();
  if (!hasStagingKey(file)) return store.head(file.objectKey);
  return (await store.move(file.uploadKey, file.objectKey)) ?? store.head(file.objectKey);
}

/**
 * Confirms an upload: moves the bytes from the staging key to the file's own key, checks them (the
 * presigned size, and the client's ETag if given) and records their ETag; indexing then starts.
 * The upload URL can still write the staging key, never the confirmed bytes; that key's deletion
 * is queued for when the URL has expired.
 */
export async function confirmUpload(user: UserRow, projectId: string, fileId: string, etag?: string): Promise<FileDTO> {
  const db = await getDb();
  const confirmed = await db.transaction(async (tx) => {
    // Locked through the move: a second confirm waits, finds the file CONFIRMED, and never moves
    // bytes over a confirmed object; a delete waits too, and then queues what the move left.
    const file = await getFileForOwner(tx, { fileId, projectId, ownerId: user.id }, { lock: true });
    if (file.uploadStatus !== "PENDING") {
      throw new AppError("CONFLICT", file.uploadStatus === "CONFIRMED" ? "This upload is already confirmed" : "This upload has failed; upload the file again");
    }
    if (file.uploadExpiresAt.getTime() <= Date.now()) {
      throw new AppError("CONFLICT", "The upload's reservation has expired; upload the file again");
    }
    const stored = await placeUpload(file);
    if (!stored) throw new AppError("CONFLICT", "No uploaded object was found for this file; upload it first");
    if (stored.size !== file.fileSize) {
      throw new AppError("CONFLICT", `The uploaded object has ${stored.size} bytes, not the ${file.fileSize} announced`);
    }
    if (etag && stored.etag && unquote(etag) !== unquote(stored.etag)) {
      throw new AppError("CONFLICT", "The etag does not match the stored object");
    }
    const row = await markConfirmed(tx, { fileId, etag: stored.etag ?? (etag ? unquote(etag) : null) });
    if (!row) throw new AppError("CONFLICT", "The upload's reservation has expired; upload the file again");
    if (hasStagingKey(file)) await queueObjectDeletions(tx, [{ key: file.uploadKey, notBefore: uploadKeyFinalAt(file) }]);
    return row;
  });
  runInBackground("index files", startIndexing);
  return toFileDTO(confirmed);
}

export async function listFiles(user: UserRow, projectId: string): Promise<FileDTO[]> {
  const db = await getDb();
  await getProjectForOwner(db, { projectId, ownerId: user.id });
  return (await listConfirmedFiles(db, { projectId, ownerId: user.id })).map(toFileDTO);
}

/**
 * Deletes the file with its chunks (the bytes stop counting) and queues its objects for deletion in
 * the same transaction; they are deleted once it commits, or by the sweeper after a crash.
 */
export async function deleteFile(user: UserRow, projectId: string, fileId: string): Promise<void> {
  const db = await getDb();
  const keys = await db.transaction(async (tx) => {
    const file = await deleteFileForOwner(tx, { fileId, projectId, ownerId: user.id });
    return queueObjectDeletions(tx, fileObjectDeletions([file]));
  });
  await deleteQueuedObjects(keys);
}
