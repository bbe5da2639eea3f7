import { afterAll, describe, expect, it, vi } from "vitest";

const stub = await vi.hoisted(async () => {
  const { startWorkerStub } = await import("../../fakes/worker-stub");
  const server = await startWorkerStub();
  process.env.WORKER_URL = server.origin;
  process.env.INTERNAL_TOKEN = "stub-internal-token-0123456789";
  return server;
});

import { api } from "../../helpers/api";
import { registerUser, uniqueIp } from "../../helpers/accounts";
import { createProject, createSession } from "../../helpers/workspace";
import { expectDocumented as doc } from "./conformance";

// A failing worker's answers, against the document: the run's 502 carries the failed run in data.

afterAll(() => stub.close());

describe("worker failures answer what the OpenAPI document says", () => {
  it("a run and the screener", async () => {
    stub.state.mode = "http500";
    const { token } = await registerUser();
    const project = await createProject(token);
    const session = await createSession(token, project.id);
    const run = await api.post(`/api/v1/sessions/${session.id}/runs`, { type: "PRECHECK", input: "We tested things." }, { token });
    doc("post", "/api/v1/sessions/{sessionId}/runs", run);
    expect(run.status).toBe(502);
    doc("post", "/api/v1/screener", await api.post("/api/v1/screener", { input: "We tested things." }, { ip: uniqueIp() }));
  });
});
