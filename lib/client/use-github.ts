"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  bindGithub,
  exchangeGithubCode,
  fetchGithubBranches,
  fetchGithubRepos,
  fetchGithubStatus,
  startGithubOAuth,
  unbindGithub,
  type GithubBindBody,
  type GithubStatusDTO,
} from "./github-api";
import { queryKeys } from "./query-keys";

// The project's GitHub binding as React Query entries under the project's key.

export const githubKeys = {
  status: (projectId: string) => [...queryKeys.project(projectId), "github"] as const,
  repos: (projectId: string, query: string, page: number) => [...queryKeys.project(projectId), "github", "repos", query, page] as const,
  branches: (projectId: string, repo: string) => [...queryKeys.project(projectId), "github", "branches", repo] as const,
};

export const useGithubStatus = (projectId: string) =>
  useQuery({ queryKey: githubKeys.status(projectId), queryFn: () => fetchGithubStatus(projectId), staleTime: 0 });

export const useGithubRepos = (projectId: string, query: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: githubKeys.repos(projectId, query, page),
    queryFn: () => fetchGithubRepos(projectId, query, page),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useGithubBranches = (projectId: string, repo: string | null) =>
  useQuery({
    queryKey: githubKeys.branches(projectId, repo ?? ""),
    queryFn: () => fetchGithubBranches(projectId, repo!),
    enabled: repo !== null,
    retry: false,
  });

function useStatusWriter(projectId: string) {
  const queryClient = useQueryClient();
  return (status: GithubStatusDTO) => queryClient.setQueryData(githubKeys.status(projectId), status);
}

/** Starts the OAuth dance: the caller sends the browser to `authorize_url`. */
export const useStartGithubOAuth = (projectId: string) => useMutation({ mutationFn: () => startGithubOAuth(projectId) });

/** What GitHub's redirect brought back: the project comes from this tab's pending flow, if any. */
export interface GithubCallbackInput {
  projectId: string | null;
  code: string | null;
  state: string | null;
  /** GitHub's own refusal (`error_description`), when the user denied access. */
  denied: string | null;
}

/** The callback page's one step: exchange the code for the project the flow started from. */
export function useExchangeGithubCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, code, state, denied }: GithubCallbackInput) => {
      if (denied) throw new Error(denied);
      if (!projectId || !code || !state) {
        throw new Error("This GitHub sign-in was not started here, or it is too old. Start again from your project.");
      }
      return { projectId, status: await exchangeGithubCode(projectId, { code, state }) };
    },
    onSuccess: ({ projectId, status }) => queryClient.setQueryData(githubKeys.status(projectId), status),
  });
}

export function useBindGithub(projectId: string) {
  const write = useStatusWriter(projectId);
  return useMutation({ mutationFn: (body: GithubBindBody) => bindGithub(projectId, body), onSuccess: write });
}

export function useUnbindGithub(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unbindGithub(projectId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: githubKeys.status(projectId) }),
  });
}
