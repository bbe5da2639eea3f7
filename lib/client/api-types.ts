// What the client sends and receives, derived from the server's own zod schemas and DTO types.
// Type imports only: they vanish from the build, so no server code reaches the browser bundle.
import type { z } from "zod";
import type { changePasswordBody, loginBody, registerBody, resetPasswordBody, updateMeBody } from "@/lib/auth/schemas";
import type { FileDTO } from "@/lib/files/dto";
import type { presignBody } from "@/lib/files/schemas";
import type { ProjectDTO } from "@/lib/projects/dto";
import type { createProjectBody, updateProjectBody } from "@/lib/projects/schemas";
import type { runBody } from "@/lib/runs/schemas";
import type { SessionDTO } from "@/lib/sessions/dto";
import type { createSessionBody, sessionStatusBody } from "@/lib/sessions/schemas";
import type { PrecheckOutput, T661Output } from "@/lib/worker/schemas";

export type { AuthResponse } from "@/lib/auth/auth-response";
export type { BillingProfile } from "@/lib/billing/service";
export type { ErrorDetail } from "@/lib/errors";
export type { FileDTO } from "@/lib/files/dto";
export type { FileLimits } from "@/lib/files/limits-service";
export type { FileDownload } from "@/lib/files/download-service";
export type { DocumentPreview } from "@/lib/files/document-preview-service";
export type { PresignResult } from "@/lib/files/upload-service";
export type { ProjectDTO } from "@/lib/projects/dto";
export type { RunResponse } from "@/lib/runs/service";
export type { MessageDTO, SessionDTO } from "@/lib/sessions/dto";
export type { UserDTO } from "@/lib/users/dto";
export type { LogbookOutput, PrecheckOutput, T661Output, TaskResult, TaskType } from "@/lib/worker/schemas";

// Request bodies, as the routes accept them before parsing (z.input: optional fields stay optional).
export type RegisterBody = z.input<typeof registerBody>;
export type LoginBody = z.input<typeof loginBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ProfileBody = z.input<typeof updateMeBody>;
export type CreateProjectBody = z.input<typeof createProjectBody>;
export type UpdateProjectBody = z.input<typeof updateProjectBody>;
export type CreateSessionBody = z.input<typeof createSessionBody>;
export type RunBody = z.input<typeof runBody>;
export type PresignBody = z.input<typeof presignBody>;
export type PresignRequest = PresignBody["files"][number];

export type ProjectStatus = ProjectDTO["status"];
export type SessionType = SessionDTO["type"];
export type SessionStatus = z.input<typeof sessionStatusBody>["status"];
export type IndexStatus = FileDTO["indexStatus"];
export type Criterion = PrecheckOutput["criteria"][number];
export type Verdict = PrecheckOutput["verdict"];
export type T661LineKey = keyof T661Output["lines"];
export type T661Line = T661Output["lines"][T661LineKey];
