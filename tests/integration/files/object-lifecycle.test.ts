import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { fileChunks, files, objectDeletions } from "@/db/schema";
import { config } from "@/lib/config";
import { runSweepers } from "@/lib/maintenance/service";
import { getObjectStore } from "@/lib/storage";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { confirm, presign, putObject, textUpload, waitForIndex, type Upload } from "../../helpers/files";
import { createProject } from "../../helpers/workspace";

// Finding 9 (a confirmed object is immutable) and finding 7 (deleted files leave no bytes behind),
// on the local driver: its objects are files under DATA_DIR/storage/objects.

afterEach(() => vi.restoreAllMocks());

const md5 = (bytes: Uint8Array) => crypto.createHash("md5").update(bytes).digest("hex");
const objectsDir = (...key: string[]) => path.join(config.storage.localDir, "objects", ...key.join("/").split("/"));
const storedFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.includes(".")) : []);

async function owner() {
  const user = await registerUser();
  return { ...user, project: await createProject(user.token) };
}

async function fileRow(fileId: string) {
  const [row] = await (await getDb()).select().from(files).where(eq(files.id, fileId));
  return row;
}

async function queued(prefix: string) {
  return (await getDb()).select().from(objectDeletions).where(like(objectDeletions.objectKey, `${prefix}%`));
}

async function makeDue(prefix: string) {
  await (await getDb())
    .update(objectDeletions)
    .set({ deleteAfter: sql`now() - interval '1 second'` })
    .where(like(objectDeletions.objectKey, `${prefix}%`));
}

/** Presign, PUT, confirm and index; answers the slot, whose upload URL stays valid. */
async function upload(token: string, projectId: string, u: Upload) {
  const [slot] = await presign(token, projectId, [u]);
  expect((await putObject(slot!.uploadUrl, u)).status).toBe(200);
  const res = await confirm(token, projectId, slot!.fileId);
  expect(res.status, res.text).toBe(200);
  await waitForIndex(token, projectId, slot!.fileId);
  return slot!;
}

