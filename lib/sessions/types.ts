import type { SessionType } from "@/db/schema";
import type { TaskType } from "@/lib/worker/schemas";

/** The worker task a session type runs (docs/worker.md). */
export const WORKER_TYPE: Record<SessionType, TaskType> = {
  PRECHECK: "PRECHECK",
  T661: "T661",
  T661_GEN: "T661",
  T661_DRAFT: "T661",
  T661_ANALYSIS: "T661",
  LOGBOOK: "LOGBOOK",
};

const LABEL: Record<TaskType, string> = {
  PRECHECK: "Eligibility pre-check",
  T661: "T661 project description",
  LOGBOOK: "R&D logbook",
};

/** A readable default title: "Eligibility pre-check — Nov 21, 2026". */
export function defaultSessionTitle(type: SessionType, at: Date): string {
  const date = at.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return `${LABEL[WORKER_TYPE[type]]} — ${date}`;
}
