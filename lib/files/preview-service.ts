import "server-only";
import crypto from "node:crypto";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { validationError } from "@/lib/errors";
import { getProjectForOwner } from "@/lib/projects/repo";
import { DOCX_TYPE } from "@/lib/shared/limits";
import { getObjectStore } from "@/lib/storage";
import { deleteQueuedObjects, queueObjectDeletions } from "@/lib/storage/service";
import { fileObjectDeletions } from "./object-keys";
import { expirePendingUploads, insertPreview, takeExpiredPreviews } from "./repo";
import { keySafeName } from "./types";

const OFFICE_VIEWER = "https://view.officeapps.live.com/op/view.aspx?src=";

export interface WordPreview {
  previewUrl: string;
  fileUrl: string;
  expiresAt: number;
}

/** Stores a DOCX for a short while and answers an Office viewer URL for it. */
export async function previewWord(user: UserRow, projectId: string, filename: string, contentBase64: string): Promise<WordPreview> {
  const db = await getDb();
  await getProjectForOwner(db, { projectId, ownerId: user.id });
  const bytes = Buffer.from(contentBase64, "base64");
  if (bytes.length > config.files.maxFileBytes) {
    throw validationError("contentBase64", `must decode to at most ${config.files.maxFileBytes} bytes`);
  }
  // A DOCX is a zip archive: anything else is not a Word document.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) {
    throw validationError("contentBase64", "is not a DOCX document");
  }
  const ttl = config.files.previewTtlSeconds;
  const key = `previews/${user.id}/${crypto.randomUUID()}/${keySafeName(filename)}`;
  const store = getObjectStore();
  await insertPreview(db, { objectKey: key, ownerId: user.id, expiresAt: new Date(Date.now() + ttl * 1000) });
  await store.put(key, bytes, DOCX_TYPE);
  const file = await store.presignGet(key, { expiresInSeconds: ttl, filename });
  return { previewUrl: `${OFFICE_VIEWER}${encodeURIComponent(file.url)}`, fileUrl: file.url, expiresAt: file.expiresAt };
}

/**
 * Expired previews and abandoned uploads: reservations released, objects queued for deletion in
 * the same transaction and deleted once it commits (a late PUT through an upload URL is caught by
 * the staging key's queued deletion, final only after the URL's grace period).
 */
export async function sweepFiles(): Promise<{ previews: number; expiredUploads: number }> {
  const db = await getDb();
  const { previews, expired, keys } = await db.transaction(async (tx) => {
    const previews = await takeExpiredPreviews(tx);
    const expired = await expirePendingUploads(tx);
    const keys = await queueObjectDeletions(tx, [...previews.map((key) => ({ key })), ...fileObjectDeletions(expired)]);
    return { previews, expired, keys };
  });
  await deleteQueuedObjects(keys);
  return { previews: previews.length, expiredUploads: expired.length };
}
