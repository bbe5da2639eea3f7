import { afterAll, describe, expect, it, vi } from "vitest";

const stub = await vi.hoisted(async () => {
  const { startWorkerStub } = await import("../../fakes/worker-stub");
  const server = await startWorkerStub();
  process.env.WORKER_URL = server.origin;
  process.env.INTERNAL_TOKEN = "stub-internal-token-0123456789";
  process.env.WORKER_TIMEOUT_MS = "400";
  return server;
});

import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { createProject, createSession } from "../../helpers/workspace";
import type { StubMode } from "../../fakes/worker-stub";

afterAll(() => stub.close());

describe("a run whose worker fails", () => {
  it.each<StubMode>(["http500", "malformed", "failed", "wrong-output", "hang"])(
    "(%s) answers 502 WORKER_FAILED with the failed run, keeps the user message and cancels the reservation",
    async (mode) => {
      stub.state.mode = mode;
      const { token } = await registerUser();
      const project = await createProject(token);
      const session = await createSession(token, project.id);
      const res = await api.post(`/api/v1/sessions/${session.id}/runs`, { type: "PRECHECK", input: "We tested things." }, { token });
      expect(res.status).toBe(502);
      expect(res.json.success).toBe(false);
      expect(res.json.error.code).toBe("WORKER_FAILED");
      const data = res.json.data;
      expect(data).toEqual({
        runId: expect.any(String),
        status: "FAILED",
        python: null,
        messages: { userMessageId: expect.any(String), assistantMessageId: null },
        selectedFileIds: [],
      });
      const history = await api.get(`/api/v1/sessions/${session.id}/history`, { token });
      expect(history.json.data).toHaveLength(1);
      expect(history.json.data[0]).toMatchObject({ id: data.messages.userMessageId, role: "USER", runId: data.runId });
      expect((await api.get("/api/v1/billing/me", { token })).json.data.usage.aiRuns.used).toBe(0);

      stub.state.mode = "ok";
      const retry = await api.post(`/api/v1/sessions/${session.id}/runs`, { type: "PRECHECK", input: "We tested things." }, { token });
      expect(retry.status).toBe(201);
      expect(retry.json.data.python.engine).toBe("stub");
    },
  );
});
