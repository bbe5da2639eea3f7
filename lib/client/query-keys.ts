// React Query keys, in one place so each resource's hooks read and invalidate the same entries.
export const queryKeys = {
  me: ["auth", "me"] as const,
  resetToken: (token: string) => ["auth", "reset-token", token] as const,
  projects: ["projects"] as const,
  project: (id: string) => ["projects", id] as const,
  sessions: (projectId: string) => ["projects", projectId, "sessions"] as const,
  session: (projectId: string, id: string) => ["projects", projectId, "sessions", id] as const,
  history: (sessionId: string) => ["history", sessionId] as const,
  files: (projectId: string) => ["projects", projectId, "files"] as const,
  filePreview: (projectId: string, fileId: string) => ["projects", projectId, "files", fileId, "preview"] as const,
  fileLimits: ["files", "limits"] as const,
  billing: ["billing", "me"] as const,
};
