import { afterAll, describe, expect, it, vi } from "vitest";

// The whole evidence-file path on the S3 driver: presign, a real PUT to the presigned URL,
// HEAD at confirm, indexing from the bucket, and delete.
const s3 = await vi.hoisted(async () => {
  const { startS3rver, S3RVER_BUCKET, S3RVER_KEY } = await import("../../fakes/s3rver");
  const server = await startS3rver();
  process.env.STORAGE_DRIVER = "s3";
  process.env.S3_BUCKET = S3RVER_BUCKET;
  process.env.S3_ENDPOINT = server.endpoint;
  process.env.S3_FORCE_PATH_STYLE = "true";
  process.env.S3_ACCESS_KEY_ID = S3RVER_KEY;
  process.env.S3_SECRET_ACCESS_KEY = S3RVER_KEY;
  return server;
});

import { getObjectStore } from "@/lib/storage";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { confirm, listFiles, presign, textUpload, TYPES, waitForIndex } from "../../helpers/files";
import { createProject } from "../../helpers/workspace";

afterAll(() => s3.close());

describe("evidence files on S3", () => {
  it("uploads straight to the bucket, confirms with HEAD, indexes and deletes", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const upload = textUpload("results.md", "# Results\n\nWe measured 1.8 ms encode latency on prototype B.", TYPES.md);
    const [slot] = await presign(token, project.id, [upload]);
    expect(slot!.uploadUrl.startsWith(s3.endpoint)).toBe(true);

    expect((await confirm(token, project.id, slot!.fileId)).status).toBe(409);
    const put = await fetch(slot!.uploadUrl, { method: "PUT", headers: { "content-type": TYPES.md }, body: Buffer.from(upload.bytes) });
    expect(put.status).toBe(200);
    const confirmed = await confirm(token, project.id, slot!.fileId, { etag: put.headers.get("etag") ?? undefined });
    expect(confirmed.status, confirmed.text).toBe(200);

    expect((await waitForIndex(token, project.id, slot!.fileId)).indexStatus).toBe("READY");
    expect(await getObjectStore().head(slot!.objectKey)).toMatchObject({ size: upload.bytes.length });

    expect((await api.delete(`/api/v1/projects/${project.id}/files/${slot!.fileId}`, { token })).status).toBe(204);
    expect(await getObjectStore().head(slot!.objectKey)).toBeNull();
    expect(await listFiles(token, project.id)).toEqual([]);
  });
});
