"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ExpertReviewCard } from "@/components/billing/expert-review-card";
import { ClaimOverview } from "@/components/claim/claim-overview";
import { EvidencePanel } from "@/components/files/evidence-panel";
import { GithubCard } from "@/components/integrations/github-card";
import { Alert } from "@/components/ui/alert";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { isApiError } from "@/lib/client/api-error";
import { formatDate } from "@/lib/client/labels";
import { useProject } from "@/lib/client/use-projects";
import { useSessions } from "@/lib/client/use-sessions";
import { DeleteProjectDialog } from "./delete-project-dialog";
import { EditProjectDialog } from "./edit-project-dialog";
import { NewSessionForm } from "./new-session-form";
import { SessionRow } from "./session-row";
import { ProjectStatusBadge } from "./status-badge";

export function ProjectView({ projectId }: { projectId: string }) {
  const router = useRouter();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const project = useProject(projectId);
  const sessions = useSessions(projectId);

  if (project.isPending) {
    return (
      <div className="container page-loading" role="status">
        Loading the project…
      </div>
    );
  }
  if (project.isError) {
    const missing = isApiError(project.error) && (project.error.status === 404 || project.error.status === 400);
    return (
      <div className="container workspace">
        <header className="page-header">
          <h1>{missing ? "Project not found" : "Could not load the project"}</h1>
        </header>
        <Alert tone="error">{missing ? "This project does not exist or is not yours." : project.error.message}</Alert>
        <Link href="/projects">Back to your projects</Link>
      </div>
    );
  }

  const p = project.data;
  const list = sessions.data ?? [];
  const active = list.filter((s) => s.status === "ACTIVE");
  const archived = list.filter((s) => s.status === "ARCHIVED");

  return (
    <div className="container workspace">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/projects">
          <ArrowLeftIcon /> Projects
        </Link>
      </nav>
      <header className="page-header page-header-row project-header">
        <div>
          <h1>{p.name}</h1>
          <p className="project-facts">
            <span>Fiscal year {p.fiscalYear}</span>
            <ProjectStatusBadge status={p.status} />
            <span className="muted small">Updated {formatDate(p.updatedAt)}</span>
          </p>
          {p.description && <p className="project-description muted">{p.description}</p>}
        </div>
        <div className="page-header-side">
          <button type="button" className="button button-secondary" onClick={() => setDialog("edit")}>
            Edit project
          </button>
          <button type="button" className="button button-ghost-danger" onClick={() => setDialog("delete")}>
            Delete
          </button>
        </div>
      </header>

      <div className="project-layout">
        <div className="project-main">
          <ClaimOverview projectId={projectId} />
          <section aria-labelledby="sessions-title" className="project-sessions">
            <h2 id="sessions-title">Sessions</h2>
            {sessions.isPending && <p className="muted">Loading sessions…</p>}
            {sessions.isError && <Alert tone="error">Could not load the sessions: {sessions.error.message}</Alert>}
            {sessions.isSuccess && list.length === 0 && (
              <p className="empty-note muted">No sessions yet. Start with an eligibility pre-check, then draft the T661.</p>
            )}
            {active.length > 0 && (
              <ul className="session-list card" aria-label="Active sessions">
                {active.map((s) => (
                  <SessionRow key={s.id} session={s} />
                ))}
              </ul>
            )}
            {archived.length > 0 && (
              <>
                <h3 className="archived-title">Archived</h3>
                <ul className="session-list card" aria-label="Archived sessions">
                  {archived.map((s) => (
                    <SessionRow key={s.id} session={s} />
                  ))}
                </ul>
              </>
            )}
          </section>
          <EvidencePanel projectId={projectId} />
          <GithubCard projectId={projectId} />
          <ExpertReviewCard projectId={projectId} />
        </div>
        <NewSessionForm projectId={projectId} />
      </div>

      {dialog === "edit" && <EditProjectDialog project={p} onClose={() => setDialog(null)} />}
      {dialog === "delete" && (
        <DeleteProjectDialog project={p} onClose={() => setDialog(null)} onDeleted={() => router.push("/projects")} />
      )}
    </div>
  );
}
