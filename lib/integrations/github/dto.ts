import type { GithubBindingRow, GithubCredentialRow, GithubTokenStatus } from "@/db/schema";
import type { GithubBranch, GithubRepo } from "./api";

// The records of the GitHub routes, in the spec's snake_case. No token ever appears here.

export interface GithubStatusDTO {
  authorized: boolean;
  connected: boolean;
  enabled: boolean;
  repo_full_name: string | null;
  repo_id: string | null;
  default_branch: string | null;
  token_status: GithubTokenStatus | null;
  token_expires_at: string | null;
  last_refresh_at: string | null;
}

export interface GithubRepoDTO {
  id: string;
  full_name: string;
  default_branch: string | null;
  private_repo: boolean;
}

export interface GithubBranchDTO {
  name: string;
  protected: boolean;
}

export function toStatusDTO(credential: GithubCredentialRow | undefined, binding: GithubBindingRow | undefined): GithubStatusDTO {
  return {
    authorized: credential?.tokenStatus === "ACTIVE",
    connected: Boolean(binding),
    enabled: binding?.enabled ?? false,
    repo_full_name: binding?.repoFullName ?? null,
    repo_id: binding?.repoId ?? null,
    default_branch: binding?.defaultBranch ?? null,
    token_status: credential?.tokenStatus ?? null,
    token_expires_at: credential?.tokenExpiresAt?.toISOString() ?? null,
    last_refresh_at: credential?.lastRefreshAt?.toISOString() ?? null,
  };
}

export const toRepoDTO = (r: GithubRepo): GithubRepoDTO => ({
  id: String(r.id),
  full_name: r.full_name,
  default_branch: r.default_branch ?? null,
  private_repo: r.private ?? false,
});

export const toBranchDTO = (b: GithubBranch): GithubBranchDTO => ({ name: b.name, protected: b.protected ?? false });
