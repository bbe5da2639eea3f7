import type {
  BillingProfile,
  CreateProjectBody,
  CreateSessionBody,
  MessageDTO,
  PrecheckOutput,
  ProjectDTO,
  RunBody,
  RunResponse,
  SessionDTO,
  SessionStatus,
  UpdateProjectBody,
} from "./api-types";
import { authedData, publicData } from "./envelope";

// One function per workspace route the pages use: projects, their sessions, runs and history.

const project = (id: string) => `/projects/${encodeURIComponent(id)}`;
const session = (projectId: string, id: string) => `${project(projectId)}/sessions/${encodeURIComponent(id)}`;

export const listProjects = () => authedData<ProjectDTO[]>("/projects");
export const getProject = (id: string) => authedData<ProjectDTO>(project(id));
export const createProject = (body: CreateProjectBody) => authedData<ProjectDTO>("/projects", { method: "POST", body });
export const updateProject = (id: string, body: UpdateProjectBody) =>
  authedData<ProjectDTO>(project(id), { method: "PATCH", body });
export const deleteProject = (id: string) => authedData<void>(project(id), { method: "DELETE" });

export const listSessions = (projectId: string) => authedData<SessionDTO[]>(`${project(projectId)}/sessions`);
export const getSession = (projectId: string, id: string) => authedData<SessionDTO>(session(projectId, id));
export const createSession = (projectId: string, body: CreateSessionBody) =>
  authedData<SessionDTO>(`${project(projectId)}/sessions`, { method: "POST", body });
export const renameSession = (projectId: string, id: string, title: string) =>
  authedData<SessionDTO>(`${session(projectId, id)}/title`, { method: "PATCH", body: { title } });
export const setSessionStatus = (projectId: string, id: string, status: SessionStatus) =>
  authedData<SessionDTO>(`${session(projectId, id)}/status`, { method: "PATCH", body: { status } });
export const deleteSession = (projectId: string, id: string) =>
  authedData<void>(session(projectId, id), { method: "DELETE" });

export const HISTORY_LIMIT = 200;

export const fetchHistory = (sessionId: string) =>
  authedData<MessageDTO[]>(`/sessions/${encodeURIComponent(sessionId)}/history?limit=${HISTORY_LIMIT}`);

/** Only the READY files named in `selected_file_ids` are attached. */
export const startRun = (sessionId: string, body: RunBody) =>
  authedData<RunResponse>(`/sessions/${encodeURIComponent(sessionId)}/runs`, { method: "POST", body });

export const fetchBilling = () => authedData<BillingProfile>("/billing/me");

/** The public quick pre-check of the landing page: no token. */
export const runScreener = (input: string) => publicData<PrecheckOutput>("/screener", { method: "POST", body: { input } });
