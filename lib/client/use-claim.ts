"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  conflictRecord,
  fetchClaim,
  fetchClaimVersion,
  fetchClaimVersions,
  fetchFieldCodes,
  fetchOverview,
  saveClaim,
  type ClaimDTO,
} from "./claim-api";
import { queryKeys } from "./query-keys";

// The claim record, its versions and field codes, and the project overview, as React Query
// entries under the project's key (so deleting a project's cache drops them too).

export const claimKeys = {
  claim: (projectId: string) => [...queryKeys.project(projectId), "claim"] as const,
  versions: (projectId: string) => [...queryKeys.project(projectId), "claim", "versions"] as const,
  versionPage: (projectId: string, page: number) => [...queryKeys.project(projectId), "claim", "versions", "page", page] as const,
  version: (projectId: string, versionId: string) => [...queryKeys.project(projectId), "claim", "version", versionId] as const,
  fieldCodes: (projectId: string) => [...queryKeys.project(projectId), "claim", "field-codes"] as const,
  overview: (projectId: string) => [...queryKeys.project(projectId), "overview"] as const,
};

export const VERSIONS_PAGE_SIZE = 10;

export const useClaim = (projectId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: claimKeys.claim(projectId), queryFn: () => fetchClaim(projectId), enabled: options.enabled ?? true });

export const useClaimVersions = (projectId: string, page: number, enabled = true) =>
  useQuery({
    queryKey: claimKeys.versionPage(projectId, page),
    queryFn: () => fetchClaimVersions(projectId, page, VERSIONS_PAGE_SIZE),
    enabled,
    staleTime: 0,
  });

/** A version never changes once written: fetched once. */
export const useClaimVersion = (projectId: string, versionId: string | null) =>
  useQuery({
    queryKey: claimKeys.version(projectId, versionId ?? "none"),
    queryFn: () => fetchClaimVersion(projectId, versionId!),
    enabled: versionId !== null,
    staleTime: Infinity,
  });

export const useFieldCodes = (projectId: string) =>
  useQuery({ queryKey: claimKeys.fieldCodes(projectId), queryFn: () => fetchFieldCodes(projectId), staleTime: 5 * 60_000 });

/** Read fresh each time a page shows it: runs, uploads and saves elsewhere all change it. */
export const useProjectOverview = (projectId: string, yearEnd?: string) =>
  useQuery({
    queryKey: [...claimKeys.overview(projectId), yearEnd ?? "12-31"],
    // December 31 is the route's default: the plain URL.
    queryFn: () => fetchOverview(projectId, yearEnd === "12-31" ? undefined : yearEnd),
    staleTime: 0,
  });

/** After a save elsewhere on the page: the record everyone reads, and what depends on it. */
export async function claimSaved(queryClient: QueryClient, projectId: string, record: ClaimDTO) {
  queryClient.setQueryData(claimKeys.claim(projectId), record);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: claimKeys.versions(projectId) }),
    queryClient.invalidateQueries({ queryKey: claimKeys.overview(projectId) }),
  ]);
}

export interface CopyToClaimInput {
  /** The version the caller last read; a newer one on the server answers 409 with it. */
  version: number;
  lines: Partial<Record<"242" | "244" | "246", string>>;
  /** The T661 run the text came from. */
  sourceRunId: string | null;
}

/** "Use this draft" / "Use this line": writes run text into the claim record. */
export function useCopyToClaim(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, lines, sourceRunId }: CopyToClaimInput) =>
      saveClaim(projectId, { version, lines, ...(sourceRunId ? { sourceRunId } : {}) }),
    onSuccess: (record) => claimSaved(queryClient, projectId, record),
    onError: (err) => {
      // The newer record the 409 carries is what the page should show from now on.
      const theirs = conflictRecord(err);
      if (theirs) queryClient.setQueryData(claimKeys.claim(projectId), theirs);
    },
  });
}
