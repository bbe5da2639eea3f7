"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError, type ApiError } from "@/lib/client/api-error";
import type { PresignResult } from "@/lib/client/api-types";
import { checkFile } from "@/lib/client/file-kinds";
import { confirmUpload, deleteFile, presignUploads } from "@/lib/client/files-api";
import { putFile } from "@/lib/client/upload-put";
import { useFileLimits, useUploadCache } from "@/lib/client/use-files";
import { MAX_FILES_PER_REQUEST } from "@/lib/shared/limits";

export type UploadPhase = "waiting" | "uploading" | "confirming" | "failed";

/** A file on its way in: checked, presigned, PUT, then confirmed, when it joins the file list. */
export interface Upload {
  key: string;
  file: File;
  contentType: string;
  phase: UploadPhase;
  progress: number;
  error: string | null;
  target: PresignResult | null;
}

/** A file refused before anything was sent: wrong type, empty or too large. */
export interface Rejected {
  key: string;
  name: string;
  reason: string;
}

// A presigned URL this close to its expiry is not worth a retry: presign again instead.
const URL_MARGIN_MS = 60_000;

let counter = 0;
const nextKey = () => `upload-${Date.now().toString(36)}-${(counter++).toString(36)}`;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The 400's messages by file index (details like `files.2.contentType`), in plain words. */
function detailsByIndex(err: ApiError): Map<number, string> {
  const out = new Map<number, string>();
  for (const d of err.details) {
    const [root, index, field] = d.path.split(".");
    if (root !== "files" || index === undefined) continue;
    const label = field === "fileSize" ? "Size" : field === "contentType" ? "Type" : field === "filename" ? "Name" : "File";
    if (!out.has(Number(index))) out.set(Number(index), `${label} ${d.message}.`);
  }
  return out;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === "AbortError";

export function useUploads(projectId: string) {
  const cache = useUploadCache(projectId);
  const maxFileBytes = useFileLimits().data?.maxFileBytes ?? null;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const [quotaError, setQuotaError] = useState<ApiError | null>(null);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((key: string, change: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const fail = useCallback((key: string, error: string) => patch(key, { phase: "failed", error }), [patch]);

  // An unconfirmed upload holds a storage reservation until it expires (15 min): give it back now.
  const release = useCallback(
    (target: PresignResult | null) => {
      if (!target) return;
      deleteFile(projectId, target.fileId)
        .catch(() => undefined)
        .finally(cache.storageChanged);
    },
    [projectId, cache],
  );

  /** PUT the bytes, then confirm; the confirmed record replaces the row in the file list. */
  const send = useCallback(
    async (upload: Upload, target: PresignResult) => {
      const controller = new AbortController();
      controllers.current.set(upload.key, controller);
      patch(upload.key, { phase: "uploading", progress: 0, error: null, target });
      try {
        const { etag } = await putFile(target.uploadUrl, upload.file, upload.contentType, {
          signal: controller.signal,
          onProgress: (progress) => patch(upload.key, { progress }),
        });
        patch(upload.key, { phase: "confirming", progress: 1 });
        const record = await confirmUpload(projectId, target.fileId, etag);
        cache.fileConfirmed(record);
        setUploads((list) => list.filter((u) => u.key !== upload.key));
      } catch (err) {
        if (isAbort(err)) return;
        fail(upload.key, isApiError(err) && err.status === 409 ? `Not confirmed: ${err.message}` : (err as Error).message);
      } finally {
        controllers.current.delete(upload.key);
        cache.storageChanged();
      }
    },
    [projectId, cache, patch, fail],
  );

  /** One presign call for up to 20 files, then every upload of the batch at once. */
  const presignAndSend = useCallback(
    async (batch: Upload[]) => {
      for (const chunk of chunks(batch, MAX_FILES_PER_REQUEST)) {
        let targets: PresignResult[];
        try {
          targets = await presignUploads(
            projectId,
            chunk.map((u) => ({ filename: u.file.name, contentType: u.contentType, fileSize: u.file.size })),
          );
        } catch (err) {
          const apiErr = isApiError(err) ? err : null;
          if (apiErr?.code === "QUOTA_EXCEEDED") setQuotaError(apiErr);
          const perFile = apiErr ? detailsByIndex(apiErr) : new Map<number, string>();
          chunk.forEach((u, i) =>
            fail(
              u.key,
              apiErr?.code === "QUOTA_EXCEEDED"
                ? "Not uploaded: not enough storage left on your plan."
                : (perFile.get(i) ?? (err as Error).message),
            ),
          );
          continue;
        }
        cache.storageChanged();
        chunk.forEach((u, i) => {
          const target = targets[i];
          if (target) void send(u, target);
          else fail(u.key, "The server gave no upload link for this file.");
        });
      }
    },
    [projectId, cache, send, fail],
  );

  /** Checks the files, lists the good ones as uploads and the rest as refused, and starts. */
  const addFiles = useCallback(
    (files: File[]) => {
      const accepted: Upload[] = [];
      const refused: Rejected[] = [];
      for (const file of files) {
        const check = checkFile(file, maxFileBytes);
        if (check.ok) {
          accepted.push({ key: nextKey(), file, contentType: check.contentType, phase: "waiting", progress: 0, error: null, target: null });
        } else {
          refused.push({ key: nextKey(), name: file.name, reason: check.reason });
        }
      }
      setRejected(refused);
      if (accepted.length === 0) return;
      setQuotaError(null);
      setUploads((list) => [...list, ...accepted]);
      void presignAndSend(accepted);
    },
    [presignAndSend, maxFileBytes],
  );

  /** A failed file again: with its upload link while it is fresh, else with a new one. */
  const retry = useCallback(
    (upload: Upload) => {
      setQuotaError(null);
      const target = upload.target;
      if (target && target.expiresAt - Date.now() > URL_MARGIN_MS) {
        void send(upload, target);
      } else {
        release(target);
        patch(upload.key, { phase: "waiting", progress: 0, error: null, target: null });
        void presignAndSend([upload]);
      }
    },
    [send, presignAndSend, patch, release],
  );

  /** Drops the row, stops its upload and releases the storage it had reserved. */
  const remove = useCallback(
    (upload: Upload) => {
      controllers.current.get(upload.key)?.abort();
      setUploads((list) => list.filter((u) => u.key !== upload.key));
      release(upload.target);
    },
    [release],
  );

  const dismissRejected = useCallback((key: string) => setRejected((list) => list.filter((r) => r.key !== key)), []);

  // Leaving the page would drop the uploads still on the wire: ask first.
  const busy = uploads.some((u) => u.phase !== "failed");
  useEffect(() => {
    if (!busy) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [busy]);

  return { uploads, rejected, quotaError, busy, addFiles, retry, remove, dismissRejected };
}
