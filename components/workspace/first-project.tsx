"use client";

import Link from "next/link";
import type { ProjectDTO } from "@/lib/client/api-types";
import { CreateProjectForm } from "./create-project-form";

const STEPS = [
  { title: "Create the project", body: "One line of R&D work, for the tax year you are claiming." },
  { title: "Check its eligibility", body: "Describe the work; the pre-check scores it against the CRA's five criteria." },
  { title: "Draft the T661", body: "Lines 242, 244 and 246 within their word limits, from your notes and evidence files." },
] as const;

/** The projects page before the first project: what a claim takes here, and the form to start one. */
export function FirstProject({ onCreated }: { onCreated: (project: ProjectDTO) => void }) {
  return (
    <div className="first-project">
      <section className="card first-project-guide" aria-labelledby="first-project-title">
        <p className="eyebrow">Getting started</p>
        <h2 id="first-project-title">Start your first claim</h2>
        <p className="muted">No projects yet. A project holds one claim&apos;s evidence, pre-checks and T661 drafts:</p>
        <ol className="first-project-steps">
          {STEPS.map((s) => (
            <li key={s.title}>
              <strong>{s.title}</strong>
              <span className="muted">{s.body}</span>
            </li>
          ))}
        </ol>
        <p className="muted small">
          Not sure the work qualifies? Try the <Link href="/#pre-check">free pre-check</Link> first and save its result as a
          project.
        </p>
      </section>
      <CreateProjectForm
        title="Your first project"
        intro={<p className="muted small">You can rename it, change its tax year and add a description later.</p>}
        submitLabel="Create project"
        onCreated={onCreated}
      />
    </div>
  );
}
