"use client";

import "./github.css";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { isApiError } from "@/lib/client/api-error";
import { rememberGithubOAuth } from "@/lib/client/github-oauth-pending";
import { useGithubStatus, useStartGithubOAuth, useUnbindGithub } from "@/lib/client/use-github";
import { ManualTokenForm } from "./manual-token-form";
import { RepoPicker } from "./repo-picker";

const TOKEN_LABELS = {
  ACTIVE: { label: "Connected", tone: "success" },
  REAUTH_REQUIRED: { label: "Needs reconnecting", tone: "warning" },
  REVOKED: { label: "Revoked", tone: "warning" },
} as const;

/** The project's "Code evidence": its GitHub repository, whose commits and README runs cite. */
export function GithubCard({ projectId }: { projectId: string }) {
  const status = useGithubStatus(projectId);
  const start = useStartGithubOAuth(projectId);
  const unbind = useUnbindGithub(projectId);
  const [useToken, setUseToken] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const notConfigured = isApiError(start.error) && start.error.code === "NOT_CONFIGURED";
  const connect = () =>
    start.mutate(undefined, {
      onSuccess: ({ authorize_url, state }) => {
        rememberGithubOAuth(state, projectId);
        window.location.assign(authorize_url);
      },
    });

  const s = status.data;
  const token = s?.token_status ? TOKEN_LABELS[s.token_status] : null;
  const reauth = s?.token_status === "REAUTH_REQUIRED";
  const connectLabel = reauth ? "Reconnect GitHub" : "Connect GitHub";
  const redirecting = start.isPending || start.isSuccess;

  return (
    <section aria-labelledby="github-title" className="github-card">
      <header>
        <h2 id="github-title">Code evidence</h2>
        <p className="muted small">Runs of this project cite the commits and README of one GitHub repository: dated records made as the work happened.</p>
      </header>
      <div className="card github-body">
        {status.isPending && <p className="muted small" role="status">Loading the GitHub binding…</p>}
        {status.isError && <Alert tone="error">Could not load the GitHub binding: {status.error.message}</Alert>}

        {s && (
          <dl className="github-status" data-testid="github-status">
            <div>
              <dt>Repository</dt>
              <dd>{s.repo_full_name ?? <span className="muted">None</span>}</dd>
            </div>
            <div>
              <dt>Branch</dt>
              <dd>{s.default_branch ?? <span className="muted">None</span>}</dd>
            </div>
            <div>
              <dt>GitHub access</dt>
              <dd>{token ? <span className={`badge badge-${token.tone}`}>{token.label}</span> : <span className="muted">Not connected</span>}</dd>
            </div>
          </dl>
        )}

        {reauth && <Alert tone="info">GitHub no longer accepts the stored sign-in. Reconnect to give runs access to the code again.</Alert>}
        {start.isError && !notConfigured && <Alert tone="error">{start.error.message}</Alert>}
        {notConfigured && (
          <Alert tone="info">Signing in with GitHub is not set up on this server. You can bind with a personal access token instead.</Alert>
        )}

        {s && (
          <div className="github-actions">
            {!notConfigured && (!s.authorized || reauth) && (
              <button type="button" className="button button-primary" onClick={connect} disabled={redirecting} aria-busy={redirecting}>
                {redirecting ? "Opening GitHub…" : connectLabel}
              </button>
            )}
            {s.connected && (
              <button type="button" className="button button-ghost-danger" onClick={() => setConfirming(true)}>
                Disconnect
              </button>
            )}
          </div>
        )}

        {s && !s.connected && s.authorized && !useToken && <RepoPicker projectId={projectId} />}

        {s && !s.connected && (
          <div className="github-token">
            {useToken || notConfigured ? (
              <>
                <h3>Personal access token</h3>
                <ManualTokenForm projectId={projectId} />
                {!notConfigured && (
                  <button type="button" className="github-link small" onClick={() => setUseToken(false)}>
                    Cancel
                  </button>
                )}
              </>
            ) : (
              <button type="button" className="github-link small" onClick={() => setUseToken(true)}>
                Use a personal access token instead
              </button>
            )}
          </div>
        )}
      </div>

      {confirming && s && (
        <ConfirmDialog
          title="Disconnect GitHub?"
          confirmLabel="Disconnect"
          pendingLabel="Disconnecting…"
          pending={unbind.isPending}
          error={unbind.error?.message ?? null}
          onCancel={() => {
            unbind.reset();
            setConfirming(false);
          }}
          onConfirm={() => unbind.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        >
          <p>
            Runs of this project stop reading <strong>{s.repo_full_name}</strong>. When no other project uses your GitHub sign-in, it is removed too.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
