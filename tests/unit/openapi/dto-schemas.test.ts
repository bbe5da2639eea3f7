import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { FileRow, MessageRow, ProjectRow, SessionRow, UserRow } from "@/db/schema";
import { toFileDTO } from "@/lib/files/dto";
import { getFileLimits } from "@/lib/files/limits-service";
import {
  fileLimitsSchema,
  fileSchema,
  messageSchema,
  projectSchema,
  sessionSchema,
  taskResultDocSchema,
  userSchema,
} from "@/lib/openapi/responses";
import { toProjectDTO } from "@/lib/projects/dto";
import { toMessageDTO, toSessionDTO } from "@/lib/sessions/dto";
import { toUserDTO } from "@/lib/users/dto";
import { runTask } from "@/lib/worker/engine";
import { TASK_TYPES, type TaskEnvelope } from "@/lib/worker/schemas";

// The documented response schemas parse what the real DTO builders make. The schemas are strict:
// a field a builder adds without documenting it fails here. (The routes' whole answers, envelopes
// and failures are checked against the document in tests/integration/openapi.)

const uuid = () => crypto.randomUUID();
const at = new Date("2026-01-31T12:00:00.000Z");

const user: UserRow = {
  id: uuid(),
  email: "ada@example.com",
  username: "ada",
  fullName: null,
  passwordHash: "x",
  role: "USER",
  status: "ACTIVE",
  emailVerified: false,
  membershipTier: "FREE",
  googleSub: null,
  createdAt: at,
  updatedAt: at,
  lastLoginAt: null,
};

const project: ProjectRow = {
  id: uuid(),
  ownerId: user.id,
  name: "Adaptive codec",
  fiscalYear: "2025",
  description: null,
  status: "DRAFT",
  createdAt: at,
  updatedAt: at,
};

const session: SessionRow = {
  id: uuid(),
  projectId: project.id,
  ownerId: user.id,
  type: "T661_GEN",
  title: "T661 project description — Jan 31, 2026",
  status: "ACTIVE",
  createdAt: at,
  updatedAt: at,
  lastMessageAt: null,
};

function envelopeOf(type: (typeof TASK_TYPES)[number]): TaskEnvelope {
  return {
    taskId: uuid(),
    type,
    projectId: project.id,
    sessionId: session.id,
    userId: user.id,
    input:
      "2025-03-04: we could not reach 2 ms latency with any known codec, so we hypothesised an adaptive delta model. " +
      "We built three prototypes and measured them against LZ4; the second cut latency by 60%.",
    project: { name: project.name, fiscalYear: project.fiscalYear, description: null },
    history: [],
    files: [],
    codehost: null,
  };
}

describe("the documented DTO schemas", () => {
  it("parse users, projects and sessions", () => {
    expect(userSchema.parse(toUserDTO(user))).toBeTruthy();
    expect(userSchema.parse(toUserDTO({ ...user, fullName: "Ada", role: "ADMIN", emailVerified: true }))).toBeTruthy();
    expect(projectSchema.parse(toProjectDTO({ ...project, description: "Notes" }))).toBeTruthy();
    expect(sessionSchema.parse(toSessionDTO(session))).toBeTruthy();
    expect(sessionSchema.parse(toSessionDTO({ ...session, lastMessageAt: at, status: "ARCHIVED" }))).toBeTruthy();
  });

  it("parse the worker's results of every task type", async () => {
    for (const type of TASK_TYPES) {
      const result = await runTask(envelopeOf(type));
      expect(result.status, `${type}: ${result.markdown}`).toBe("succeeded");
      expect(taskResultDocSchema.parse(result)).toBeTruthy();
    }
  });

  it("parse history messages, with and without their run", async () => {
    const runId = uuid();
    const result = await runTask(envelopeOf("PRECHECK"));
    const message = (role: MessageRow["role"], payload: unknown): MessageRow => ({
      id: uuid(),
      sessionId: session.id,
      role,
      content: "text",
      payload,
      runId,
      createdAt: at,
    });
    const succeeded = { status: "SUCCEEDED" as const, errorCode: null, selectedFileIds: [uuid()] };
    const failed = { status: "FAILED" as const, errorCode: "WORKER_FAILED", selectedFileIds: [] };
    for (const dto of [
      toMessageDTO(message("USER", null), succeeded),
      toMessageDTO(message("ASSISTANT", result), succeeded),
      toMessageDTO(message("USER", null), failed),
      toMessageDTO({ ...message("USER", null), runId: null }, null),
    ]) {
      expect(messageSchema.parse(dto)).toBeTruthy();
    }
  });

  it("parse file records and the upload limits", () => {
    const file: FileRow = {
      id: uuid(),
      projectId: project.id,
      ownerId: user.id,
      originalFilename: "notes.pdf",
      contentType: "application/pdf",
      fileSize: 1234,
      objectKey: "projects/p/files/f/notes.pdf",
      uploadKey: "projects/p/uploads/f/notes.pdf",
      uploadStatus: "PENDING",
      uploadExpiresAt: at,
      uploadedAt: null,
      etag: null,
      indexStatus: "PENDING",
      indexError: null,
      indexStartedAt: null,
      indexAttempts: 0,
      createdAt: at,
    } as FileRow;
    expect(fileSchema.parse(toFileDTO(file))).toBeTruthy();
    expect(fileSchema.parse(toFileDTO({ ...file, uploadStatus: "CONFIRMED", uploadedAt: at, indexStatus: "FAILED", indexError: "Unreadable PDF" }))).toBeTruthy();
    expect(fileLimitsSchema.parse(getFileLimits())).toBeTruthy();
  });

  it("refuse a field the document does not list", () => {
    expect(userSchema.safeParse({ ...toUserDTO(user), passwordHash: "x" }).success).toBe(false);
  });
});
