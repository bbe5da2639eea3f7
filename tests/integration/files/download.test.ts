import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { presign, putObject, textUpload, uploadFile } from "../../helpers/files";
import { createProject, MISSING_ID } from "../../helpers/workspace";
import { expectDocumented } from "../openapi/conformance";

// GET /api/v1/projects/{projectId}/files/{fileId}/download: the owner of a confirmed file gets a
// short-lived signed link that downloads it under its own name; nobody else learns it exists.

const TEMPLATE = "/api/v1/projects/{projectId}/files/{fileId}/download";
const url = (projectId: string, fileId: string) => `/api/v1/projects/${projectId}/files/${fileId}/download`;
const download = async (projectId: string, fileId: string, token?: string) =>
  expectDocumented("get", TEMPLATE, await api.get(url(projectId, fileId), { token }));

async function ownerWithFile(filename = "kiln-trial-4.txt", text = "Porosity fell from 12% to 4.2%.") {
  const user = await registerUser();
  const project = await createProject(user.token);
  const fileId = await uploadFile(user.token, project.id, textUpload(filename, text));
  return { ...user, project, fileId, text };
}

afterEach(() => vi.useRealTimers());

describe("GET /files/{fileId}/download", () => {
  it("answers a signed link, valid five minutes, that downloads the file under its name", async () => {
    const { token, project, fileId, text } = await ownerWithFile();
    const res = await download(project.id, fileId, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const link = res.json.data;
    expect(link).toMatchObject({ filename: "kiln-trial-4.txt", contentType: "text/plain" });
    expect(link.url).toContain(`/api/storage/o/projects/${project.id}/files/${fileId}/`);
    expect(link.expiresAt).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(link.expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1000);

    const file = await api.get(link.url);
    expect(file.status).toBe(200);
    expect(file.text).toBe(text);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="kiln-trial-4.txt"; filename*=UTF-8''kiln-trial-4.txt`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");

    // Five minutes later the same link is refused.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5 * 60_000 + 1000 });
    expect((await api.get(link.url)).status).toBe(403);
  });

  it("names the download exactly, accents and quotes included, in a header that stays safe", async () => {
    const { token, project, fileId } = await ownerWithFile(`Rapport d'essai "été" 2025.txt`);
    const link = (await download(project.id, fileId, token)).json.data;
    expect(link.filename).toBe(`Rapport d'essai "été" 2025.txt`);
    const disposition = (await api.get(link.url)).headers.get("content-disposition");
    expect(disposition).toBe(
      `attachment; filename="Rapport d'essai __t__ 2025.txt"; filename*=UTF-8''Rapport%20d%27essai%20%22%C3%A9t%C3%A9%22%202025.txt`,
    );
  });

  it("refuses ids that are not UUIDs (400)", async () => {
    const { token, project } = await ownerWithFile();
    const res = await download(project.id, "not-a-uuid", token);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: "VALIDATION_FAILED", details: [{ path: "fileId", message: "must be a UUID" }] });
    expect((await download("nope", MISSING_ID, token)).json.error.details[0].path).toBe("projectId");
  });

  it("needs a bearer token (401)", async () => {
    const { project, fileId } = await ownerWithFile();
    const res = await download(project.id, fileId);
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("UNAUTHENTICATED");
  });

  it("hides another user's file and project, and missing files (404)", async () => {
    const { project, fileId } = await ownerWithFile();
    const stranger = await registerUser();
    const theirs = await createProject(stranger.token);
    for (const [projectId, id] of [
      [project.id, fileId],
      [theirs.id, fileId],
      [project.id, MISSING_ID],
    ] as const) {
      const res = await download(projectId, id, stranger.token);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("NOT_FOUND");
    }
  });

  it("refuses a file whose upload is not confirmed, even once its bytes are there (409)", async () => {
    const user = await registerUser();
    const project = await createProject(user.token);
    const upload = textUpload("draft.txt", "not confirmed");
    const [slot] = await presign(user.token, project.id, [upload]);
    expect((await download(project.id, slot!.fileId, user.token)).json.error.code).toBe("CONFLICT");
    expect((await putObject(slot!.uploadUrl, upload)).status).toBe(200);
    const res = await download(project.id, slot!.fileId, user.token);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("The file's upload is not confirmed yet");
  });
});
