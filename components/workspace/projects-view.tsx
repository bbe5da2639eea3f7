"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { useProjects } from "@/lib/client/use-projects";
import { CreateProjectForm } from "./create-project-form";
import { ProjectRow } from "./project-row";
import { ProjectUsage } from "./usage-meter";

export function ProjectsView() {
  const projects = useProjects();
  const [creating, setCreating] = useState(false);
  const list = projects.data ?? [];
  const showForm = creating || (projects.isSuccess && list.length === 0);

  return (
    <div className="container workspace">
      <header className="page-header page-header-row">
        <div>
          <h1>Projects</h1>
          <p className="muted">Each project gathers the evidence and drafts for one claim.</p>
        </div>
        <div className="page-header-side">
          <ProjectUsage />
          {!showForm && (
            <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
              New project
            </button>
          )}
        </div>
      </header>

      {showForm && (
        <CreateProjectForm
          onCancel={list.length > 0 ? () => setCreating(false) : undefined}
          onCreated={() => setCreating(false)}
        />
      )}

      {projects.isPending && (
        <p className="muted" role="status">
          Loading your projects…
        </p>
      )}
      {projects.isError && <Alert tone="error">Could not load your projects: {projects.error.message}</Alert>}
      {projects.isSuccess && list.length === 0 && (
        <p className="empty-note muted">No projects yet. Create your first one above to start a pre-check or a T661 draft.</p>
      )}
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
