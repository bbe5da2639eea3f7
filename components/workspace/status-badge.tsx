import { PROJECT_STATUS_LABELS } from "@/lib/client/labels";
import type { ProjectStatus } from "@/lib/client/api-types";

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <span className={`badge status-${status.toLowerCase().replaceAll("_", "-")}`}>{PROJECT_STATUS_LABELS[status]}</span>;
}
