import type { MessageRow, RunRow, SessionRow } from "@/db/schema";

export interface SessionDTO {
  id: string;
  projectId: string;
  type: SessionRow["type"];
  title: string;
  status: SessionRow["status"];
  createdAt: string;
  updatedAt: string;
  lastMessageAt: string | null;
}

export const toSessionDTO = (s: SessionRow): SessionDTO => ({
  id: s.id,
  projectId: s.projectId,
  type: s.type,
  title: s.title,
  status: s.status,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
  lastMessageAt: s.lastMessageAt?.toISOString() ?? null,
});

/** What became of the run a message belongs to: a failed run keeps its code and its files. */
export interface MessageRunDTO {
  status: RunRow["status"];
  errorCode: string | null;
  selectedFileIds: string[];
}

export interface MessageDTO {
  id: string;
  role: "USER" | "ASSISTANT";
  content: string;
  runId: string | null;
  run: MessageRunDTO | null;
  createdAt: string;
  payload?: unknown;
}

export function toMessageDTO(m: MessageRow, run: MessageRunDTO | null): MessageDTO {
  const dto: MessageDTO = {
    id: m.id,
    role: m.role as MessageDTO["role"],
    content: m.content,
    runId: m.runId,
    run: run && { status: run.status, errorCode: run.errorCode, selectedFileIds: run.selectedFileIds },
    createdAt: m.createdAt.toISOString(),
  };
  if (m.role === "ASSISTANT") dto.payload = m.payload ?? null;
  return dto;
}
