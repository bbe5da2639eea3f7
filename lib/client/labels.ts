import { WORKER_TYPE } from "@/lib/shared/session-kinds";
import type { ProjectStatus, SessionType, TaskType, Verdict } from "./api-types";

// Friendly names for the backend's enum values.

export const PROJECT_STATUSES: readonly ProjectStatus[] = ["DRAFT", "IN_PROGRESS", "READY_FOR_REVIEW", "FILED", "ARCHIVED"];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  DRAFT: "Draft",
  IN_PROGRESS: "In progress",
  READY_FOR_REVIEW: "Ready for review",
  FILED: "Filed",
  ARCHIVED: "Archived",
};

/** The three kinds of session a user picks from; the backend's other T661 types show as T661. */
export const SESSION_KINDS: readonly { type: TaskType; label: string; hint: string }[] = [
  {
    type: "PRECHECK",
    label: "Eligibility pre-check",
    hint: "Screen the work against the CRA's five criteria before you write it up.",
  },
  {
    type: "T661",
    label: "T661 project description",
    hint: "Draft lines 242, 244 and 246 within their word limits.",
  },
  {
    type: "LOGBOOK",
    label: "R&D logbook",
    hint: "Turn notes into dated entries: hypothesis, work, result, next steps.",
  },
];

/** The worker task a session type runs: the T661 variants all run T661. */
export const taskTypeOf = (type: SessionType): TaskType => WORKER_TYPE[type];

export const sessionTypeLabel = (type: SessionType) =>
  SESSION_KINDS.find((k) => k.type === taskTypeOf(type))?.label ?? type;

export const VERDICT_LABELS: Record<Verdict, string> = {
  LIKELY_ELIGIBLE: "Likely eligible",
  POSSIBLY_ELIGIBLE: "Possibly eligible",
  UNLIKELY_ELIGIBLE: "Unlikely to be eligible",
  INSUFFICIENT_INFORMATION: "Not enough information yet",
};

export const VERDICT_SUMMARIES: Record<Verdict, string> = {
  LIKELY_ELIGIBLE: "This work shows the hallmarks of SR&ED. Keep the evidence and draft the T661.",
  POSSIBLY_ELIGIBLE: "Some criteria are met. Close the gaps below to strengthen the claim.",
  UNLIKELY_ELIGIBLE: "As described, this reads like routine work. Look for the technological uncertainty.",
  INSUFFICIENT_INFORMATION: "Tell us more about what was uncertain, what you tried and what you measured.",
};

export const TIER_LABELS: Record<string, string> = {
  FREE: "Free",
  STARTER: "Starter",
  PROFESSIONAL: "Professional",
  ENTERPRISE: "Enterprise",
};

const dateFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "short", day: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
