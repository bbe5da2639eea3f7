// Workspace records, imported as types only so no server code reaches the bundle.
export type { ProjectDTO } from "@/lib/projects/dto";
export type { SessionDTO, MessageDTO } from "@/lib/sessions/dto";
export type { RunResponse } from "@/lib/runs/service";
export type { BillingProfile } from "@/lib/billing/profile";
export type {
  LogbookOutput,
  PrecheckOutput,
  T661Output,
  TaskResult,
  TaskType,
} from "@/lib/worker/schemas";

import type { ProjectDTO } from "@/lib/projects/dto";
import type { SessionDTO } from "@/lib/sessions/dto";
import type { PrecheckOutput, T661Output } from "@/lib/worker/schemas";

export type ProjectStatus = ProjectDTO["status"];
export type SessionType = SessionDTO["type"];
export type SessionStatus = SessionDTO["status"];
export type Criterion = PrecheckOutput["criteria"][number];
export type Verdict = PrecheckOutput["verdict"];
export type T661LineKey = keyof T661Output["lines"];
export type T661Line = T661Output["lines"][T661LineKey];

// Evidence files. TEMPORARY mirror of lib/files (dto, service, preview) until the files API lands
// on this branch; then these become type re-exports like the ones above.
export interface FileRecord {
  id: string;
  projectId: string;
  originalFilename: string;
  contentType: string;
  fileSize: number;
  uploadedAt: string | null;
  uploadStatus: "PENDING" | "CONFIRMED" | "FAILED";
  indexStatus: "PENDING" | "INDEXING" | "READY" | "FAILED";
  indexError: string | null;
}
export interface PresignResult {
  fileId: string;
  uploadUrl: string;
  objectKey: string;
  expiresAt: number;
}
export interface WordPreview {
  previewUrl: string;
  fileUrl: string;
  expiresAt: number;
}
export type IndexStatus = FileRecord["indexStatus"];
