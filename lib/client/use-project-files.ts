"use client";

import { useQuery } from "@tanstack/react-query";
import { listFiles } from "./files-api";
import { queryKeys } from "./query-keys";
import type { FileRecord } from "./workspace-types";

/** How often the list is read again while a file waits for or goes through indexing. */
export const INDEX_POLL_MS = 1500;

export const isIndexing = (f: FileRecord) => f.indexStatus === "PENDING" || f.indexStatus === "INDEXING";

/**
 * The project's confirmed files. The list is the source of truth while indexing runs: it polls
 * while any file is PENDING or INDEXING and stops once none is.
 */
export function useProjectFiles(projectId: string) {
  return useQuery({
    queryKey: queryKeys.files(projectId),
    queryFn: () => listFiles(projectId),
    refetchInterval: (query) => (query.state.data?.some(isIndexing) ? INDEX_POLL_MS : false),
  });
}
