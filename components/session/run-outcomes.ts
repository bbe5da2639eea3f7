import type { FileDTO, MessageDTO } from "@/lib/client/api-types";
import { toAttached, type AttachedFile } from "./attached-file";

/** The user messages whose run failed, as the history records it (not guessed from a missing reply). */
export function failedRunMessageIds(messages: MessageDTO[]): Set<string> {
  return new Set(messages.filter((m) => m.role === "USER" && m.run?.status === "FAILED").map((m) => m.id));
}

/**
 * The files each user message's run attached, as the history records them, named from the
 * project's file list; a file deleted since then is left out.
 */
export function recordedAttachments(messages: MessageDTO[], files: FileDTO[]): Record<string, AttachedFile[]> {
  const byId = new Map(files.map((f) => [f.id, f]));
  const out: Record<string, AttachedFile[]> = {};
  for (const m of messages) {
    if (m.role !== "USER" || !m.run?.selectedFileIds.length) continue;
    const attached = m.run.selectedFileIds.flatMap((id) => {
      const file = byId.get(id);
      return file ? [toAttached(file)] : [];
    });
    if (attached.length > 0) out[m.id] = attached;
  }
  return out;
}
