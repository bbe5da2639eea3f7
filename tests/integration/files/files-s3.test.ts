import { afterAll, describe, expect, it, vi } from "vitest";

// The whole evidence-file path on the S3 driver: presign, a real PUT to the presigned URL,
// HEAD at confirm, indexing from the bucket, and delete.
const s3 = await vi.hoisted(async () => (await import("../../helpers/s3-storage")).startS3Storage());

import crypto from "node:crypto";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { files, objectDeletions } from "@/db/schema";
import { runSweepers } from "@/lib/maintenance/service";
import { getObjectStore } from "@/lib/storage";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { confirm, listFiles, presign, textUpload, TYPES, waitForIndex, type Upload } from "../../helpers/files";
import { createProject } from "../../helpers/workspace";
import { S3RVER_BUCKET, S3RVER_KEY } from "../../fakes/s3rver";

afterAll(() => s3.close());

const md5 = (bytes: Uint8Array) => crypto.createHash("md5").update(bytes).digest("hex");
const s3Put = (url: string, u: Upload) => fetch(url, { method: "PUT", headers: { "content-type": u.contentType }, body: Buffer.from(u.bytes) });

/** Every key the bucket holds under the project, listed by a client of its own. */
async function bucketKeys(projectId: string): Promise<string[]> {
  const client = new S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  const out = await client.send(new ListObjectsV2Command({ Bucket: S3RVER_BUCKET, Prefix: `projects/${projectId}/` }));
  client.destroy();
  return (out.Contents ?? []).map((o) => o.Key!);
}

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
    // Confirm moved the bytes from the staging key to the file's own key.
    const fileKey = slot!.objectKey.replace("/uploads/", "/files/");
    expect(await getObjectStore().head(fileKey)).toMatchObject({ size: upload.bytes.length, etag: put.headers.get("etag") });
    expect(await getObjectStore().head(slot!.objectKey)).toBeNull();

    expect((await api.delete(`/api/v1/projects/${project.id}/files/${slot!.fileId}`, { token })).status).toBe(204);
    expect(await getObjectStore().head(fileKey)).toBeNull();
    expect(await listFiles(token, project.id)).toEqual([]);
  });

  it("keeps a confirmed object immutable: a later PUT through the upload URL reaches the staging key only", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const original = textUpload("notes.txt", "Prototype B reached 3.1 at 1.8 ms.");
    const forged = textUpload("notes.txt", "Prototype B reached 9.9 at 0.1 ms.");
    const [slot] = await presign(token, project.id, [original]);
    expect((await s3Put(slot!.uploadUrl, original)).status).toBe(200);
    expect((await confirm(token, project.id, slot!.fileId)).status).toBe(200);
    await waitForIndex(token, project.id, slot!.fileId);
    const [row] = await (await getDb()).select().from(files).where(eq(files.id, slot!.fileId));
    expect(row!.etag).toBe(`"${md5(original.bytes)}"`);

    expect((await s3Put(slot!.uploadUrl, forged)).status).toBe(200);
    expect(await getObjectStore().head(row!.objectKey)).toMatchObject({ etag: row!.etag });
    expect((await getObjectStore().read(row!.objectKey, 1000)).equals(Buffer.from(original.bytes))).toBe(true);

    // The staging object is deleted once the upload URL has expired (made due here).
    await (await getDb()).update(objectDeletions).set({ deleteAfter: sql`now() - interval '1 second'` }).where(eq(objectDeletions.objectKey, slot!.objectKey));
    await runSweepers();
    expect(await getObjectStore().head(slot!.objectKey)).toBeNull();
    expect(await getObjectStore().head(row!.objectKey)).not.toBeNull();
  });

  it("deleting a project deletes its confirmed and pending files' objects from the bucket", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const uploads = [textUpload("a.txt", "confirmed a"), textUpload("b.txt", "confirmed b"), textUpload("c.txt", "pending c")];
    const slots = await presign(token, project.id, uploads);
    for (const [i, slot] of slots.entries()) expect((await s3Put(slot.uploadUrl, uploads[i]!)).status).toBe(200);
    for (const slot of slots.slice(0, 2)) {
      expect((await confirm(token, project.id, slot.fileId)).status).toBe(200);
      await waitForIndex(token, project.id, slot.fileId);
    }
    expect(await bucketKeys(project.id)).toHaveLength(3);

    expect((await api.delete(`/api/v1/projects/${project.id}`, { token })).status).toBe(204);
    expect(await bucketKeys(project.id)).toEqual([]);
  });
});
