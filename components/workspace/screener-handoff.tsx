"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { isApiError } from "@/lib/client/api-error";
import { fiscalYearOf, localToday, mostRecentYearEnd } from "@/lib/client/fiscal-year";
import { queryKeys } from "@/lib/client/query-keys";
import {
  completeHandoff,
  readPendingScreener,
  type HandoffResult,
  type HandoffStep,
  type PendingScreener,
} from "@/lib/client/screener-handoff";
import { invalidateUsage } from "@/lib/client/use-billing";
import { createProject, createSession, startRun } from "@/lib/client/workspace-api";
import { rememberedMonthDay } from "@/lib/client/year-end-memory";
import { UpgradePrompt } from "./upgrade-prompt";

// One hand-off at a time per tab: a second mount (React's development double effects, a quick
// remount) joins the run in flight instead of creating a second project.
let inFlight: Promise<HandoffResult> | null = null;

function startHandoff(onStep: (step: HandoffStep) => void): Promise<HandoffResult> | null {
  if (inFlight) return inFlight;
  const pending = readPendingScreener();
  if (!pending) return null;
  const fiscalYear = fiscalYearOf(mostRecentYearEnd(localToday(), rememberedMonthDay())) ?? String(new Date().getFullYear() - 1);
  inFlight = completeHandoff(pending, { createProject, createSession, startRun }, { fiscalYear, onStep }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

const STEP_LABELS: Record<HandoffStep, string> = {
  project: "Creating the project…",
  session: "Opening its pre-check…",
  run: "Running the pre-check on your description…",
};

type State = { status: "working"; step: HandoffStep } | { status: "failed"; error: unknown };

interface ScreenerHandoffProps {
  pending: PendingScreener;
  onDiscard: () => void;
}

/**
 * The projects page's first job after sign-up or sign-in from the screener: the kept description
 * becomes a project with its pre-check, then the user is taken to the verdict. A failure keeps
 * the description (shown here, to copy) and offers to try again.
 */
export function ScreenerHandoff({ pending, onDiscard }: ScreenerHandoffProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: "working", step: pending.projectId ? "session" : "project" });
  const [progress, setProgress] = useState<PendingScreener>(pending);

  const run = useCallback(() => {
    setState((s) => (s.status === "working" ? s : { status: "working", step: "project" }));
    const handoff = startHandoff((step) => setState({ status: "working", step }));
    if (!handoff) {
      onDiscard();
      return;
    }
    handoff.then(
      async ({ projectId, sessionId }) => {
        await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.projects }), invalidateUsage(queryClient)]);
        router.replace(`/projects/${projectId}/sessions/${sessionId}`);
      },
      (error: unknown) => {
        setProgress(readPendingScreener() ?? pending);
        setState({ status: "failed", error });
        void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      },
    );
  }, [onDiscard, pending, queryClient, router]);

  // Once per mount; later attempts are the user's (Try again).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  if (state.status === "working") {
    return (
      <section className="card handoff" aria-labelledby="handoff-title">
        <h2 id="handoff-title">Saving your pre-check as a project</h2>
        <p className="handoff-step" role="status">
          <span className="spinner" aria-hidden="true" /> {STEP_LABELS[state.step]}
        </p>
      </section>
    );
  }

  const error = state.error;
  const quota = isApiError(error) && error.code === "QUOTA_EXCEEDED";
  const message = isApiError(error) ? error.message : "Something went wrong. Please try again.";
  return (
    <section className="card handoff" aria-labelledby="handoff-title">
      <h2 id="handoff-title">Your pre-check is not saved yet</h2>
      {quota ? (
        <UpgradePrompt
          title={progress.projectId ? "No AI runs left this month" : "You have reached your plan's project limit"}
          message={message}
        />
      ) : (
        <Alert tone="error">{message}</Alert>
      )}
      <p className="muted">
        {progress.projectId
          ? "The project is created; its pre-check has not run yet. Your description is kept in this tab until it has."
          : "Your description is kept in this tab until it is saved."}
      </p>
      <details className="handoff-text">
        <summary>Your description</summary>
        <p>{progress.input}</p>
      </details>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={run}>
          Try again
        </button>
        {progress.projectId && (
          <Link href={`/projects/${progress.projectId}`} className="button button-secondary">
            Open the project
          </Link>
        )}
        <button type="button" className="button button-ghost" onClick={onDiscard}>
          Discard the description
        </button>
      </div>
    </section>
  );
}
