import { afterAll, describe, expect, it, vi } from "vitest";

const worker = await vi.hoisted(async () => (await import("../../helpers/worker-server")).startWorkerServer());

import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { fileChunks, files } from "@/db/schema";
import { runSweepers } from "@/lib/maintenance/service";
import { getObjectStore } from "@/lib/storage";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { confirm, listFiles, presign, putObject, textUpload, TYPES, uploadFile, waitForIndex } from "../../helpers/files";
import { createProject, createSession, MISSING_ID } from "../../helpers/workspace";

afterAll(() => worker.close());

const NOTES =
  "# Lab notes, March 2025\n\nWe measured the compression ratio of prototype B against LZ4 on 40 hours of sensor data. " +
  "Prototype B reached a ratio of 3.1 at 1.8 ms encode latency, where LZ4 needed 2.6 ms.\n\n" +
  "## Failed attempt\n\nThe dictionary approach failed: memory on the MCU ran out at 64 KB.";

async function owner() {
  const user = await registerUser();
  const project = await createProject(user.token);
  return { ...user, project };
}

describe("presign", () => {
  it("reserves storage and answers one upload URL per file, in request order (201)", async () => {
    const { token, project } = await owner();
    const uploads = [textUpload("a.txt", "alpha"), textUpload("b.md", "# beta", TYPES.md), textUpload("c.csv", "x,y\n1,2", TYPES.csv)];
    const slots = await presign(token, project.id, uploads);
    expect(slots).toHaveLength(3);
    slots.forEach((slot, i) => {
      // The upload URL writes a staging key; confirm moves the bytes to the file's own key.
      expect(slot.objectKey).toBe(`projects/${project.id}/uploads/${slot.fileId}/${uploads[i]!.filename}`);
      expect(slot.uploadUrl).toContain("/api/storage/o/");
      expect(slot.expiresAt).toBeGreaterThan(Date.now() + 14 * 60_000);
      expect(slot.expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    });
    const usage = await api.get("/api/v1/billing/me", { token });
    expect(usage.json.data.usage.storageBytes.used).toBe(5 + 6 + 7);
    // Pending uploads are not listed until confirmed.
    expect(await listFiles(token, project.id)).toEqual([]);
  });

  it.each([
    [{}, "files"],
    [{ files: [] }, "files"],
    [{ files: Array.from({ length: 21 }, (_, i) => ({ filename: `${i}.txt`, contentType: "text/plain", fileSize: 1 })) }, "files"],
    [{ files: [{ filename: "x.exe", contentType: "application/x-msdownload", fileSize: 10 }] }, "files.0.contentType"],
    [{ files: [{ filename: "x.txt", contentType: "text/plain", fileSize: 0 }] }, "files.0.fileSize"],
    [{ files: [{ filename: "x.txt", contentType: "text/plain", fileSize: 52_428_801 }] }, "files.0.fileSize"],
    [{ files: [{ filename: "x.txt", contentType: "text/plain", fileSize: 1.5 }] }, "files.0.fileSize"],
    [{ files: [{ filename: "", contentType: "text/plain", fileSize: 1 }] }, "files.0.filename"],
  ])("rejects %j (400 on %s)", async (body, path) => {
    const { token, project } = await owner();
    const res = await api.post(`/api/v1/projects/${project.id}/files/presign`, body, { token });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe(path);
  });

  it("refuses what does not fit the plan's storage with 402, and keeps nothing", async () => {
    const { token, project } = await owner();
    const big = { contentType: "application/pdf", fileSize: 40 * 1_048_576 };
    const res = await api.post(
      `/api/v1/projects/${project.id}/files/presign`,
      { files: [1, 2, 3].map((i) => ({ ...big, filename: `${i}.pdf` })) },
      { token },
    );
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe("QUOTA_EXCEEDED");
    expect((await api.get("/api/v1/billing/me", { token })).json.data.usage.storageBytes.used).toBe(0);
    const fits = await api.post(`/api/v1/projects/${project.id}/files/presign`, { files: [{ ...big, filename: "1.pdf" }] }, { token });
    expect(fits.status).toBe(201);
  });

  it("needs auth (401) and hides other users' projects (404)", async () => {
    const { project } = await owner();
    const other = await registerUser();
    const body = { files: [{ filename: "a.txt", contentType: "text/plain", fileSize: 1 }] };
    expect((await api.post(`/api/v1/projects/${project.id}/files/presign`, body)).status).toBe(401);
    expect((await api.post(`/api/v1/projects/${project.id}/files/presign`, body, { token: other.token })).status).toBe(404);
    expect((await api.get(`/api/v1/projects/${project.id}/files`, { token: other.token })).status).toBe(404);
  });
});

describe("upload, confirm and indexing", () => {
  it("confirms an uploaded object, indexes it to READY with chunks, and lists it", async () => {
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, textUpload("notes.md", NOTES, TYPES.md));
    const file = await waitForIndex(token, project.id, fileId);
    expect(file).toMatchObject({
      id: fileId,
      projectId: project.id,
      originalFilename: "notes.md",
      contentType: TYPES.md,
      fileSize: new TextEncoder().encode(NOTES).length,
      uploadStatus: "CONFIRMED",
      indexStatus: "READY",
      indexError: null,
    });
    const chunks = await (await getDb()).select().from(fileChunks).where(eq(fileChunks.fileId, fileId));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.map((c) => c.text).join(" ")).toContain("Prototype B reached a ratio of 3.1");
  });

  it("answers 409 before the upload, for a wrong size, twice, and after the reservation expired", async () => {
    const { token, project } = await owner();
    const upload = textUpload("a.txt", "twelve bytes");
    const [slot] = await presign(token, project.id, [upload]);
    expect((await confirm(token, project.id, slot!.fileId)).status).toBe(409);

    await getObjectStore().put(slot!.objectKey, Buffer.from("not twelve bytes at all"), "text/plain");
    const wrongSize = await confirm(token, project.id, slot!.fileId);
    expect(wrongSize.status).toBe(409);
    expect(wrongSize.json.error.code).toBe("CONFLICT");

    await getObjectStore().put(slot!.objectKey, Buffer.from(upload.bytes), "text/plain");
    expect((await confirm(token, project.id, slot!.fileId)).status).toBe(200);
    expect((await confirm(token, project.id, slot!.fileId)).status).toBe(409);

    const [late] = await presign(token, project.id, [upload]);
    expect((await putObject(late!.uploadUrl, upload)).status).toBe(200);
    await (await getDb()).update(files).set({ uploadExpiresAt: sql`now() - interval '1 second'` }).where(eq(files.id, late!.fileId));
    expect((await confirm(token, project.id, late!.fileId)).status).toBe(409);
  });

  it("refuses an upload with the wrong content type or size at the store", async () => {
    const { token, project } = await owner();
    const upload = textUpload("a.txt", "exact bytes");
    const [slot] = await presign(token, project.id, [upload]);
    expect((await putObject(slot!.uploadUrl, { ...upload, contentType: "text/csv" })).status).not.toBe(200);
    expect((await putObject(slot!.uploadUrl, textUpload("a.txt", "exact bytes, and more"))).status).not.toBe(200);
    expect(await getObjectStore().head(slot!.objectKey)).toBeNull();
  });

  it("validates confirm and hides other users' files", async () => {
    const { token, project } = await owner();
    const other = await registerUser();
    const fileId = await uploadFile(token, project.id, textUpload("a.txt", "alpha"));
    expect((await confirm(other.token, project.id, fileId)).status).toBe(404);
    expect((await confirm(token, project.id, MISSING_ID)).status).toBe(404);
    expect((await confirm(token, project.id, "nope")).status).toBe(400);
    expect((await confirm(token, project.id, fileId, { etag: 42 })).status).toBe(400);
    expect((await api.post(`/api/v1/projects/${project.id}/files/${fileId}/confirm`, {})).status).toBe(401);
  });

  it("the sweeper fails uploads never confirmed, releasing their storage", async () => {
    const { token, project } = await owner();
    const [slot] = await presign(token, project.id, [textUpload("a.txt", "never confirmed")]);
    await (await getDb()).update(files).set({ uploadExpiresAt: sql`now() - interval '1 second'` }).where(eq(files.id, slot!.fileId));
    const swept = await runSweepers();
    expect(swept.files.expiredUploads).toBeGreaterThanOrEqual(1);
    const [row] = await (await getDb()).select().from(files).where(eq(files.id, slot!.fileId));
    expect(row!.uploadStatus).toBe("FAILED");
    expect((await api.get("/api/v1/billing/me", { token })).json.data.usage.storageBytes.used).toBe(0);
  });

  it("the sweeper finishes files whose indexing was interrupted", async () => {
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, textUpload("a.txt", "We tested the coating at 40 degrees."));
    await waitForIndex(token, project.id, fileId);
    const db = await getDb();
    await db
      .update(files)
      .set({ indexStatus: "INDEXING", indexStartedAt: sql`now() - interval '1 hour'` })
      .where(eq(files.id, fileId));
    await db.delete(fileChunks).where(eq(fileChunks.fileId, fileId));
    await runSweepers();
    expect((await listFiles(token, project.id)).find((f) => f.id === fileId)!.indexStatus).toBe("READY");
    expect((await db.select().from(fileChunks).where(eq(fileChunks.fileId, fileId))).length).toBeGreaterThan(0);
  });
});

