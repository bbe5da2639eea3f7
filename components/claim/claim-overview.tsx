"use client";

import "./claim.css";
import Link from "next/link";
import { CheckIcon } from "@/components/ui/icons";
import type { ProjectOverviewDTO } from "@/lib/client/claim-api";
import { formatDate, VERDICT_LABELS } from "@/lib/client/labels";
import type { Verdict } from "@/lib/client/api-types";
import { useProjectOverview } from "@/lib/client/use-claim";
import { rememberedMonthDay } from "@/lib/client/year-end-memory";
import { nextStep, readinessSteps } from "./readiness";

const LINES = ["242", "244", "246"] as const;

const LINE_STATE_NOTES = {
  EMPTY: "not drafted",
  OK: "drafted",
  NEAR_LIMIT: "drafted, close to the limit",
  OVER_LIMIT: "over the limit",
} as const;

const VERDICT_TONE: Record<string, string> = {
  LIKELY_ELIGIBLE: "good",
  POSSIBLY_ELIGIBLE: "fair",
  UNLIKELY_ELIGIBLE: "poor",
  INSUFFICIENT_INFORMATION: "unknown",
};

function Facts({ o }: { o: ProjectOverviewDTO }) {
  return (
    <dl className="claim-facts">
      <div>
        <dt>Pre-check</dt>
        <dd data-testid="overview-verdict">
          {o.precheck ? (
            <>
              <span className={`claim-verdict claim-verdict-${VERDICT_TONE[o.precheck.verdict] ?? "unknown"}`}>
                {VERDICT_LABELS[o.precheck.verdict as Verdict] ?? o.precheck.verdict}
              </span>{" "}
              <span className="muted small">{formatDate(o.precheck.at)}</span>
            </>
          ) : (
            <span className="muted">Not run yet</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Evidence</dt>
        <dd>
          {o.files.ready} ready
          {o.files.failed > 0 && <span className="claim-warn"> · {o.files.failed} failed</span>}
          {o.files.indexing > 0 && <span className="muted"> · {o.files.indexing} being read</span>}
        </dd>
      </div>
      <div>
        <dt>Logbook</dt>
        <dd>
          {o.logbook.inPeriod} {o.logbook.inPeriod === 1 ? "entry" : "entries"} in fiscal {o.fiscalYear}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The tax year's last day this browser was told for the project (the project form keeps it; the
 * API only the year), so the logbook's entries are counted inside the right year.
 */
const yearEndOf = (projectId: string) => rememberedMonthDay(projectId);

/** The project page's opening: how far the claim has come, and the next step to take. */
export function ClaimOverview({ projectId }: { projectId: string }) {
  const overview = useProjectOverview(projectId, yearEndOf(projectId));
  if (overview.isPending) {
    return (
      <section className="card claim-overview" aria-label="Claim readiness">
        <p className="muted" role="status">
          Loading the claim&apos;s readiness…
        </p>
      </section>
    );
  }
  if (overview.isError) {
    return (
      <section className="card claim-overview" aria-label="Claim readiness">
        <p className="field-error">Could not load the claim&apos;s readiness: {overview.error.message}</p>
      </section>
    );
  }
  const o = overview.data;
  const steps = readinessSteps(o, formatDate);
  const next = nextStep(steps);
  return (
    <section className="card claim-overview" aria-labelledby="claim-overview-title" data-testid="claim-overview">
      <div className="claim-overview-head">
        <h2 id="claim-overview-title">Your claim</h2>
        <Link href={`/projects/${projectId}/claim`} className="button button-primary button-small">
          Open the claim
        </Link>
      </div>
      <Facts o={o} />
      <ul className="claim-overview-lines" aria-label="T661 lines in the claim">
        {LINES.map((l) => {
          const line = o.claim.lines[l];
          return (
            <li key={l} className={`claim-overview-line claim-overview-line-${line.state.toLowerCase().replace("_", "-")}`} data-testid={`overview-line-${l}`}>
              <span className="t661-line-no">Line {l}</span>
              <span>{LINE_STATE_NOTES[line.state]}</span>
              <span className="muted small">
                {line.wordCount} / {line.wordLimit} words
              </span>
            </li>
          );
        })}
      </ul>
      <h3 className="claim-steps-title">Next steps</h3>
      <ol className="claim-steps">
        {steps.map((s) => (
          <li key={s.id} className={`claim-step${s.done ? " claim-step-done" : ""}${s === next ? " claim-step-next" : ""}`} data-testid={`step-${s.id}`}>
            <span className="claim-step-mark" aria-hidden="true">
              {s.done ? <CheckIcon /> : null}
            </span>
            <div className="claim-step-body">
              <span className="claim-step-label">
                {s.label}
                <span className="visually-hidden">{s.done ? " (done)" : s === next ? " (next step)" : " (to do)"}</span>
              </span>
              <span className="muted small">{s.detail}</span>
            </div>
            {!s.done && (
              <Link href={s.href} className={`button button-small ${s === next ? "button-primary" : "button-ghost"}`}>
                {s.action}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One row of the projects list: the verdict and how complete the T661 is. */
export function ProjectClaimSummary({ projectId }: { projectId: string }) {
  const overview = useProjectOverview(projectId, yearEndOf(projectId));
  if (!overview.data) return null;
  const o = overview.data;
  const over = LINES.filter((l) => o.claim.lines[l].state === "OVER_LIMIT").length;
  return (
    <div className="project-claim-summary" data-testid="project-claim-summary">
      <span className={`claim-verdict claim-verdict-${o.precheck ? (VERDICT_TONE[o.precheck.verdict] ?? "unknown") : "none"}`}>
        {o.precheck ? (VERDICT_LABELS[o.precheck.verdict as Verdict] ?? o.precheck.verdict) : "No pre-check yet"}
      </span>
      <span aria-hidden="true">·</span>
      <Link href={`/projects/${projectId}/claim`} className="project-claim-lines">
        T661 {o.claim.linesDrafted} of 3 lines
        {over > 0 ? `, ${over} over the limit` : ""}
      </Link>
      <span className="project-claim-meter" aria-hidden="true">
        {LINES.map((l) => (
          <span key={l} className={`project-claim-pip project-claim-pip-${o.claim.lines[l].state.toLowerCase().replace("_", "-")}`} />
        ))}
      </span>
    </div>
  );
}
