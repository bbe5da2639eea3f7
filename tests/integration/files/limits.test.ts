import { describe, expect, it, vi } from "vitest";

// A setting other than the default, to show the route answers the server's own limit.
vi.hoisted(() => {
  process.env.MAX_FILE_BYTES = String(10 * 1024 * 1024);
});

import { ACCEPTED_TYPES } from "@/lib/shared/limits";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { setUserStatus } from "../../helpers/db";
import { createProject } from "../../helpers/workspace";

const LIMITS = "/api/v1/files/limits";

describe("GET /api/v1/files/limits", () => {
  it("answers the largest file (MAX_FILE_BYTES), the files per request and the accepted types in the envelope", async () => {
    const { token } = await registerUser();
    const res = await api.get(LIMITS, { token });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data).toEqual({
      maxFileBytes: 10 * 1024 * 1024,
      maxFilesPerRequest: 20,
      acceptedTypes: [...ACCEPTED_TYPES],
    });
    expect(res.json.data.acceptedTypes).toContain("application/pdf");
    expect(res.json.data.acceptedTypes).toContain("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });

  it("states the limits presign enforces", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const { maxFileBytes, maxFilesPerRequest } = (await api.get(LIMITS, { token })).json.data;
    const presign = (files: unknown[]) => api.post(`/api/v1/projects/${project.id}/files/presign`, { files }, { token });
    const file = (fileSize: number, i = 0) => ({ filename: `f${i}.txt`, contentType: "text/plain", fileSize });

    const tooBig = await presign([file(maxFileBytes + 1)]);
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.error.details[0].path).toBe("files.0.fileSize");
    const tooMany = await presign(Array.from({ length: maxFilesPerRequest + 1 }, (_, i) => file(1, i)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.details[0].path).toBe("files");
    expect((await presign([file(maxFileBytes)])).status).toBe(201);
  });

  it("needs authentication, and refuses a suspended user", async () => {
    const anonymous = await api.get(LIMITS);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe("UNAUTHENTICATED");
    const { token, user } = await registerUser();
    await setUserStatus(user.id, "SUSPENDED");
    const suspended = await api.get(LIMITS, { token });
    expect(suspended.status).toBe(403);
    expect(suspended.json.error.code).toBe("ACCOUNT_SUSPENDED");
  });
});
