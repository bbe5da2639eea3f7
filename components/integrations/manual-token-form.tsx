"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { useBindGithub } from "@/lib/client/use-github";

/** Bind with a personal access token: validated by GitHub, stored encrypted, never shown again. */
export function ManualTokenForm({ projectId }: { projectId: string }) {
  const [repo, setRepo] = useState("");
  const [branch, setBranch] = useState("main");
  const [token, setToken] = useState("");
  const bind = useBindGithub(projectId);

  return (
    <form
      className="github-token-form"
      onSubmit={(e) => {
        e.preventDefault();
        bind.mutate(
          { repo_full_name: repo.trim(), default_branch: branch.trim(), manual_token: token.trim() },
          // Whatever the answer, the token leaves the page: it is never shown again.
          { onSettled: () => setToken("") },
        );
      }}
    >
      <TextField name="github-manual-repo" label="Repository" value={repo} onChange={(e) => setRepo(e.target.value)} placeholder="owner/name" required autoComplete="off" />
      <TextField name="github-manual-branch" label="Branch" value={branch} onChange={(e) => setBranch(e.target.value)} required autoComplete="off" />
      <TextField
        name="github-manual-token"
        label="Personal access token"
        type="password"
        value={token}
        onChange={(e) => setToken(e.target.value)}
        required
        autoComplete="off"
        hint="Fine-grained, read-only Contents and Metadata on this repository. Stored encrypted; never shown again."
      />
      {bind.isError && <Alert tone="error">{bind.error.message}</Alert>}
      <button type="submit" className="button button-primary" disabled={bind.isPending} aria-busy={bind.isPending}>
        {bind.isPending ? "Checking the token…" : "Bind with this token"}
      </button>
    </form>
  );
}
