import { afterAll, describe, expect, it, vi } from "vitest";

const stub = await vi.hoisted(async () => {
  const { startWorkerStub } = await import("../../fakes/worker-stub");
  const server = await startWorkerStub();
  process.env.WORKER_URL = server.origin;
  process.env.INTERNAL_TOKEN = "stub-internal-token-0123456789";
  process.env.WORKER_TIMEOUT_MS = "400";
  return server;
});

import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { runs } from "@/db/schema";
import { runSweepers } from "@/lib/maintenance/service";
import { registerUser } from "../../helpers/accounts";
import { api } from "../../helpers/api";
import { createProject, createSession } from "../../helpers/workspace";

afterAll(() => stub.close());

const runsUrl = (sessionId: string) => `/api/v1/sessions/${sessionId}/runs`;
const historyOf = async (sessionId: string, token: string) => (await api.get(`/api/v1/sessions/${sessionId}/history`, { token })).json.data;

describe("a run's type follows its session's type", () => {
  it("refuses another kind of run with 400 at type, keeping nothing and spending no quota", async () => {
    stub.state.mode = "ok";
    const { token } = await registerUser();
    const project = await createProject(token);
    const precheck = await createSession(token, project.id, "PRECHECK");
    for (const type of ["T661", "T661_GEN", "LOGBOOK"]) {
      const res = await api.post(runsUrl(precheck.id), { type, input: "Draft line 242." }, { token });
      expect(res.status, type).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(res.json.error.details).toEqual([{ path: "type", message: "must be a PRECHECK run in a PRECHECK session" }]);
    }
    expect(await historyOf(precheck.id, token)).toEqual([]);
    expect((await api.get("/api/v1/billing/me", { token })).json.data.usage.aiRuns.used).toBe(0);
  });

  it("checks ownership before the type: another user's session is a 404", async () => {
    const owner = await registerUser();
    const session = await createSession(owner.token, (await createProject(owner.token)).id, "PRECHECK");
    const other = await registerUser();
    expect((await api.post(runsUrl(session.id), { type: "T661", input: "x" }, { token: other.token })).status).toBe(404);
  });
});

describe("history keeps what happened to each run", () => {
  it("shows a failed run's status, error code and files on its message, and a later success on both of its messages", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const session = await createSession(token, project.id, "PRECHECK");
    stub.state.mode = "http500";
    const failed = await api.post(runsUrl(session.id), { type: "PRECHECK", input: "We tested things." }, { token });
    expect(failed.status).toBe(502);
    stub.state.mode = "ok";
    const ok = await api.post(runsUrl(session.id), { type: "PRECHECK", input: "We tested again." }, { token });
    expect(ok.status).toBe(201);

    const history = await historyOf(session.id, token);
    expect(history.map((m: { role: string }) => m.role)).toEqual(["USER", "USER", "ASSISTANT"]);
    expect(history[0]).toMatchObject({
      runId: failed.json.data.runId,
      run: { status: "FAILED", errorCode: "WORKER_FAILED", selectedFileIds: [] },
    });
    for (const message of history.slice(1)) {
      expect(message).toMatchObject({ runId: ok.json.data.runId, run: { status: "SUCCEEDED", errorCode: null, selectedFileIds: [] } });
    }
  });

  it("records a run a dead process left RUNNING as failed, at the next sweep", async () => {
    stub.state.mode = "ok";
    const { token } = await registerUser();
    const session = await createSession(token, (await createProject(token)).id, "PRECHECK");
    const res = await api.post(runsUrl(session.id), { type: "PRECHECK", input: "We tested things." }, { token });
    const db = await getDb();
    // As if the process had died between the user's message and the worker's answer, long ago.
    await db
      .update(runs)
      .set({ status: "RUNNING", finishedAt: null, createdAt: sql`now() - interval '1 hour'` })
      .where(eq(runs.id, res.json.data.runId));
    expect((await historyOf(session.id, token))[0].run.status).toBe("RUNNING");
    expect((await runSweepers()).abandonedRuns).toBeGreaterThanOrEqual(1);
    expect((await historyOf(session.id, token))[0].run).toEqual({ status: "FAILED", errorCode: "INTERNAL", selectedFileIds: [] });
  });
});
