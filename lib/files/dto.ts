import type { FileRow } from "@/db/schema";

export interface FileDTO {
  id: string;
  projectId: string;
  originalFilename: string;
  contentType: string;
  fileSize: number;
  uploadedAt: string | null;
  uploadStatus: FileRow["uploadStatus"];
  indexStatus: FileRow["indexStatus"];
  indexError: string | null;
}

export const toFileDTO = (f: FileRow): FileDTO => ({
  id: f.id,
  projectId: f.projectId,
  originalFilename: f.originalFilename,
  contentType: f.contentType,
  fileSize: f.fileSize,
  uploadedAt: f.uploadedAt?.toISOString() ?? null,
  uploadStatus: f.uploadStatus,
  indexStatus: f.indexStatus,
  indexError: f.indexError,
});
