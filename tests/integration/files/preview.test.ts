import { describe, expect, it } from "vitest";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { presign, putObject, textUpload, TYPES, uploadFile, waitForIndex, type Upload } from "../../helpers/files";
import { createProject, MISSING_ID } from "../../helpers/workspace";
import { makeDocx, makeZipBombDocx } from "../../fixtures/make-files";
import { makeHostileDocx, TRACKER, VISIBLE_TEXT } from "../../unit/files/hostile-docx";
import { expectDocumented } from "../openapi/conformance";

// GET /api/v1/projects/{projectId}/files/{fileId}/preview: the owner's DOCX as sanitized HTML,
// rendered in the app from the stored document (no third-party viewer).

const TEMPLATE = "/api/v1/projects/{projectId}/files/{fileId}/preview";
const url = (projectId: string, fileId: string) => `/api/v1/projects/${projectId}/files/${fileId}/preview`;
const preview = async (projectId: string, fileId: string, token?: string) =>
  expectDocumented("get", TEMPLATE, await api.get(url(projectId, fileId), { token }));

const docxUpload = (filename: string, bytes: Buffer): Upload => ({ filename, contentType: TYPES.docx, bytes });

const DESIGN_NOTE = makeDocx([
  { heading: "Design note: two-stage defect detector" },
  { para: "Hypothesis: a polarised capture keeps recall above 95% within 30 ms per frame." },
  { table: [["Run", "Recall"], ["1", "81%"], ["2", "96.2%"]] },
]);

async function ownerWith(upload: Upload) {
  const user = await registerUser();
  const project = await createProject(user.token);
  const fileId = await uploadFile(user.token, project.id, upload);
  return { ...user, project, fileId };
}

describe("GET /files/{fileId}/preview", () => {
  it("renders the stored DOCX as HTML from its own text", async () => {
    const { token, project, fileId } = await ownerWith(docxUpload("design-note.docx", DESIGN_NOTE));
    const res = await preview(project.id, fileId, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.json.data).toMatchObject({ fileId, filename: "design-note.docx", truncated: false, imagesOmitted: 0 });
    const { html } = res.json.data;
    expect(html).toContain("<h1>Design note: two-stage defect detector</h1>");
    expect(html).toContain("<p>Hypothesis: a polarised capture keeps recall above 95% within 30 ms per frame.</p>");
    expect(html).toContain("<td><p>96.2%</p></td>");
  });

  it("answers a hostile document's text without its scripts, handlers or remote resources", async () => {
    const { token, project, fileId } = await ownerWith(docxUpload("hostile.docx", makeHostileDocx()));
    const res = await preview(project.id, fileId, token);
    expect(res.status).toBe(200);
    const { html, imagesOmitted } = res.json.data;
    expect(html).toContain(VISIBLE_TEXT);
    // Markup typed into the document stays escaped text; no element carries a handler or a script URL.
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toMatch(/<(script|svg|iframe|object|style)/i);
    expect(html).not.toMatch(/<[a-z]+ [^>]*on[a-z]+=/i);
    expect(html).not.toContain(`href="javascript:`);
    expect(html).not.toContain(`src="${TRACKER}`);
    expect(html).not.toContain(`href="${TRACKER}`);
    expect(imagesOmitted).toBe(3);
  });

  it("refuses ids that are not UUIDs (400)", async () => {
    const { token, project } = await ownerWith(docxUpload("a.docx", DESIGN_NOTE));
    const res = await preview(project.id, "42", token);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: "VALIDATION_FAILED", details: [{ path: "fileId" }] });
  });

  it("needs a bearer token (401)", async () => {
    const { project, fileId } = await ownerWith(docxUpload("a.docx", DESIGN_NOTE));
    const res = await preview(project.id, fileId);
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("UNAUTHENTICATED");
  });

  it("hides another user's file and project, and missing files (404)", async () => {
    const { project, fileId } = await ownerWith(docxUpload("a.docx", DESIGN_NOTE));
    const stranger = await registerUser();
    const theirs = await createProject(stranger.token);
    for (const [projectId, id] of [
      [project.id, fileId],
      [theirs.id, fileId],
      [project.id, MISSING_ID],
    ] as const) {
      const res = await preview(projectId, id, stranger.token);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("NOT_FOUND");
    }
  });

  it("refuses an unconfirmed upload, a file that is not a DOCX and an unreadable document (409)", async () => {
    const user = await registerUser();
    const project = await createProject(user.token);
    const draft = docxUpload("draft.docx", DESIGN_NOTE);
    const [slot] = await presign(user.token, project.id, [draft]);
    expect((await putObject(slot!.uploadUrl, draft)).status).toBe(200);
    const unconfirmed = await preview(project.id, slot!.fileId, user.token);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.json.message).toBe("The file's upload is not confirmed yet");

    const notes = await uploadFile(user.token, project.id, textUpload("notes.txt", "plain notes"));
    const text = await preview(project.id, notes, user.token);
    expect(text.status).toBe(409);
    expect(text.json.message).toMatch(/^Only Word documents \(\.docx\) can be previewed/);

    // Unreadable, whether or not indexing got to it first: the same refusal, saying why.
    const bomb = await uploadFile(user.token, project.id, docxUpload("bomb.docx", makeZipBombDocx(200)));
    const early = await preview(project.id, bomb, user.token);
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(/^This document cannot be previewed: The archive expands past 100 MiB/);
    expect((await waitForIndex(user.token, project.id, bomb)).indexStatus).toBe("FAILED");
    const late = await preview(project.id, bomb, user.token);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(early.json.message);
  });

  it("prepares at most two of one user's previews at once (429 with Retry-After)", async () => {
    const { token, project, fileId } = await ownerWith(docxUpload("a.docx", DESIGN_NOTE));
    const answers = await Promise.all([0, 1, 2].map(() => preview(project.id, fileId, token)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const busy = answers.find((r) => r.status === 429)!;
    expect(busy.json.error.code).toBe("RATE_LIMITED");
    expect(busy.headers.get("retry-after")).toBe("5");
  });
});
