"use client";

import Link from "next/link";
import { useState } from "react";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { RenameSessionDialog } from "@/components/workspace/rename-session-dialog";
import type { ProjectDTO, SessionDTO } from "@/lib/client/api-types";
import { sessionTypeLabel, taskTypeOf } from "@/lib/client/labels";
import { useSessionStatus } from "@/lib/client/use-sessions";

export function SessionHeader({ session, project }: { session: SessionDTO; project: ProjectDTO | undefined }) {
  const [renaming, setRenaming] = useState(false);
  const status = useSessionStatus(session);
  const archived = session.status === "ARCHIVED";
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href={`/projects/${session.projectId}`}>
          <ArrowLeftIcon />
          <span>
            {project ? project.name : "Project"}
            {project && <span className="muted"> · FY {project.fiscalYear}</span>}
          </span>
        </Link>
      </nav>
      <header className="session-header">
        <div className="session-header-main">
          <p className={`session-kind kind-${taskTypeOf(session.type).toLowerCase()}`}>{sessionTypeLabel(session.type)}</p>
          <h1>{session.title}</h1>
        </div>
        <div className="session-header-actions">
          {archived && <span className="badge status-archived">Archived</span>}
          <button type="button" className="button button-small button-secondary" onClick={() => setRenaming(true)}>
            Rename
          </button>
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={status.isPending}
            onClick={() => status.mutate(archived ? "ACTIVE" : "ARCHIVED")}
          >
            {archived ? "Reactivate" : "Archive"}
          </button>
        </div>
      </header>
      {status.isError && <p className="field-error">{status.error.message}</p>}
      {renaming && <RenameSessionDialog session={session} onClose={() => setRenaming(false)} />}
    </>
  );
}
