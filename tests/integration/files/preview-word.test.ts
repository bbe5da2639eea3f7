import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { previewObjects } from "@/db/schema";
import { runSweepers } from "@/lib/maintenance/service";
import { getObjectStore } from "@/lib/storage";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { createProject } from "../../helpers/workspace";
import { makeDocx } from "../../fixtures/make-files";

const docx = makeDocx([{ para: "Design review notes" }]);
const url = (projectId: string) => `/api/v1/projects/${projectId}/files/preview-word`;

describe("POST /api/v1/projects/{projectId}/files/preview-word", () => {
  it("stores the DOCX briefly and answers an Office viewer URL around a signed file URL", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const res = await api.post(url(project.id), { filename: "Review.docx", contentBase64: docx.toString("base64") }, { token });
    expect(res.status, res.text).toBe(200);
    const { previewUrl, fileUrl, expiresAt } = res.json.data;
    expect(previewUrl).toBe(`https://view.officeapps.live.com/op/view.aspx?src=${encodeURIComponent(fileUrl)}`);
    expect(expiresAt).toBeGreaterThan(Date.now() + 9 * 60_000);
    const download = await api.get(fileUrl);
    expect(download.status).toBe(200);

    const db = await getDb();
    const [row] = await db.select().from(previewObjects);
    await db.update(previewObjects).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(previewObjects.objectKey, row!.objectKey));
    expect((await runSweepers()).files.previews).toBe(1);
    expect(await getObjectStore().head(row!.objectKey)).toBeNull();
  });

  it.each([
    [{ contentBase64: "UEsDBA==" }, "filename"],
    [{ filename: "notes.pdf", contentBase64: "UEsDBA==" }, "filename"],
    [{ filename: "a.docx" }, "contentBase64"],
    [{ filename: "a.docx", contentBase64: "not base64!" }, "contentBase64"],
    [{ filename: "a.docx", contentBase64: Buffer.from("plain text").toString("base64") }, "contentBase64"],
  ])("rejects %j (400 on %s)", async (body, path) => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const res = await api.post(url(project.id), body, { token });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe(path);
  });

  it("needs auth and hides other users' projects", async () => {
    const { token } = await registerUser();
    const other = await registerUser();
    const project = await createProject(token);
    const body = { filename: "a.docx", contentBase64: docx.toString("base64") };
    expect((await api.post(url(project.id), body)).status).toBe(401);
    expect((await api.post(url(project.id), body, { token: other.token })).status).toBe(404);
  });
});
