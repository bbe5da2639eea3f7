import type { SessionType } from "@/db/schema";
import { WORKER_TYPE } from "@/lib/shared/session-kinds";
import type { TaskType } from "@/lib/worker/schemas";

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
