import type { DocumentPreview, FileDownload, FileDTO, FileLimits, PresignRequest, PresignResult } from "./api-types";
import { authedData } from "./envelope";

// The project's evidence files. Bytes never pass through the proxy: the browser PUTs them straight
// to the presigned URL (upload-put.ts), then confirms here.

const files = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/files`;
const file = (projectId: string, fileId: string) => `${files(projectId)}/${encodeURIComponent(fileId)}`;

/** The largest file, the files per presign call and the accepted types, as the server enforces them. */
export const fetchFileLimits = () => authedData<FileLimits>("/files/limits");

export const listFiles = (projectId: string) => authedData<FileDTO[]>(files(projectId));

/** One result per file, in request order; 402 QUOTA_EXCEEDED when the plan's storage is full. */
export const presignUploads = (projectId: string, requests: PresignRequest[]) =>
  authedData<PresignResult[]>(`${files(projectId)}/presign`, { method: "POST", body: { files: requests } });

/** 409 when the object is missing, has the wrong size or the reservation expired. */
export const confirmUpload = (projectId: string, fileId: string, etag: string | null) =>
  authedData<FileDTO>(`${file(projectId, fileId)}/confirm`, { method: "POST", body: etag ? { etag } : {} });

export const deleteFile = (projectId: string, fileId: string) =>
  authedData<void>(file(projectId, fileId), { method: "DELETE" });

/** A signed link (a few minutes) that downloads the file under its own name; 409 while unconfirmed. */
export const fetchDownloadLink = (projectId: string, fileId: string) => authedData<FileDownload>(`${file(projectId, fileId)}/download`);

/** A Word document as sanitized HTML, rendered by the server from the stored file. */
export const fetchDocumentPreview = (projectId: string, fileId: string) =>
  authedData<DocumentPreview>(`${file(projectId, fileId)}/preview`);
