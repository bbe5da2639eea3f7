import type { SaveStatus } from "@/lib/client/claim-draft";
import { formatDateTime } from "@/lib/client/labels";

const LABELS: Record<SaveStatus, string> = {
  saved: "Saved",
  unsaved: "Unsaved changes…",
  saving: "Saving…",
  error: "Not saved",
  invalid: "Not saved: fix the marked field",
  conflict: "Not saved: changed elsewhere",
};

interface SaveStatusProps {
  status: SaveStatus;
  version: number;
  savedAt: string | null;
  failure: string | null;
  onRetry: () => void;
}

/** Where the autosave stands, announced politely; a failure says why and offers to try again. */
export function SaveStatusBadge({ status, version, savedAt, failure, onRetry }: SaveStatusProps) {
  return (
    <div className={`claim-save claim-save-${status}`} data-testid="claim-save-status" data-status={status}>
      <span className="claim-save-dot" aria-hidden="true" />
      <span role="status" aria-live="polite">
        {LABELS[status]}
        {status === "saved" && version > 0 && (
          <span className="muted">
            {" "}
            · version {version}
            {savedAt ? `, ${formatDateTime(savedAt)}` : ""}
          </span>
        )}
      </span>
      {status === "error" && (
        <>
          {failure && <span className="claim-save-reason">{failure}</span>}
          <button type="button" className="button button-small button-secondary" onClick={onRetry}>
            Try again now
          </button>
        </>
      )}
    </div>
  );
}
