import { expect } from "vitest";
import { api } from "./api";

export async function createProject(token: string, body: Record<string, unknown> = {}) {
  const res = await api.post("/api/v1/projects", { name: "Adaptive sensor compression", fiscalYear: "2025", ...body }, { token });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; name: string; fiscalYear: string; description: string | null; status: string };
}

export async function createSession(token: string, projectId: string, type = "PRECHECK", title?: string) {
  const res = await api.post(`/api/v1/projects/${projectId}/sessions`, { type, title }, { token });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { id: string; projectId: string; type: string; title: string; status: string };
}

export const MISSING_ID = "00000000-0000-4000-8000-000000000000";
