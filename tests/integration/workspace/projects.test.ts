import fs from "node:fs";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { files, objectDeletions } from "@/db/schema";
import { config } from "@/lib/config";
import { runSweepers } from "@/lib/maintenance/service";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { setUserStatus } from "../../helpers/db";
import { presign, putObject, textUpload, uploadFile, waitForIndex } from "../../helpers/files";
import { createProject, createSession, MISSING_ID } from "../../helpers/workspace";

const PROJECTS = "/api/v1/projects";

describe("projects", () => {
  it("creates a DRAFT project and answers the envelope with 201", async () => {
    const { token } = await registerUser();
    const res = await api.post(PROJECTS, { name: "  Polymer coating ", fiscalYear: "2025", description: "Corrosion work" }, { token });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: null });
    expect(res.json.data).toEqual({
      id: expect.any(String),
      name: "Polymer coating",
      fiscalYear: "2025",
      description: "Corrosion work",
      status: "DRAFT",
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it.each([
    [{ fiscalYear: "2025" }, "name"],
    [{ name: "", fiscalYear: "2025" }, "name"],
    [{ name: "x".repeat(201), fiscalYear: "2025" }, "name"],
    [{ name: "A" }, "fiscalYear"],
    [{ name: "A", fiscalYear: "25" }, "fiscalYear"],
    [{ name: "A", fiscalYear: 2025 }, "fiscalYear"],
    [{ name: "A", fiscalYear: "2025", description: "d".repeat(5001) }, "description"],
  ])("rejects %j (400 on %s)", async (body, path) => {
    const { token } = await registerUser();
    const res = await api.post(PROJECTS, body, { token });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("VALIDATION_FAILED");
    expect(res.json.error.details[0].path).toBe(path);
  });

  it("lists only the caller's projects, newest first", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const first = await createProject(a.token, { name: "First" });
    const second = await createProject(a.token, { name: "Second" });
    await createProject(b.token, { name: "Not mine" });
    const res = await api.get(PROJECTS, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
  });

  it("gets, patches (any status move) and deletes a project", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    expect((await api.get(`${PROJECTS}/${project.id}`, { token })).json.data.id).toBe(project.id);
    for (const status of ["FILED", "DRAFT", "ARCHIVED", "IN_PROGRESS", "READY_FOR_REVIEW"]) {
      const res = await api.patch(`${PROJECTS}/${project.id}`, { status }, { token });
      expect(res.status).toBe(200);
      expect(res.json.data.status).toBe(status);
    }
    const renamed = await api.patch(`${PROJECTS}/${project.id}`, { name: "Renamed", description: "" }, { token });
    expect(renamed.json.data).toMatchObject({ name: "Renamed", description: null, fiscalYear: "2025" });
    const del = await api.delete(`${PROJECTS}/${project.id}`, { token });
    expect(del.status).toBe(204);
    expect(del.text).toBe("");
    expect((await api.get(`${PROJECTS}/${project.id}`, { token })).status).toBe(404);
  });

  it("validates patches", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    expect((await api.patch(`${PROJECTS}/${project.id}`, { status: "DONE" }, { token })).status).toBe(400);
    expect((await api.patch(`${PROJECTS}/${project.id}`, { fiscalYear: "next" }, { token })).status).toBe(400);
    expect((await api.patch(`${PROJECTS}/${project.id}`, {}, { token })).status).toBe(400);
    expect((await api.get(`${PROJECTS}/not-a-uuid`, { token })).json.error.details[0].path).toBe("projectId");
  });

  it("hides another user's project behind 404 on every route", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const project = await createProject(owner.token);
    const url = `${PROJECTS}/${project.id}`;
    for (const res of [
      await api.get(url, { token: other.token }),
      await api.patch(url, { name: "Mine now" }, { token: other.token }),
      await api.delete(url, { token: other.token }),
      await api.get(`${url}/sessions`, { token: other.token }),
      await api.post(`${url}/sessions`, { type: "PRECHECK" }, { token: other.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("NOT_FOUND");
    }
    expect((await api.get(url, { token: owner.token })).json.data.name).toBe(project.name);
    expect((await api.get(`${PROJECTS}/${MISSING_ID}`, { token: owner.token })).status).toBe(404);
  });

  it("needs authentication, and refuses a suspended user", async () => {
    const res = await api.get(PROJECTS);
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("UNAUTHENTICATED");
    const { token, user } = await registerUser();
    await setUserStatus(user.id, "SUSPENDED");
    const suspended = await api.post(PROJECTS, { name: "X", fiscalYear: "2025" }, { token });
    expect(suspended.status).toBe(403);
    expect(suspended.json.error.code).toBe("ACCOUNT_SUSPENDED");
  });

  it("checks authentication before validation", async () => {
    expect((await api.post(PROJECTS, { name: "" })).status).toBe(401);
  });

  it("enforces the tier's project allowance (FREE: 3) with 402, also under parallel creates", async () => {
    const { token } = await registerUser();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.post(PROJECTS, { name: `P${i}`, fiscalYear: "2025" }, { token })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 402);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json.error.code).toBe("QUOTA_EXCEEDED");
    const list = await api.get(PROJECTS, { token });
    await api.delete(`${PROJECTS}/${list.json.data[0].id}`, { token });
    expect((await api.post(PROJECTS, { name: "Again", fiscalYear: "2025" }, { token })).status).toBe(201);
  });

  it("deletes the objects of the project's files with it: confirmed, pending and failed uploads", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const kept = await createProject(token, { name: "Kept" });
    const keptFile = await uploadFile(token, kept.id, textUpload("kept.txt", "not this project"));
    const confirmed = await uploadFile(token, project.id, textUpload("confirmed.txt", "confirmed evidence"));
    await waitForIndex(token, kept.id, keptFile);
    await waitForIndex(token, project.id, confirmed);
    const pending = textUpload("pending.txt", "uploaded, never confirmed");
    const late = textUpload("late.txt", "sent after the reservation ran out");
    const [uploaded, failed, unsent] = await presign(token, project.id, [pending, late, pending]);
    expect((await putObject(uploaded!.uploadUrl, pending)).status).toBe(200);
    const db = await getDb();
    await db.update(files).set({ uploadExpiresAt: sql`now() - interval '1 second'` }).where(eq(files.id, failed!.fileId));
    await runSweepers(); // the upload becomes FAILED; its URL still works, and a late PUT arrives
    expect((await putObject(failed!.uploadUrl, late)).status).toBe(200);
    const projectDir = path.join(config.storage.localDir, "objects", "projects", project.id);
    const stored = () => fs.readdirSync(projectDir, { recursive: true }).filter((f) => String(f).endsWith(".txt"));
    expect(stored()).toHaveLength(3);

    expect((await api.delete(`${PROJECTS}/${project.id}`, { token })).status).toBe(204);
    expect(fs.existsSync(projectDir)).toBe(false);
    expect(fs.existsSync(path.join(config.storage.localDir, "meta", "projects", project.id))).toBe(false);
    // Another project's file is untouched.
    const [keptRow] = await db.select().from(files).where(eq(files.id, keptFile));
    expect(fs.existsSync(path.join(config.storage.localDir, "objects", ...keptRow!.objectKey.split("/")))).toBe(true);

    // An upload URL outlives the project: what it writes is deleted once the URL has expired.
    expect((await putObject(unsent!.uploadUrl, pending)).status).toBe(200);
    expect(stored()).toHaveLength(1);
    await runSweepers();
    expect(stored()).toHaveLength(1);
    await db.update(objectDeletions).set({ deleteAfter: sql`now() - interval '1 second'` }).where(like(objectDeletions.objectKey, `projects/${project.id}/%`));
    await runSweepers();
    expect(fs.existsSync(projectDir)).toBe(false);
    expect(await db.select().from(objectDeletions).where(like(objectDeletions.objectKey, `projects/${project.id}/%`))).toEqual([]);
  });

  it("deletes the project's sessions with it", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const session = await createSession(token, project.id);
    await api.delete(`${PROJECTS}/${project.id}`, { token });
    expect((await api.get(`/api/v1/sessions/${session.id}/history`, { token })).status).toBe(404);
  });
});
