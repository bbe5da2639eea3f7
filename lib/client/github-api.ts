import type { GithubBranchDTO, GithubRepoDTO, GithubStatusDTO } from "@/lib/integrations/github/dto";
import { authedData } from "./envelope";

// The project's GitHub binding routes (lib/integrations/github), as the browser calls them.

export type { GithubBranchDTO, GithubRepoDTO, GithubStatusDTO };

/** The routes answer pages of this many repositories; a full page means there may be more. */
export const GITHUB_REPOS_PAGE_SIZE = 30;

export interface GithubBindBody {
  repo_full_name: string;
  default_branch: string;
  manual_token?: string;
}

const base = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/integrations/github`;

export const fetchGithubStatus = (projectId: string) => authedData<GithubStatusDTO>(base(projectId));
export const startGithubOAuth = (projectId: string) =>
  authedData<{ authorize_url: string; state: string }>(`${base(projectId)}/oauth/start`, { method: "POST" });
export const exchangeGithubCode = (projectId: string, body: { code: string; state: string }) =>
  authedData<GithubStatusDTO>(`${base(projectId)}/oauth/exchange`, { method: "POST", body });
export const fetchGithubRepos = (projectId: string, query: string, page: number) => {
  const params = new URLSearchParams({ page: String(page) });
  if (query) params.set("query", query);
  return authedData<GithubRepoDTO[]>(`${base(projectId)}/repos?${params}`);
};
export const fetchGithubBranches = (projectId: string, repo: string) =>
  authedData<GithubBranchDTO[]>(`${base(projectId)}/repos/branches?${new URLSearchParams({ repo })}`);
export const bindGithub = (projectId: string, body: GithubBindBody) =>
  authedData<GithubStatusDTO>(`${base(projectId)}/bind`, { method: "POST", body });
export const unbindGithub = (projectId: string) => authedData<void>(base(projectId), { method: "DELETE" });