describe("delete", () => {
  it("removes the metadata, the chunks and the object, and releases the storage (204)", async () => {
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, textUpload("a.txt", "alpha beta"));
    await waitForIndex(token, project.id, fileId);
    const [row] = await (await getDb()).select().from(files).where(eq(files.id, fileId));
    const res = await api.delete(`/api/v1/projects/${project.id}/files/${fileId}`, { token });
    expect(res.status).toBe(204);
    expect(await listFiles(token, project.id)).toEqual([]);
    expect(await getObjectStore().head(row!.objectKey)).toBeNull();
    expect((await (await getDb()).select().from(fileChunks).where(eq(fileChunks.fileId, fileId))).length).toBe(0);
    expect((await api.get("/api/v1/billing/me", { token })).json.data.usage.storageBytes.used).toBe(0);
    expect((await api.delete(`/api/v1/projects/${project.id}/files/${fileId}`, { token })).status).toBe(404);
  });

  it("hides other users' files (404) and needs auth (401)", async () => {
    const { token, project } = await owner();
    const other = await registerUser();
    const fileId = await uploadFile(token, project.id, textUpload("a.txt", "alpha"));
    expect((await api.delete(`/api/v1/projects/${project.id}/files/${fileId}`, { token: other.token })).status).toBe(404);
    expect((await api.delete(`/api/v1/projects/${project.id}/files/${fileId}`)).status).toBe(401);
    expect(await listFiles(token, project.id)).toHaveLength(1);
  });
});

