import { describe, expect, it } from "vitest";
import { registerUser, uniqueEmail, uniqueIp } from "../../helpers/accounts";
import { api, type ApiResponse } from "../../helpers/api";
import { createProject, createSession } from "../../helpers/workspace";

// PostgreSQL cannot store NUL in text: before the schemas refused control characters, each of these
// was a 500 whose logged query carried its parameters (a password hash at registration).

function expectRefusedAt(res: ApiResponse, path: string) {
  expect(res.status, res.text).toBe(400);
  expect(res.json.error.code).toBe("VALIDATION_FAILED");
  expect(res.json.error.details).toContainEqual({ path, message: expect.stringMatching(/control characters/) });
}

describe("control characters in text fields", () => {
  it("are refused at the field at registration and in the profile", async () => {
    const register = (body: Record<string, unknown>) =>
      api.post("/api/v1/auth/register", { email: uniqueEmail(), password: "long enough pw", ...body }, { ip: uniqueIp() });
    expectRefusedAt(await register({ fullName: "Ann\u0000Lee" }), "fullName");
    expectRefusedAt(await register({ password: "long enough\u0000pw" }), "password");
    expectRefusedAt(await register({ invitationCode: "abc\u0007" }), "invitationCode");
    const { token } = await registerUser();
    expectRefusedAt(await api.patch("/api/v1/auth/me", { fullName: "Ann\u0000" }, { token }), "fullName");
    expectRefusedAt(await api.patch("/api/v1/auth/me", { fullName: "Ann\u009b" }, { token }), "fullName");
  });

  it("are refused in project, session and run fields, while tabs and line breaks stay allowed in long text", async () => {
    const { token } = await registerUser();
    expectRefusedAt(await api.post("/api/v1/projects", { name: "Claim\u0000", fiscalYear: "2025" }, { token }), "name");
    expectRefusedAt(
      await api.post("/api/v1/projects", { name: "Claim", fiscalYear: "2025", description: "a\u0000b" }, { token }),
      "description",
    );
    const project = await createProject(token, { description: "Line one\n\tLine two\r\n" });
    expect(project.description).toBe("Line one\n\tLine two\r\n");
    expectRefusedAt(await api.patch(`/api/v1/projects/${project.id}`, { name: "x\u001b[31m" }, { token }), "name");
    expectRefusedAt(
      await api.post(`/api/v1/projects/${project.id}/sessions`, { type: "PRECHECK", title: "T\u0000" }, { token }),
      "title",
    );
    const session = await createSession(token, project.id);
    expectRefusedAt(
      await api.patch(`/api/v1/projects/${project.id}/sessions/${session.id}/title`, { title: "a\nb" }, { token }),
      "title",
    );
    expectRefusedAt(
      await api.post(`/api/v1/sessions/${session.id}/runs`, { type: "PRECHECK", input: "We tried\u0000" }, { token }),
      "input",
    );
    expectRefusedAt(
      await api.post(`/api/v1/projects/${project.id}/files/presign`, {
        files: [{ filename: "a\u007f.pdf", contentType: "application/pdf", fileSize: 10 }],
      }, { token }),
      "files.0.filename",
    );
  });

  it("are refused in the public screener", async () => {
    expectRefusedAt(await api.post("/api/v1/screener", { input: "We built\u0000 a thing" }, { ip: uniqueIp() }), "input");
  });
});
