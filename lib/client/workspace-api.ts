import { authedData, publicData } from "./envelope";
import type {
  BillingProfile,
  MessageDTO,
  PrecheckOutput,
  ProjectDTO,
  ProjectStatus,
  RunResponse,
  SessionDTO,
  SessionStatus,
  SessionType,
  TaskType,
} from "./workspace-types";

// One function per workspace route the pages use (interface spec "Projects", "Sessions").

export interface ProjectInput {
  name: string;
  fiscalYear: string;
  description: string | null;
}

export type ProjectPatch = Partial<ProjectInput & { status: ProjectStatus }>;

const project = (id: string) => `/projects/${encodeURIComponent(id)}`;
const session = (projectId: string, id: string) => `${project(projectId)}/sessions/${encodeURIComponent(id)}`;

export const listProjects = () => authedData<ProjectDTO[]>("/projects");
export const getProject = (id: string) => authedData<ProjectDTO>(project(id));
export const createProject = (input: ProjectInput) =>
  authedData<ProjectDTO>("/projects", { method: "POST", body: input });
export const updateProject = (id: string, patch: ProjectPatch) =>
  authedData<ProjectDTO>(project(id), { method: "PATCH", body: patch });
export const deleteProject = (id: string) => authedData<void>(project(id), { method: "DELETE" });

export const listSessions = (projectId: string) => authedData<SessionDTO[]>(`${project(projectId)}/sessions`);
export const getSession = (projectId: string, id: string) => authedData<SessionDTO>(session(projectId, id));
export const createSession = (projectId: string, input: { type: SessionType; title?: string }) =>
  authedData<SessionDTO>(`${project(projectId)}/sessions`, { method: "POST", body: input });
export const renameSession = (projectId: string, id: string, title: string) =>
  authedData<SessionDTO>(`${session(projectId, id)}/title`, { method: "PATCH", body: { title } });
export const setSessionStatus = (projectId: string, id: string, status: SessionStatus) =>
  authedData<SessionDTO>(`${session(projectId, id)}/status`, { method: "PATCH", body: { status } });
export const deleteSession = (projectId: string, id: string) =>
  authedData<void>(session(projectId, id), { method: "DELETE" });

export const HISTORY_LIMIT = 200;

export const fetchHistory = (sessionId: string) =>
  authedData<MessageDTO[]>(`/sessions/${encodeURIComponent(sessionId)}/history?limit=${HISTORY_LIMIT}`);

export interface RunInput {
  type: SessionType | TaskType;
  input: string;
  /** READY files of the project; none are attached unless named here. */
  selectedFileIds?: string[];
}

export const startRun = (sessionId: string, input: RunInput) =>
  authedData<RunResponse>(`/sessions/${encodeURIComponent(sessionId)}/runs`, {
    method: "POST",
    body: { type: input.type, input: input.input, selected_file_ids: input.selectedFileIds ?? [] },
  });

export const fetchBilling = () => authedData<BillingProfile>("/billing/me");

/** The public quick pre-check of the landing page: no token. */
export const runScreener = (input: string) =>
  publicData<PrecheckOutput>("/screener", { method: "POST", body: { input } });
