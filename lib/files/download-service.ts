import "server-only";
import { getDb } from "@/db/client";
import type { FileRow, UserRow } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { getObjectStore } from "@/lib/storage";
import { getFileForOwner } from "./repo";
import { DOWNLOAD_LINK_SECONDS } from "./view-limits";

// Opening an evidence file again: a short-lived signed GET of its object, named after the file
// (Content-Disposition: attachment, the original filename). The link is the credential, so it is
// answered to the owner only and never logged.

export interface FileDownload {
  url: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  filename: string;
  contentType: string;
}

/** A confirmed file of the caller's project, else 404 (not theirs, or missing) or 409 (not confirmed). */
export async function getConfirmedFile(user: UserRow, projectId: string, fileId: string): Promise<FileRow> {
  const file = await getFileForOwner(await getDb(), { fileId, projectId, ownerId: user.id });
  if (file.uploadStatus !== "CONFIRMED") {
    throw new AppError(
      "CONFLICT",
      file.uploadStatus === "PENDING" ? "The file's upload is not confirmed yet" : "The file's upload failed; upload it again",
    );
  }
  return file;
}

export async function fileDownloadLink(user: UserRow, projectId: string, fileId: string): Promise<FileDownload> {
  const file = await getConfirmedFile(user, projectId, fileId);
  const link = await getObjectStore().presignGet(file.objectKey, {
    expiresInSeconds: DOWNLOAD_LINK_SECONDS,
    filename: file.originalFilename,
  });
  return { url: link.url, expiresAt: link.expiresAt, filename: file.originalFilename, contentType: file.contentType };
}
