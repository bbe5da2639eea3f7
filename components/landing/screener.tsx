"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { PrecheckResult } from "@/components/precheck/precheck-result";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { isApiError } from "@/lib/client/api-error";
import { useAuth } from "@/lib/client/auth-context";
import { toFormErrors } from "@/lib/client/form-errors";
import { savePendingScreener } from "@/lib/client/screener-handoff";
import { useScreener } from "@/lib/client/use-runs";

const MAX = 10_000;
const LABEL = "Describe the work: what was uncertain, what you tried, what you measured";

function rateLimitMessage(seconds: number | null): string {
  if (!seconds) return "You have run several checks in a short time. Please wait a few minutes and try again.";
  const minutes = Math.ceil(seconds / 60);
  return `You have run several checks in a short time. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** The public quick pre-check: paste a description, get a verdict against the five criteria. */
export function Screener() {
  const { status } = useAuth();
  const router = useRouter();
  const [input, setInput] = useState("");
  const [saveRefused, setSaveRefused] = useState(false);
  const mutation = useScreener();
  const error = mutation.error;
  const limited = isApiError(error) && error.status === 429;
  const errors = toFormErrors(limited ? null : error, ["input"] as const);
  const tooLong = input.length > MAX;
  const nearLimit = input.length > MAX * 0.9;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaveRefused(false);
    if (!tooLong) mutation.mutate(input);
  }

  // The text that was checked (not what the box holds now) waits in this tab until the account
  // exists; the projects page then makes it a project with this pre-check (screener-handoff.ts).
  function saveAsProject(then: "/register" | "/login" | "/projects") {
    if (!mutation.variables || !savePendingScreener(mutation.variables)) {
      setSaveRefused(true);
      return;
    }
    router.push(then);
  }

  return (
    <section className="container screener" id="pre-check" aria-labelledby="screener-title">
      <div className="card screener-card">
        <div className="screener-intro">
          <p className="eyebrow">Free pre-check · no account needed</p>
          <h2 id="screener-title">Could this project qualify for SR&amp;ED?</h2>
          <p className="muted">
            Describe one project in plain words. We check it against the CRA&apos;s five criteria and show what is
            strong and what is missing. Nothing you paste here is saved unless you save it as a project.
          </p>
        </div>
        <form onSubmit={onSubmit} noValidate className="form screener-form">
          {limited && <Alert tone="error">{rateLimitMessage(error.retryAfterSeconds)}</Alert>}
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <div className="field">
            <label htmlFor="screener-input">{LABEL}</label>
            <textarea
              id="screener-input"
              name="input"
              rows={8}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder="e.g. We needed to run object detection on a $40 camera board under 30 ms. No published model fit the memory budget, so we hypothesised that…"
              aria-invalid={errors.fields.input || tooLong ? true : undefined}
              aria-describedby="screener-counter screener-input-error"
            />
            <div className="screener-meta">
              <p id="screener-input-error" className="field-error">
                {errors.fields.input ?? (tooLong ? `Keep it under ${MAX.toLocaleString("en-CA")} characters.` : "")}
              </p>
              <p id="screener-counter" className={`char-counter${tooLong ? " over" : nearLimit ? " near" : ""}`}>
                {input.length.toLocaleString("en-CA")} / {MAX.toLocaleString("en-CA")}
              </p>
            </div>
          </div>
          <div className="form-actions">
            <SubmitButton pending={mutation.isPending} pendingLabel="Checking…">
              Check eligibility
            </SubmitButton>
          </div>
        </form>
      </div>

      {mutation.isSuccess && (
        <div className="card screener-result" aria-live="polite">
          <PrecheckResult output={mutation.data} />
          <div className="screener-cta">
            {saveRefused && (
              <Alert tone="error">
                This browser does not let us keep the description for you. Copy it, then paste it into a pre-check
                session once you have a project.
              </Alert>
            )}
            {status === "authenticated" ? (
              <>
                <p>Keep this description as a project, with this pre-check in it, and draft its T661.</p>
                <div className="screener-cta-actions">
                  <button type="button" className="button button-primary" onClick={() => saveAsProject("/projects")}>
                    Save this as a project
                  </button>
                </div>
              </>
            ) : (
              <>
                <p>
                  Create a free account and this description becomes your first project, with this pre-check in it. It
                  stays in this browser tab until then.
                </p>
                <div className="screener-cta-actions">
                  <button type="button" className="button button-primary" onClick={() => saveAsProject("/register")}>
                    Save this as a project
                  </button>
                  <button type="button" className="button button-ghost" onClick={() => saveAsProject("/login")}>
                    Sign in to save it
                  </button>
                </div>
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
