"use client";

import Link from "next/link";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDateTime, sessionTypeLabel, taskTypeOf } from "@/lib/client/labels";
import type { SessionDTO } from "@/lib/client/api-types";
import { useDeleteSession, useSessionStatus } from "@/lib/client/use-sessions";
import { RenameSessionDialog } from "./rename-session-dialog";

export function SessionRow({ session }: { session: SessionDTO }) {
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const status = useSessionStatus(session);
  const remove = useDeleteSession(session);
  const archived = session.status === "ARCHIVED";
  const last = session.lastMessageAt ?? session.createdAt;

  return (
    <li className={`session-row${archived ? " session-row-archived" : ""}`}>
      <span className={`kind-dot kind-${taskTypeOf(session.type).toLowerCase()}`} aria-hidden="true" />
      <div className="session-row-main">
        <Link href={`/projects/${session.projectId}/sessions/${session.id}`} className="session-row-title">
          {session.title}
        </Link>
        <div className="session-row-meta">
          <span className="session-type">{sessionTypeLabel(session.type)}</span>
          <span>{session.lastMessageAt ? "Last message" : "Created"} {formatDateTime(last)}</span>
          {archived && <span className="badge status-archived">Archived</span>}
        </div>
        {status.isError && <p className="field-error">{status.error.message}</p>}
      </div>
      <div className="row-actions">
        <button type="button" className="button button-small button-secondary" onClick={() => setDialog("rename")}>
          Rename<span className="visually-hidden"> {session.title}</span>
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={status.isPending}
          onClick={() => status.mutate(archived ? "ACTIVE" : "ARCHIVED")}
        >
          {archived ? "Reactivate" : "Archive"}
          <span className="visually-hidden"> {session.title}</span>
        </button>
        <button type="button" className="button button-small button-ghost-danger" onClick={() => setDialog("delete")}>
          Delete<span className="visually-hidden"> {session.title}</span>
        </button>
      </div>
      {dialog === "rename" && <RenameSessionDialog session={session} onClose={() => setDialog(null)} />}
      {dialog === "delete" && (
        <ConfirmDialog
          title="Delete this session?"
          confirmLabel="Delete session"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          error={remove.error?.message}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDialog(null) })}
          onCancel={() => setDialog(null)}
        >
          <p>
            <strong>{session.title}</strong> and its whole conversation will be deleted. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
