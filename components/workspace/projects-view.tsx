"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { clearPendingScreener, readPendingScreener } from "@/lib/client/screener-handoff";
import { useProjects } from "@/lib/client/use-projects";
import { CreateProjectForm } from "./create-project-form";
import { FirstProject } from "./first-project";
import { ProjectRow } from "./project-row";
import { ScreenerHandoff } from "./screener-handoff";
import { ProjectUsage } from "./usage-meter";

export function ProjectsView() {
  const projects = useProjects();
  const router = useRouter();
  const [creating, setCreating] = useState(false);
  // A description saved from the landing page's screener, waiting to become a project. This
  // page renders only once signed in, in the browser, so the tab's storage can be read at once.
  const [pending, setPending] = useState(() => readPendingScreener());
  const discardPending = useCallback(() => {
    clearPendingScreener();
    setPending(null);
  }, []);
  const list = projects.data ?? [];
  const empty = projects.isSuccess && list.length === 0;

  return (
    <div className="container workspace">
      <header className="page-header page-header-row">
        <div>
          <h1>Projects</h1>
          <p className="muted">Each project gathers the evidence and drafts for one claim.</p>
        </div>
        <div className="page-header-side">
          <ProjectUsage />
          {!creating && !empty && (
            <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
              New project
            </button>
          )}
        </div>
      </header>

      {pending && <ScreenerHandoff pending={pending} onDiscard={discardPending} />}

      {creating && !empty && <CreateProjectForm onCancel={() => setCreating(false)} onCreated={() => setCreating(false)} />}

      {projects.isPending && (
        <p className="muted" role="status">
          Loading your projects…
        </p>
      )}
      {projects.isError && <Alert tone="error">Could not load your projects: {projects.error.message}</Alert>}
      {empty && !pending && <FirstProject onCreated={(p) => router.push(`/projects/${p.id}`)} />}
      {list.length > 0 && (
        <section aria-labelledby="project-list-title">
          <h2 id="project-list-title" className="visually-hidden">
            Your projects
          </h2>
          <ul className="project-list card">
            {list.map((p) => (
              <ProjectRow key={p.id} project={p} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
