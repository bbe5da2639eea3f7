"use client";

import Link from "next/link";
import { useState } from "react";
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS, formatDate } from "@/lib/client/labels";
import type { ProjectDTO, ProjectStatus } from "@/lib/client/api-types";
import { useUpdateProject } from "@/lib/client/use-projects";
import { ProjectClaimSummary } from "@/components/claim/claim-overview";
import { DeleteProjectDialog } from "./delete-project-dialog";
import { EditProjectDialog } from "./edit-project-dialog";

export function ProjectRow({ project }: { project: ProjectDTO }) {
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const status = useUpdateProject(project.id);

  return (
    <li className="project-row">
      <div className="project-row-main">
        <Link href={`/projects/${project.id}`} className="project-row-name">
          {project.name}
        </Link>
        <div className="project-row-meta">
          <span>Fiscal year {project.fiscalYear}</span>
          <span aria-hidden="true">·</span>
          <span>Updated {formatDate(project.updatedAt)}</span>
        </div>
        <ProjectClaimSummary projectId={project.id} />
        {project.description && <p className="project-row-description">{project.description}</p>}
        {status.isError && <p className="field-error">Could not change the status: {status.error.message}</p>}
      </div>
      <div className="project-row-side">
        <label className="visually-hidden" htmlFor={`status-${project.id}`}>
          Status of {project.name}
        </label>
        <select
          id={`status-${project.id}`}
          className={`status-select badge status-${project.status.toLowerCase().replaceAll("_", "-")}`}
          value={project.status}
          disabled={status.isPending}
          onChange={(e) => status.mutate({ status: e.target.value as ProjectStatus })}
        >
          {PROJECT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PROJECT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <div className="row-actions">
          <button type="button" className="button button-small button-secondary" onClick={() => setDialog("edit")}>
            Edit<span className="visually-hidden"> {project.name}</span>
          </button>
          <button type="button" className="button button-small button-ghost-danger" onClick={() => setDialog("delete")}>
            Delete<span className="visually-hidden"> {project.name}</span>
          </button>
        </div>
      </div>
      {dialog === "edit" && <EditProjectDialog project={project} onClose={() => setDialog(null)} />}
      {dialog === "delete" && <DeleteProjectDialog project={project} onClose={() => setDialog(null)} />}
    </li>
  );
}
