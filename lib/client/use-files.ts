"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { FileDTO } from "./api-types";
import { useAuth } from "./auth-context";
import { deleteFile, fetchDocumentPreview, fetchDownloadLink, fetchFileLimits, listFiles } from "./files-api";
import { queryKeys } from "./query-keys";
import { invalidateUsage } from "./use-billing";

// A project's evidence files: the list (polled while indexing runs), the server's upload limits,
// deleting, downloading, Word previews, and the cache changes an upload makes (uploads themselves live in
// components/files/use-uploads.ts, which holds the rows and their progress).

/** How often the list is read again while a file waits for or goes through indexing. */
export const INDEX_POLL_MS = 1500;

export const isIndexing = (f: FileDTO) => f.indexStatus === "PENDING" || f.indexStatus === "INDEXING";

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

/** The largest file and the accepted types, as the server enforces them (a setting: read once). */
export function useFileLimits() {
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.fileLimits,
    queryFn: fetchFileLimits,
    enabled: status === "authenticated",
    staleTime: Infinity,
  });
}

/** Deletes a file: it leaves the list at once, then the list and the storage used are read again. */
export function useDeleteFile(file: FileDTO) {
  const queryClient = useQueryClient();
  const key = queryKeys.files(file.projectId);
  return useMutation({
    mutationFn: () => deleteFile(file.projectId, file.id),
    onSuccess: () => {
      queryClient.setQueryData<FileDTO[]>(key, (list) => list?.filter((f) => f.id !== file.id));
      void Promise.all([queryClient.invalidateQueries({ queryKey: key }), invalidateUsage(queryClient)]);
    },
  });
}

/**
 * A Word document as sanitized HTML, rendered by the server. A confirmed file's bytes never change,
 * so the answer is good for as long as it is kept: in memory only, and dropped a minute after the
 * dialog closes (it is the document's own text).
 */
export function useDocumentPreview(file: FileDTO) {
  return useQuery({
    queryKey: queryKeys.filePreview(file.projectId, file.id),
    queryFn: () => fetchDocumentPreview(file.projectId, file.id),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
}

// Follows a signed link the way a plain link would: the answer is an attachment, so the page stays.
function startDownload(url: string, filename: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename; // same-origin stores honour it; others name it by Content-Disposition
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Downloads the file through a fresh signed link (a few minutes long, so asked for on each click). */
export function useDownloadFile(file: FileDTO) {
  return useMutation({
    mutationFn: async () => {
      const link = await fetchDownloadLink(file.projectId, file.id);
      startDownload(link.url, link.filename);
      return link;
    },
  });
}

/** What an upload changes in the cache: a confirmed file joins the list, storage use moves. */
export function useUploadCache(projectId: string) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      fileConfirmed(record: FileDTO) {
        queryClient.setQueryData<FileDTO[]>(queryKeys.files(projectId), (list) => [
          record,
          ...(list ?? []).filter((f) => f.id !== record.id),
        ]);
        void queryClient.invalidateQueries({ queryKey: queryKeys.files(projectId) });
      },
      storageChanged() {
        void invalidateUsage(queryClient);
      },
    }),
    [projectId, queryClient],
  );
}
