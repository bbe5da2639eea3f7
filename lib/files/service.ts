import crypto from "node:crypto";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { getProjectForOwner } from "@/lib/projects/repo";
import { getLimits, lockUserQuota } from "@/lib/quotas/repo";
import { getObjectStore } from "@/lib/storage";
import { runInBackground } from "@/lib/background";
import { toFileDTO, type FileDTO } from "./dto";
import { indexFile } from "./indexing";
import {
  deleteFileRow,
  getFileForOwner,
  insertFiles,
  listConfirmedFiles,
  markConfirmed,
  storageUsedByOwner,
  storageUsedTotal,
} from "./repo";
import type { PresignInput } from "./schemas";
import { keySafeName } from "./types";

export interface PresignResult {
  fileId: string;
  uploadUrl: string;
  objectKey: string;
  expiresAt: number;
}

const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * Reserves the files' total size against the tier's storage quota (and the global cap), records
 * them as PENDING and answers a presigned PUT URL for each, in request order.
 */
export async function presignUploads(user: UserRow, projectId: string, input: PresignInput): Promise<PresignResult[]> {
  const db = await getDb();
  const ttl = config.files.uploadUrlTtlSeconds;
  const expiresAt = new Date(Date.now() + ttl * 1000);
  const rows = await db.transaction(async (tx) => {
    await getProjectForOwner(tx, projectId, user.id);
    await lockUserQuota(tx, user.id);
    const requested = input.files.reduce((total, f) => total + f.fileSize, 0);
    const limits = await getLimits(tx, user.membershipTier);
    if (limits?.storageBytes != null) {
      const used = await storageUsedByOwner(tx, user.id);
      if (used + requested > limits.storageBytes) {
        throw new AppError(
          "QUOTA_EXCEEDED",
          `These files need ${mib(requested)} but only ${mib(Math.max(0, limits.storageBytes - used))} of your plan's ${mib(limits.storageBytes)} is free.`,
        );
      }
    }
    if (limits?.storageBytesTotal != null && (await storageUsedTotal(tx)) + requested > limits.storageBytesTotal) {
      throw new AppError("QUOTA_EXCEEDED", "The service's storage is full. Please try again later.");
    }
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
          objectKey: `projects/${projectId}/files/${id}/${keySafeName(f.filename)}`,
          uploadExpiresAt: expiresAt,
        };
      }),
    );
  });
  const store = getObjectStore();
  return Promise.all(
    rows.map(async (row) => {
      const put = await store.presignPut(row.objectKey, {
        contentType: row.contentType,
        contentLength: row.fileSize,
        expiresInSeconds: ttl,
      });
      return { fileId: row.id, uploadUrl: put.url, objectKey: row.objectKey, expiresAt: put.expiresAt };
    }),
  );
}

const unquote = (etag: string) => etag.replace(/^W\//, "").replace(/^"|"$/g, "");

/** Confirms an upload: the object must exist with the presigned size; indexing then starts. */
export async function confirmUpload(user: UserRow, projectId: string, fileId: string, etag?: string): Promise<FileDTO> {
  const db = await getDb();
  const file = await getFileForOwner(db, fileId, projectId, user.id);
  if (file.uploadStatus !== "PENDING") {
    throw new AppError("CONFLICT", file.uploadStatus === "CONFIRMED" ? "This upload is already confirmed" : "This upload has failed; upload the file again");
  }
  if (file.uploadExpiresAt.getTime() <= Date.now()) {
    throw new AppError("CONFLICT", "The upload's reservation has expired; upload the file again");
  }
  const stored = await getObjectStore().head(file.objectKey);
  if (!stored) throw new AppError("CONFLICT", "No uploaded object was found for this file; upload it first");
  if (stored.size !== file.fileSize) {
    throw new AppError("CONFLICT", `The uploaded object has ${stored.size} bytes, not the ${file.fileSize} announced`);
  }
  if (etag && stored.etag && unquote(etag) !== unquote(stored.etag)) {
    throw new AppError("CONFLICT", "The etag does not match the stored object");
  }
  const confirmed = await markConfirmed(db, fileId, stored.etag ?? (etag ? unquote(etag) : null));
  if (!confirmed) throw new AppError("CONFLICT", "The upload's reservation has expired; upload the file again");
  runInBackground("index file", () => indexFile(fileId));
  return toFileDTO(confirmed);
}

export async function listFiles(user: UserRow, projectId: string): Promise<FileDTO[]> {
  const db = await getDb();
  await getProjectForOwner(db, projectId, user.id);
  return (await listConfirmedFiles(db, projectId, user.id)).map(toFileDTO);
}

/** Deletes the metadata (with its chunks) and then the stored object; the bytes stop counting. */
export async function deleteFile(user: UserRow, projectId: string, fileId: string): Promise<void> {
  const db = await getDb();
  const file = await getFileForOwner(db, fileId, projectId, user.id);
  await db.transaction((tx) => deleteFileRow(tx, file.id));
  await getObjectStore()
    .delete(file.objectKey)
    .catch((err) => log.error("deleting a stored object failed", { key: file.objectKey, ...errorFields(err) }));
}
