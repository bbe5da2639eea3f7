import { expect, vi } from "vitest";
import { api } from "./api";

export const TYPES = {
  txt: "text/plain",
  md: "text/markdown",
  csv: "text/csv",
  json: "application/json",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  png: "image/png",
};

export interface Upload {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export const textUpload = (filename: string, text: string, contentType = TYPES.txt): Upload => ({
  filename,
  contentType,
  bytes: new TextEncoder().encode(text),
});

export async function presign(token: string, projectId: string, uploads: Upload[]) {
  const res = await api.post(
    `/api/v1/projects/${projectId}/files/presign`,
    { files: uploads.map((u) => ({ filename: u.filename, contentType: u.contentType, fileSize: u.bytes.length })) },
    { token },
  );
  expect(res.status, res.text).toBe(201);
  return res.json.data as { fileId: string; uploadUrl: string; objectKey: string; expiresAt: number }[];
}

/** PUTs the bytes to a presigned URL of the local store, as a browser would. */
export async function putObject(uploadUrl: string, upload: Upload) {
  return api.put(uploadUrl, undefined, { rawBody: upload.bytes, headers: { "content-type": upload.contentType } });
}

export async function confirm(token: string, projectId: string, fileId: string, body: unknown = {}) {
  return api.post(`/api/v1/projects/${projectId}/files/${fileId}/confirm`, body, { token });
}

/** Presign, upload and confirm: the browser's whole upload. Returns the file id. */
export async function uploadFile(token: string, projectId: string, upload: Upload): Promise<string> {
  const [slot] = await presign(token, projectId, [upload]);
  const put = await putObject(slot!.uploadUrl, upload);
  expect(put.status, put.text).toBe(200);
  const res = await confirm(token, projectId, slot!.fileId);
  expect(res.status, res.text).toBe(200);
  return slot!.fileId;
}

export async function listFiles(token: string, projectId: string) {
  const res = await api.get(`/api/v1/projects/${projectId}/files`, { token });
  expect(res.status).toBe(200);
  return res.json.data as { id: string; indexStatus: string; indexError: string | null; uploadStatus: string }[];
}

/** Polls the list (the source of truth) until the file is READY or FAILED. */
export async function waitForIndex(token: string, projectId: string, fileId: string) {
  return vi.waitFor(
    async () => {
      const file = (await listFiles(token, projectId)).find((f) => f.id === fileId);
      if (!file || (file.indexStatus !== "READY" && file.indexStatus !== "FAILED")) throw new Error("still indexing");
      return file;
    },
    { timeout: 30_000, interval: 50 },
  );
}
