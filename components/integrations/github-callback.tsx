"use client";

import "./github.css";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { takeGithubOAuth } from "@/lib/client/github-oauth-pending";
import { useExchangeGithubCode } from "@/lib/client/use-github";

/** GitHub sends the browser back here with `code` and `state`: exchange them, then return to the project. */
export function GithubCallback() {
  const params = useSearchParams();
  const router = useRouter();
  const exchange = useExchangeGithubCode();
  // The code is single-use: exchange it once, even when React runs the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = params.get("state");
    const denied = params.get("error") ? (params.get("error_description") ?? "GitHub did not grant access.") : null;
    exchange.mutate(
      { projectId: state ? takeGithubOAuth(state) : null, code: params.get("code"), state, denied },
      { onSuccess: ({ projectId }) => router.replace(`/projects/${projectId}`) },
    );
  }, [params, exchange, router]);

  const projectId = exchange.variables?.projectId ?? null;
  return (
    <div className="container workspace">
      <header className="page-header">
        <h1>Connecting GitHub</h1>
      </header>
      {exchange.isError ? (
        <>
          <Alert tone="error">{exchange.error.message}</Alert>
          <p>
            <Link href={projectId ? `/projects/${projectId}` : "/projects"}>{projectId ? "Back to the project" : "Back to your projects"}</Link>
          </p>
        </>
      ) : (
        <p className="muted" role="status">
          Finishing the GitHub sign-in…
        </p>
      )}
    </div>
  );
}
