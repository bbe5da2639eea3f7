import type { IndexStatus } from "@/lib/client/api-types";

const LABELS: Record<IndexStatus, string> = {
  PENDING: "Pending",
  INDEXING: "Indexing…",
  READY: "Ready",
  FAILED: "Failed",
};

/** Where a confirmed file is in indexing; only Ready files can be attached to a run. */
export function IndexStatusBadge({ status }: { status: IndexStatus }) {
  return (
    <span className={`badge index-${status.toLowerCase()}`} data-testid="index-status">
      {status === "INDEXING" && <span className="spinner spinner-small" aria-hidden="true" />}
      {LABELS[status] ?? status}
    </span>
  );
}
