"use client";

import type { SessionDTO } from "@/lib/client/api-types";
import { useSessionStatus } from "@/lib/client/use-sessions";

/** A 409 on a run, or a session known to be archived: say so and offer to reactivate it. */
export function ArchivedNotice({ session, onReactivated }: { session: SessionDTO; onReactivated: () => void }) {
  const status = useSessionStatus(session);
  return (
    <div className="composer-notice notice-archived" role="status">
      <p>
        <strong>This session is archived.</strong> Reactivate it to send new messages; its history stays as it is.
      </p>
      <button
        type="button"
        className="button button-small button-primary"
        disabled={status.isPending}
        onClick={() => status.mutate("ACTIVE", { onSuccess: onReactivated })}
      >
        {status.isPending ? "Reactivating…" : "Reactivate"}
      </button>
      {status.isError && <p className="field-error">{status.error.message}</p>}
    </div>
  );
}