describe("a confirmed object is immutable", () => {
  const original = textUpload("notes.txt", "Prototype B reached a ratio of 3.1 at 1.8 ms.");
  const forged = textUpload("notes.txt", "Prototype B reached a ratio of 9.9 at 0.1 ms.");

  it("a PUT through the upload URL after confirm leaves the file's bytes, ETag and chunks as confirmed", async () => {
    expect(forged.bytes.length).toBe(original.bytes.length);
    const { token, project } = await owner();
    const slot = await upload(token, project.id, original);
    const confirmed = await fileRow(slot.fileId);
    expect(confirmed!.etag).toBe(`"${md5(original.bytes)}"`);
    expect(confirmed!.objectKey).toBe(`projects/${project.id}/files/${slot.fileId}/notes.txt`);

    // The URL still takes bytes, but they land on the staging key only.
    expect((await putObject(slot.uploadUrl, forged)).status).toBe(200);
    expect((await confirm(token, project.id, slot.fileId)).status).toBe(409);

    const after = await fileRow(slot.fileId);
    expect(after!.etag).toBe(confirmed!.etag);
    expect((await getObjectStore().read(after!.objectKey, 1000)).equals(Buffer.from(original.bytes))).toBe(true);
    const download = await api.get((await getObjectStore().presignGet(after!.objectKey, { expiresInSeconds: 60 })).url);
    expect(download.status).toBe(200);
    expect(download.text).toBe(new TextDecoder().decode(original.bytes));
    expect(download.headers.get("etag")).toBe(confirmed!.etag);
    const chunks = await (await getDb()).select().from(fileChunks).where(eq(fileChunks.fileId, slot.fileId));
    expect(chunks.map((c) => c.text).join(" ")).toContain("3.1");
  });

  it("the staging object a late PUT leaves is deleted once the upload URL has expired", async () => {
    const { token, project } = await owner();
    const slot = await upload(token, project.id, original);
    expect(await getObjectStore().head(slot.objectKey)).toBeNull(); // moved at confirm
    expect((await putObject(slot.uploadUrl, forged)).status).toBe(200);
    expect(await getObjectStore().head(slot.objectKey)).not.toBeNull();

    // Queued at confirm, final an hour after the URL's expiry: the sweeper leaves it until then.
    const [row] = await queued(slot.objectKey);
    expect(row!.deleteAfter.getTime()).toBeGreaterThanOrEqual(slot.expiresAt + 3_599_000);
    await runSweepers();
    expect(await getObjectStore().head(slot.objectKey)).not.toBeNull();

    await makeDue(slot.objectKey);
    const swept = await runSweepers();
    expect(swept.objectDeletions).toBe(1);
    expect(await getObjectStore().head(slot.objectKey)).toBeNull();
    expect(await queued(slot.objectKey)).toEqual([]);
    expect((await getObjectStore().read((await fileRow(slot.fileId))!.objectKey, 1000)).equals(Buffer.from(original.bytes))).toBe(true);
  });

  it("a confirm that stopped after moving the bytes can be retried", async () => {
    const { token, project } = await owner();
    const [slot] = await presign(token, project.id, [original]);
    expect((await putObject(slot!.uploadUrl, original)).status).toBe(200);
    const row = await fileRow(slot!.fileId);
    await getObjectStore().move(row!.uploadKey!, row!.objectKey);
    const res = await confirm(token, project.id, slot!.fileId, { etag: md5(original.bytes) });
    expect(res.status, res.text).toBe(200);
    expect((await fileRow(slot!.fileId))!.etag).toBe(`"${md5(original.bytes)}"`);
    await waitForIndex(token, project.id, slot!.fileId);
  });

  it("two confirms at once: one wins, the other finds the file confirmed", async () => {
    const { token, project } = await owner();
    const [slot] = await presign(token, project.id, [original]);
    expect((await putObject(slot!.uploadUrl, original)).status).toBe(200);
    const results = await Promise.all([confirm(token, project.id, slot!.fileId), confirm(token, project.id, slot!.fileId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const row = await fileRow(slot!.fileId);
    expect((await getObjectStore().read(row!.objectKey, 1000)).equals(Buffer.from(original.bytes))).toBe(true);
    expect(row!.etag).toBe(`"${md5(original.bytes)}"`);
    await waitForIndex(token, project.id, slot!.fileId);
  });

  it("checks the moved bytes against the client's ETag", async () => {
    const { token, project } = await owner();
    const [slot] = await presign(token, project.id, [original]);
    expect((await putObject(slot!.uploadUrl, forged)).status).toBe(200);
    const res = await confirm(token, project.id, slot!.fileId, { etag: `"${md5(original.bytes)}"` });
    expect(res.status).toBe(409);
    expect((await fileRow(slot!.fileId))!.uploadStatus).toBe("PENDING");
  });
});

describe("deleted files leave no bytes behind", () => {
  it("deleting a file deletes its object at once and keeps no queue row", async () => {
    const { token, project } = await owner();
    const slot = await upload(token, project.id, textUpload("a.txt", "alpha"));
    const res = await api.delete(`/api/v1/projects/${project.id}/files/${slot.fileId}`, { token });
    expect(res.status).toBe(204);
    expect(storedFiles(objectsDir("projects", project.id))).toEqual([]);
    // Only the staging key's row stays, until its upload URL has expired.
    expect((await queued(`projects/${project.id}/`)).map((r) => r.objectKey)).toEqual([slot.objectKey]);
  });

  it("after a crash between commit and deletion, the sweeper deletes a file's objects", async () => {
    const { token, project } = await owner();
    const slot = await upload(token, project.id, textUpload("a.txt", "alpha"));
    const row = await fileRow(slot.fileId);
    const failing = vi.spyOn(getObjectStore(), "delete").mockRejectedValue(new Error("store down"));
    expect((await api.delete(`/api/v1/projects/${project.id}/files/${slot.fileId}`, { token })).status).toBe(204);
    expect(failing).toHaveBeenCalled();
    expect(await getObjectStore().head(row!.objectKey)).not.toBeNull();
    failing.mockRestore();

    await runSweepers();
    expect(await getObjectStore().head(row!.objectKey)).toBeNull();
    expect((await queued(`projects/${project.id}/`)).map((r) => r.objectKey)).toEqual([slot.objectKey]);
  });

  it("after a crash between commit and deletion, the sweeper deletes a project's objects", async () => {
    const { token, project } = await owner();
    await upload(token, project.id, textUpload("a.txt", "alpha"));
    await upload(token, project.id, textUpload("b.txt", "beta"));
    const pending = textUpload("c.txt", "uploaded, not confirmed");
    const [slot] = await presign(token, project.id, [pending]);
    expect((await putObject(slot!.uploadUrl, pending)).status).toBe(200);
    const dir = objectsDir("projects", project.id);
    expect(storedFiles(dir)).toHaveLength(3);

    vi.spyOn(getObjectStore(), "delete").mockRejectedValue(new Error("store down"));
    expect((await api.delete(`/api/v1/projects/${project.id}`, { token })).status).toBe(204);
    expect(storedFiles(dir)).toHaveLength(3);
    vi.restoreAllMocks();

    // The three files' own keys are due at once (the pending one has nothing there yet); the
    // pending upload's staging object only once its URL has expired.
    expect((await runSweepers()).objectDeletions).toBe(3);
    expect(storedFiles(dir)).toEqual([expect.stringContaining("c.txt")]);
    await makeDue(`projects/${project.id}/`);
    await runSweepers();
    expect(fs.existsSync(dir)).toBe(false);
    expect(await queued(`projects/${project.id}/`)).toEqual([]);
  });

  it("the sweeper backs off from a failing store, and deletes missing objects without complaint", async () => {
    const { token, project } = await owner();
    const slot = await upload(token, project.id, textUpload("a.txt", "alpha"));
    const key = (await fileRow(slot.fileId))!.objectKey;
    vi.spyOn(getObjectStore(), "delete").mockRejectedValue(new Error("store down"));
    expect((await api.delete(`/api/v1/projects/${project.id}/files/${slot.fileId}`, { token })).status).toBe(204);
    expect((await runSweepers()).objectDeletions).toBe(0);
    const [claimed] = await queued(key);
    expect(claimed!.attempts).toBe(1);
    expect(claimed!.deleteAfter.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    await runSweepers(); // not due again yet
    expect((await queued(key))[0]!.attempts).toBe(1);
    vi.restoreAllMocks();

    await getObjectStore().delete(key); // gone by other means: deleting it again is fine
    await makeDue(key);
    expect((await runSweepers()).objectDeletions).toBe(1);
    expect(await queued(key)).toEqual([]);
  });

  it("two sweepers at once delete each queued object once", async () => {
    const { token, project } = await owner();
    for (const name of ["a", "b", "c", "d", "e"]) await upload(token, project.id, textUpload(`${name}.txt`, name));
    vi.spyOn(getObjectStore(), "delete").mockRejectedValue(new Error("crash"));
    expect((await api.delete(`/api/v1/projects/${project.id}`, { token })).status).toBe(204);
    vi.restoreAllMocks();
    await makeDue(`projects/${project.id}/`);

    const deletes = vi.spyOn(getObjectStore(), "delete");
    const [first, second] = await Promise.all([runSweepers(), runSweepers()]);
    expect(first.objectDeletions + second.objectDeletions).toBe(10); // 5 files, 2 keys each
    const keys = deletes.mock.calls.map(([key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(storedFiles(objectsDir("projects", project.id))).toEqual([]);
    expect(await queued(`projects/${project.id}/`)).toEqual([]);
  });

  it("an expired upload's objects are deleted at once; its staging key stays queued while the URL may write", async () => {
    const { token, project } = await owner();
    const pending = textUpload("a.txt", "never confirmed");
    const [slot] = await presign(token, project.id, [pending]);
    expect((await putObject(slot!.uploadUrl, pending)).status).toBe(200);
    await (await getDb()).update(files).set({ uploadExpiresAt: sql`now() - interval '1 second'` }).where(eq(files.id, slot!.fileId));
    expect((await runSweepers()).files.expiredUploads).toBe(1);
    expect(await getObjectStore().head(slot!.objectKey)).toBeNull();
    const [row] = await queued(slot!.objectKey);
    expect(row!.deleteAfter.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
  });
});
