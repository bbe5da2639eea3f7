"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField } from "@/components/ui/select-field";
import { GITHUB_REPOS_PAGE_SIZE, type GithubRepoDTO } from "@/lib/client/github-api";
import { useBindGithub, useGithubBranches, useGithubRepos } from "@/lib/client/use-github";

/** Search the repositories the connected account can see, choose one and a branch, and bind. */
export function RepoPicker({ projectId }: { projectId: string }) {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [repo, setRepo] = useState<GithubRepoDTO | null>(null);
  const [branch, setBranch] = useState("");
  const repos = useGithubRepos(projectId, query, page, true);
  const branches = useGithubBranches(projectId, repo?.full_name ?? null);
  const bind = useBindGithub(projectId);

  // Search as the user types, once they pause.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(typed.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const choose = (r: GithubRepoDTO) => {
    setRepo(r);
    setBranch(r.default_branch ?? "");
    bind.reset();
  };

  const names = branches.data?.map((b) => b.name) ?? [];
  const branchValue = names.includes(branch) ? branch : (names[0] ?? "");
  const list = repos.data ?? [];

  return (
    <form
      className="github-picker"
      onSubmit={(e) => {
        e.preventDefault();
        if (repo && branchValue) bind.mutate({ repo_full_name: repo.full_name, default_branch: branchValue });
      }}
    >
      <div className="field">
        <label htmlFor="github-repo-search">Search your repositories</label>
        <input id="github-repo-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="owner/name" autoComplete="off" />
      </div>
      {repos.isError && <Alert tone="error">{repos.error.message}</Alert>}
      {repos.isPending && <p className="muted small" role="status">Loading repositories…</p>}
      {repos.isSuccess && list.length === 0 && <p className="muted small">No repository matches{query ? ` “${query}”` : ""}.</p>}
      {list.length > 0 && (
        <fieldset className="github-repo-list">
          <legend className="visually-hidden">Repository</legend>
          {list.map((r) => (
            <label key={r.id} className="github-repo-option">
              <input type="radio" name="github-repo" value={r.full_name} checked={repo?.full_name === r.full_name} onChange={() => choose(r)} />
              <span className="github-repo-name">{r.full_name}</span>
              {r.private_repo && <span className="badge badge-warning">Private</span>}
            </label>
          ))}
        </fieldset>
      )}
      {(page > 1 || list.length >= GITHUB_REPOS_PAGE_SIZE) && (
        <div className="github-pages">
          <button type="button" className="button button-secondary button-small" disabled={page === 1 || repos.isFetching} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span className="muted small">Page {page}</span>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={list.length < GITHUB_REPOS_PAGE_SIZE || repos.isFetching}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}

      {repo && (
        <>
          {branches.isPending && <p className="muted small" role="status">Loading branches…</p>}
          {branches.isError && <Alert tone="error">{branches.error.message}</Alert>}
          {branches.isSuccess && (
            <SelectField
              name="github-branch"
              label="Branch"
              value={branchValue}
              onChange={(e) => setBranch(e.target.value)}
              options={names.map((n) => ({ value: n, label: n }))}
              hint="Runs read this branch's commits."
            />
          )}
        </>
      )}
      {bind.isError && <Alert tone="error">{bind.error.message}</Alert>}
      <button type="submit" className="button button-primary" disabled={!repo || !branchValue || bind.isPending} aria-busy={bind.isPending}>
        {bind.isPending ? "Binding…" : repo ? `Bind ${repo.full_name}` : "Bind"}
      </button>
    </form>
  );
}
