import { afterAll, describe, expect, it, vi } from "vitest";

const worker = await vi.hoisted(async () => (await import("../../helpers/worker-server")).startWorkerServer());

import { GET as openApiJson } from "@/app/api/v1/openapi.json/route";
import { getOpenApiDocument } from "@/lib/openapi/document";
import { api } from "../../helpers/api";
import { latestEmailToken, registerUser, uniqueEmail, uniqueIp } from "../../helpers/accounts";
import { putObject, textUpload, waitForIndex } from "../../helpers/files";
import { TEST_INTERNAL_TOKEN } from "../../helpers/worker-server";
import { MISSING_ID } from "../../helpers/workspace";
import { expectDocumented as doc } from "./conformance";

// Walks every documented operation through its real route and checks each answer, success or
// failure, against the document (./conformance.ts): the document cannot drift from the code.

afterAll(() => worker.close());

const PROMPT =
  "We could not reach 2 ms encode latency on the sensor MCU with any known codec, so we hypothesised that an adaptive " +
  "delta model would. We built three prototypes and measured them against LZ4; the second cut latency by 60%.";

describe("the routes answer what the OpenAPI document says", () => {
  it("auth and self-service", async () => {
    const email = uniqueEmail("openapi");
    const ip = uniqueIp();
    const reg = doc("post", "/api/v1/auth/register", await api.post("/api/v1/auth/register", { email, password: "correct horse battery" }, { ip }));
    expect(reg.status).toBe(201);
    doc("post", "/api/v1/auth/register", await api.post("/api/v1/auth/register", { email, password: "correct horse battery" }, { ip }));
    doc("post", "/api/v1/auth/register", await api.post("/api/v1/auth/register", { email: "nope" }, { ip }));

    const login = doc("post", "/api/v1/auth/login", await api.post("/api/v1/auth/login", { email, password: "correct horse battery" }, { ip }));
    doc("post", "/api/v1/auth/login", await api.post("/api/v1/auth/login", { email, password: "wrong password" }, { ip }));
    const refreshed = doc("post", "/api/v1/auth/refresh", await api.post("/api/v1/auth/refresh", { refreshToken: login.json.refreshToken }));
    doc("post", "/api/v1/auth/refresh", await api.post("/api/v1/auth/refresh", { refreshToken: login.json.refreshToken }));
    doc("post", "/api/v1/auth/google", await api.post("/api/v1/auth/google", { idToken: "not-a-token" }));

    const token = refreshed.json.accessToken as string;
    doc("get", "/api/v1/auth/me", await api.get("/api/v1/auth/me", { token }));
    doc("get", "/api/v1/auth/me", await api.get("/api/v1/auth/me"));
    doc("patch", "/api/v1/auth/me", await api.patch("/api/v1/auth/me", { fullName: "Ada Lovelace" }, { token }));
    doc("patch", "/api/v1/auth/me", await api.patch("/api/v1/auth/me", { username: "x" }, { token }));

    const verification = await latestEmailToken(email);
    doc("get", "/api/v1/auth/verify-email/validate", await api.get(`/api/v1/auth/verify-email/validate?token=${verification}`));
    doc("get", "/api/v1/auth/verify-email", await api.get("/api/v1/auth/verify-email?token=unknown"));
    doc("post", "/api/v1/auth/verify-email", await api.post("/api/v1/auth/verify-email", { token: verification }));
    doc("post", "/api/v1/auth/verify-email", await api.post("/api/v1/auth/verify-email", { token: verification }));
    doc("post", "/api/v1/auth/email-verification", await api.post("/api/v1/auth/email-verification", undefined, { token }));
    doc("post", "/api/v1/auth/resend-verification", await api.post(`/api/v1/auth/resend-verification?email=${email}`, undefined, { ip }));

    doc("post", "/api/v1/auth/reset-password-request", await api.post("/api/v1/auth/reset-password-request", { email }, { ip }));
    doc("post", "/api/v1/auth/forgot-password", await api.post(`/api/v1/auth/forgot-password?email=${email}`, undefined, { ip }));
    const reset = await latestEmailToken(email);
    doc("get", "/api/v1/auth/reset-password/validate", await api.get(`/api/v1/auth/reset-password/validate?token=${reset}`));
    doc("get", "/api/v1/auth/reset-password/validate", await api.get("/api/v1/auth/reset-password/validate"));
    doc("post", "/api/v1/auth/reset-password", await api.post("/api/v1/auth/reset-password", { token: reset, newPassword: "another long password" }));
    doc("post", "/api/v1/auth/reset-password", await api.post("/api/v1/auth/reset-password", { token: reset, newPassword: "another long password" }));
    // Past the recovery limit per email (5 an hour by default): 429 with Retry-After.
    let limited = 0;
    for (let i = 0; i < 6 && limited !== 429; i += 1) {
      const res = await api.post("/api/v1/auth/reset-password-request", { email }, { ip: uniqueIp() });
      limited = doc("post", "/api/v1/auth/reset-password-request", res).status;
    }
    expect(limited).toBe(429);

    const again = doc("post", "/api/v1/auth/login", await api.post("/api/v1/auth/login", { email, password: "another long password" }, { ip: uniqueIp() }));
    const fresh = again.json.accessToken as string;
    const wrong = { currentPassword: "not it", newPassword: "a third long password" };
    doc("post", "/api/v1/auth/change-password", await api.post("/api/v1/auth/change-password", wrong, { token: fresh }));
    const right = { currentPassword: "another long password", newPassword: "a third long password" };
    doc("post", "/api/v1/auth/change-password", await api.post("/api/v1/auth/change-password", right, { token: fresh }));
    doc("post", "/api/v1/auth/logout", await api.post("/api/v1/auth/logout", { refreshToken: again.json.refreshToken }));
  });

  it("projects, sessions, runs and history", async () => {
    const { token } = await registerUser();
    doc("get", "/api/v1/projects", await api.get("/api/v1/projects"));
    const created = doc("post", "/api/v1/projects", await api.post("/api/v1/projects", { name: "Codec", fiscalYear: "2025" }, { token }));
    doc("post", "/api/v1/projects", await api.post("/api/v1/projects", { name: "Codec", fiscalYear: "25" }, { token }));
    doc("post", "/api/v1/projects", await api.post("/api/v1/projects", { name: "x".repeat(300_000), fiscalYear: "2025" }, { token }));
    const projectId = created.json.data.id as string;
    doc("get", "/api/v1/projects", await api.get("/api/v1/projects", { token }));
    doc("get", "/api/v1/projects/{projectId}", await api.get(`/api/v1/projects/${projectId}`, { token }));
    doc("get", "/api/v1/projects/{projectId}", await api.get(`/api/v1/projects/${MISSING_ID}`, { token }));
    doc("get", "/api/v1/projects/{projectId}", await api.get("/api/v1/projects/not-a-uuid", { token }));
    doc("patch", "/api/v1/projects/{projectId}", await api.patch(`/api/v1/projects/${projectId}`, { status: "IN_PROGRESS" }, { token }));
    doc("patch", "/api/v1/projects/{projectId}", await api.patch(`/api/v1/projects/${projectId}`, {}, { token }));

    const sessions = `/api/v1/projects/${projectId}/sessions`;
    const session = doc("post", "/api/v1/projects/{projectId}/sessions", await api.post(sessions, { type: "PRECHECK" }, { token }));
    const sessionId = session.json.data.id as string;
    doc("get", "/api/v1/projects/{projectId}/sessions", await api.get(sessions, { token }));
    doc("get", "/api/v1/projects/{projectId}/sessions/{sessionId}", await api.get(`${sessions}/${sessionId}`, { token }));
    doc("patch", "/api/v1/projects/{projectId}/sessions/{sessionId}/title", await api.patch(`${sessions}/${sessionId}/title`, { title: "Pre-check" }, { token }));

    const runs = `/api/v1/sessions/${sessionId}/runs`;
    const run = doc("post", "/api/v1/sessions/{sessionId}/runs", await api.post(runs, { type: "PRECHECK", input: PROMPT }, { token }));
    expect(run.status).toBe(201);
    doc("post", "/api/v1/sessions/{sessionId}/runs", await api.post(runs, { type: "LOGBOOK", input: PROMPT }, { token }));
    const missingFile = { type: "PRECHECK", input: PROMPT, selected_file_ids: [MISSING_ID] };
    doc("post", "/api/v1/sessions/{sessionId}/runs", await api.post(runs, missingFile, { token }));
    doc("post", "/api/v1/sessions/{sessionId}/runs", await api.post(`/api/v1/sessions/${MISSING_ID}/runs`, { type: "PRECHECK", input: PROMPT }, { token }));

    const history = `/api/v1/sessions/${sessionId}/history`;
    expect(doc("get", "/api/v1/sessions/{sessionId}/history", await api.get(history, { token })).json.data.length).toBeGreaterThan(1);
    doc("get", "/api/v1/sessions/{sessionId}/history", await api.get(`${history}?limit=ten`, { token }));

    doc("patch", "/api/v1/projects/{projectId}/sessions/{sessionId}/status", await api.patch(`${sessions}/${sessionId}/status`, { status: "ARCHIVED" }, { token }));
    doc("post", "/api/v1/sessions/{sessionId}/runs", await api.post(runs, { type: "PRECHECK", input: PROMPT }, { token }));
    doc("delete", "/api/v1/projects/{projectId}/sessions/{sessionId}", await api.delete(`${sessions}/${sessionId}`, { token }));
    doc("delete", "/api/v1/projects/{projectId}/sessions/{sessionId}", await api.delete(`${sessions}/${sessionId}`, { token }));

    doc("get", "/api/v1/billing/me", await api.get("/api/v1/billing/me", { token }));
    doc("delete", "/api/v1/projects/{projectId}", await api.delete(`/api/v1/projects/${projectId}`, { token }));
    doc("delete", "/api/v1/projects/{projectId}", await api.delete(`/api/v1/projects/${projectId}`, { token }));
  });

  it("files", async () => {
    const { token } = await registerUser();
    const project = doc("post", "/api/v1/projects", await api.post("/api/v1/projects", { name: "Files", fiscalYear: "2025" }, { token }));
    const files = `/api/v1/projects/${project.json.data.id}/files`;
    doc("get", "/api/v1/files/limits", await api.get("/api/v1/files/limits", { token }));

    const upload = textUpload("notes.txt", PROMPT);
    const slots = { files: [{ filename: upload.filename, contentType: upload.contentType, fileSize: upload.bytes.length }] };
    const presigned = doc("post", "/api/v1/projects/{projectId}/files/presign", await api.post(`${files}/presign`, slots, { token }));
    doc("post", "/api/v1/projects/{projectId}/files/presign", await api.post(`${files}/presign`, { files: [{ ...slots.files[0], fileSize: 10 ** 12 }] }, { token }));
    const { fileId, uploadUrl } = presigned.json.data[0];
    doc("post", "/api/v1/projects/{projectId}/files/{fileId}/confirm", await api.post(`${files}/${fileId}/confirm`, {}, { token }));
    expect((await putObject(uploadUrl, upload)).status).toBe(200);
    doc("post", "/api/v1/projects/{projectId}/files/{fileId}/confirm", await api.post(`${files}/${fileId}/confirm`, undefined, { token }));
    doc("get", "/api/v1/projects/{projectId}/files", await api.get(files, { token }));
    await waitForIndex(token, project.json.data.id, fileId);

    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]).toString("base64");
    doc("post", "/api/v1/projects/{projectId}/files/preview-word", await api.post(`${files}/preview-word`, { filename: "a.docx", contentBase64: docx }, { token }));
    const notDocx = Buffer.from("plain text, not a zip").toString("base64");
    doc("post", "/api/v1/projects/{projectId}/files/preview-word", await api.post(`${files}/preview-word`, { filename: "a.docx", contentBase64: notDocx }, { token }));
    doc("delete", "/api/v1/projects/{projectId}/files/{fileId}", await api.delete(`${files}/${fileId}`, { token }));
    doc("delete", "/api/v1/projects/{projectId}/files/{fileId}", await api.delete(`${files}/${fileId}`, { token }));
  });

  it("screener, worker gateway and health", async () => {
    doc("post", "/api/v1/screener", await api.post("/api/v1/screener", { input: PROMPT }, { ip: uniqueIp() }));
    doc("post", "/api/v1/screener", await api.post("/api/v1/screener", { input: "" }, { ip: uniqueIp() }));
    const envelope = {
      taskId: MISSING_ID,
      type: "LOGBOOK",
      projectId: MISSING_ID,
      sessionId: MISSING_ID,
      userId: MISSING_ID,
      input: PROMPT,
      project: null,
      history: [],
      files: [],
      codehost: null,
    };
    const headers = { "x-internal-token": TEST_INTERNAL_TOKEN };
    doc("post", "/api/v1/task/process", await api.post("/api/v1/task/process", envelope, { headers }));
    doc("post", "/api/v1/task/process", await api.post("/api/v1/task/process", { ...envelope, type: "T661" }, { headers }));
    doc("post", "/api/v1/task/process", await api.post("/api/v1/task/process", { ...envelope, type: "NOPE" }, { headers }));
    doc("post", "/api/v1/task/process", await api.post("/api/v1/task/process", envelope));
    // The documented envelope limit (8 MiB) is the gateway's: one byte more is refused unread.
    const over = { ...headers, "content-length": String(8 * 1024 * 1024 + 1) };
    expect(doc("post", "/api/v1/task/process", await api.post("/api/v1/task/process", envelope, { headers: over })).status).toBe(413);
    doc("get", "/api/v1/health", await api.get("/api/v1/health"));
    doc("get", "/api/v1/health/liveness", await api.get("/api/v1/health/liveness"));
    doc("get", "/api/v1/health/readiness", await api.get("/api/v1/health/readiness"));
  });

  it("serves the document itself, cacheable", async () => {
    const res = doc("get", "/api/v1/openapi.json", await api.get("/api/v1/openapi.json"));
    expect(res.json).toEqual(JSON.parse(JSON.stringify(getOpenApiDocument())));
    expect(res.headers.get("cache-control")).toContain("public");
    const etag = res.headers.get("etag")!;
    const again = await openApiJson(new Request("http://localhost/api/v1/openapi.json", { headers: { "if-none-match": etag } }));
    expect(again.status).toBe(304);
  });
});
