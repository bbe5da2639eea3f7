import type { SessionType } from "@/db/schema";
import type { TaskType } from "@/lib/worker/schemas";

// Pure, for both sides: the browser names a session's kind and the server checks a run's type
// with the same table.

/** The worker task a session type runs: the T661 variants all run T661. */
export const WORKER_TYPE: Record<SessionType, TaskType> = {
  PRECHECK: "PRECHECK",
  T661: "T661",
  T661_GEN: "T661",
  T661_DRAFT: "T661",
  T661_ANALYSIS: "T661",
  LOGBOOK: "LOGBOOK",
};
