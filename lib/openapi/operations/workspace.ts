import { createProjectBody, projectParams, updateProjectBody } from "@/lib/projects/schemas";
import { runBody } from "@/lib/runs/schemas";
import {
  createSessionBody,
  historyQuery,
  projectSessionParams,
  sessionParams,
  sessionStatusBody,
  sessionTitleBody,
} from "@/lib/sessions/schemas";
import { err, type Operation } from "../operation";
import { messageSchema, projectSchema, runResponseSchema, sessionSchema } from "../responses";
import { z } from "../zod";

// Projects, their sessions, a session's history and its runs: bearer token, the envelope.

const user = { auth: "bearer", wrapped: true } as const;
const projects = { ...user, tag: "Projects" } as const;
const sessions = { ...user, tag: "Sessions" } as const;

const data = (description: string, schema: z.ZodType, status: 200 | 201 = 200) => ({ status, description, schema });
const deleted = (description: string) => ({ status: 204, description }) as const;

const projectMissing = err("NOT_FOUND", "no project with this id belongs to the caller");
const sessionMissing = err("NOT_FOUND", "no session with this id belongs to the caller (in this project)");

const history = historyQuery.extend({
  limit: historyQuery.shape.limit.describe("the newest messages to answer: an integer, 50 by default, clamped to 0..200"),
});

export const workspaceOperations: Operation[] = [
  {
    ...projects,
    method: "post",
    path: "/api/v1/projects",
    summary: "Create a project",
    description: "One project per claim and fiscal year; it starts as DRAFT.",
    body: createProjectBody,
    success: data("The project", projectSchema, 201),
    errors: [err("QUOTA_EXCEEDED", "the caller's plan allows no more projects (maxProjects counts existing ones)")],
  },
  {
    ...projects,
    method: "get",
    path: "/api/v1/projects",
    summary: "The caller's projects, newest first",
    success: data("The projects", z.array(projectSchema)),
  },
  {
    ...projects,
    method: "get",
    path: "/api/v1/projects/{projectId}",
    summary: "One project",
    params: projectParams,
    success: data("The project", projectSchema),
    errors: [projectMissing],
  },
  {
    ...projects,
    method: "patch",
    path: "/api/v1/projects/{projectId}",
    summary: "Change name, fiscal year, description or status",
    description: "A partial body with at least one field. Any status may move to any other.",
    params: projectParams,
    body: updateProjectBody,
    success: data("The updated project", projectSchema),
    errors: [projectMissing],
  },
  {
    ...projects,
    method: "delete",
    path: "/api/v1/projects/{projectId}",
    summary: "Delete the project with its sessions, messages, runs and files",
    params: projectParams,
    success: deleted("Deleted; the files' objects are deleted after the answer (see docs/files.md)"),
    errors: [projectMissing],
  },
  {
    ...sessions,
    method: "post",
    path: "/api/v1/projects/{projectId}/sessions",
    summary: "Create a session",
    description: "Without a title, one is made from the type and the date.",
    params: projectParams,
    body: createSessionBody,
    success: data("The session", sessionSchema, 201),
    errors: [projectMissing],
  },
  {
    ...sessions,
    method: "get",
    path: "/api/v1/projects/{projectId}/sessions",
    summary: "The project's sessions, newest first",
    params: projectParams,
    success: data("The sessions", z.array(sessionSchema)),
    errors: [projectMissing],
  },
  {
    ...sessions,
    method: "get",
    path: "/api/v1/projects/{projectId}/sessions/{sessionId}",
    summary: "One session",
    params: projectSessionParams,
    success: data("The session", sessionSchema),
    errors: [sessionMissing],
  },
  {
    ...sessions,
    method: "delete",
    path: "/api/v1/projects/{projectId}/sessions/{sessionId}",
    summary: "Delete the session with its messages and runs",
    params: projectSessionParams,
    success: deleted("Deleted"),
    errors: [sessionMissing],
  },
  {
    ...sessions,
    method: "patch",
    path: "/api/v1/projects/{projectId}/sessions/{sessionId}/status",
    summary: "Archive or reactivate a session",
    description: "An archived session keeps its history and refuses runs.",
    params: projectSessionParams,
    body: sessionStatusBody,
    success: data("The session", sessionSchema),
    errors: [sessionMissing],
  },
  {
    ...sessions,
    method: "patch",
    path: "/api/v1/projects/{projectId}/sessions/{sessionId}/title",
    summary: "Rename a session",
    params: projectSessionParams,
    body: sessionTitleBody,
    success: data("The session", sessionSchema),
    errors: [sessionMissing],
  },
  {
    ...sessions,
    method: "get",
    path: "/api/v1/sessions/{sessionId}/history",
    summary: "The newest USER and ASSISTANT messages, in chronological order",
    params: sessionParams,
    query: history,
    success: data("The messages, oldest first", z.array(messageSchema)),
    errors: [sessionMissing],
  },
  {
    ...user,
    tag: "Runs",
    method: "post",
    path: "/api/v1/sessions/{sessionId}/runs",
    summary: "Run a prompt through the AI worker and keep both messages",
    description: [
      "The run's type must be the session's kind: PRECHECK, LOGBOOK, or T661 (T661 and its variants).",
      "Checked in order: the body, the session (404), the type, an archived session (409), the AI-run quota (402), then the selected files (400).",
      "selected_file_ids must name READY files of the session's project (none are attached implicitly); history_limit (default 10) is clamped to 0..50.",
      "A worker failure answers 502 with the failed run in `data`; the user message stays and the quota reservation is given back.",
    ].join("\n"),
    params: sessionParams,
    body: runBody,
    success: data("The run, with the worker's result in `python`", runResponseSchema, 201),
    errors: [
      err("VALIDATION_FAILED", "`type` is not the session's kind of work"),
      sessionMissing,
      err("CONFLICT", "the session is archived"),
      err("QUOTA_EXCEEDED", "the plan's AI runs for this month are used up, or the service's daily cap is reached"),
      err("INVALID_FILE_SELECTION", "a selected file is not a READY file of this project (error.details names each)"),
      err("WORKER_FAILED", "the worker failed, timed out or answered a malformed result; `data` is the run with status FAILED", {
        dataRef: "RunResponse",
      }),
    ],
  },
];
