// React Query keys of the workspace, in one place so mutations invalidate the right lists.
export const queryKeys = {
  projects: ["projects"] as const,
  project: (id: string) => ["projects", id] as const,
  sessions: (projectId: string) => ["projects", projectId, "sessions"] as const,
  session: (projectId: string, id: string) => ["projects", projectId, "sessions", id] as const,
  history: (sessionId: string) => ["history", sessionId] as const,
  files: (projectId: string) => ["projects", projectId, "files"] as const,
  billing: ["billing", "me"] as const,
};
