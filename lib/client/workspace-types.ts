// Workspace records, imported as types only so no server code reaches the bundle.
export type { ProjectDTO } from "@/lib/projects/dto";
export type { SessionDTO, MessageDTO } from "@/lib/sessions/dto";
export type { RunResponse } from "@/lib/runs/service";
export type { BillingProfile } from "@/lib/billing/profile";
export type { FileDTO as FileRecord } from "@/lib/files/dto";
export type { PresignResult } from "@/lib/files/service";
export type { WordPreview } from "@/lib/files/preview";
export type {
  LogbookOutput,
  PrecheckOutput,
  T661Output,
  TaskResult,
  TaskType,
} from "@/lib/worker/schemas";

import type { FileDTO as FileRecord } from "@/lib/files/dto";
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

export type IndexStatus = FileRecord["indexStatus"];