describe("files in runs", () => {
  it("sends READY files with signed URLs and ranked excerpts; the engine cites them", async () => {
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, textUpload("lab-notes.md", NOTES, TYPES.md));
    await waitForIndex(token, project.id, fileId);
    const session = await createSession(token, project.id, "T661");
    const res = await api.post(
      `/api/v1/sessions/${session.id}/runs`,
      { type: "T661", input: "Draft the T661 from our compression experiments.", selected_file_ids: [fileId] },
      { token },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.selectedFileIds).toEqual([fileId]);
    expect(res.json.data.python.output.sources).toContainEqual({ fileId, filename: "lab-notes.md" });
  });

  it("refuses a file that is not READY, or of another project, with 400 INVALID_FILE_SELECTION and keeps nothing", async () => {
    const { token, project } = await owner();
    const otherProject = await createProject(token, { name: "Other" });
    const foreign = await uploadFile(token, otherProject.id, textUpload("x.txt", "elsewhere"));
    await waitForIndex(token, otherProject.id, foreign);
    const [pending] = await presign(token, project.id, [textUpload("p.txt", "pending")]);
    const session = await createSession(token, project.id);
    for (const ids of [[pending!.fileId], [foreign], [MISSING_ID]]) {
      const res = await api.post(
        `/api/v1/sessions/${session.id}/runs`,
        { type: "PRECHECK", input: "We tested things.", selected_file_ids: ids },
        { token },
      );
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe("INVALID_FILE_SELECTION");
      expect(res.json.error.details[0].path).toBe("selected_file_ids.0");
    }
    expect((await api.get(`/api/v1/sessions/${session.id}/history`, { token })).json.data).toEqual([]);
    expect((await api.get("/api/v1/billing/me", { token })).json.data.usage.aiRuns.used).toBe(0);
  });
});
