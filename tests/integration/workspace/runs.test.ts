import { afterAll, describe, expect, it, vi } from "vitest";

const worker = await vi.hoisted(async () => (await import("../../helpers/worker-server")).startWorkerServer());

import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { setUserStatus } from "../../helpers/db";
import { createProject, createSession, MISSING_ID } from "../../helpers/workspace";

afterAll(() => worker.close());

const ELIGIBLE =
  "We could not reach 2 ms encode latency on the sensor MCU with any known codec, so we hypothesised that an adaptive " +
  "delta model would. We built three prototypes and measured latency and compression ratio against LZ4 on 40 hours " +
  "of recorded data; the second design cut latency by 60%. Test logs and commits were kept each week.";

const runsUrl = (sessionId: string) => `/api/v1/sessions/${sessionId}/runs`;

async function workspace(type = "PRECHECK") {
  const owner = await registerUser();
  const project = await createProject(owner.token);
  const session = await createSession(owner.token, project.id, type);
  return { ...owner, project, session };
}

describe("POST /api/v1/sessions/{sessionId}/runs", () => {
  it("runs a PRECHECK, stores both messages and answers 201 with the worker result", async () => {
    const { token, session } = await workspace();
    const res = await api.post(runsUrl(session.id), { type: "PRECHECK", input: ELIGIBLE }, { token });
    expect(res.status, res.text).toBe(201);
    const data = res.json.data;
    expect(data).toMatchObject({ status: "SUCCEEDED", selectedFileIds: [] });
    expect(data.python).toMatchObject({ status: "succeeded", type: "PRECHECK", engine: "builtin" });
    expect(data.python.output.criteria).toHaveLength(5);
    expect(typeof data.python.durationMs).toBe("number");

    const history = await api.get(`/api/v1/sessions/${session.id}/history`, { token });
    expect(history.json.data.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      [data.messages.userMessageId, "USER"],
      [data.messages.assistantMessageId, "ASSISTANT"],
    ]);
    const [user, assistant] = history.json.data;
    expect(user.content).toBe(ELIGIBLE);
    expect(user.runId).toBe(data.runId);
    expect(assistant.runId).toBe(data.runId);
    expect(assistant.content).toBe(data.python.markdown);
    expect(assistant.payload).toEqual(data.python);
  });

  it("accepts any type of the T661 family in a T661 session, and no other kind", async () => {
    const { token, project, session } = await workspace("T661_GEN");
    for (const type of ["T661", "T661_GEN", "T661_DRAFT", "T661_ANALYSIS"]) {
      expect((await api.post(runsUrl(session.id), { type, input: ELIGIBLE }, { token })).status, type).toBe(201);
    }
    const logbook = await createSession(token, project.id, "LOGBOOK");
    const refused = await api.post(runsUrl(logbook.id), { type: "T661", input: ELIGIBLE }, { token });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details).toEqual([{ path: "type", message: "must be a LOGBOOK run in a LOGBOOK session" }]);
  });

  it("maps the session family types to the worker's T661 and sends the history", async () => {
    const { token, session } = await workspace("T661_DRAFT");
    await api.post(runsUrl(session.id), { type: "T661_DRAFT", input: ELIGIBLE }, { token });
    const res = await api.post(runsUrl(session.id), { type: "T661_DRAFT", input: "Please tighten line 244." }, { token });
    expect(res.status).toBe(201);
    expect(res.json.data.python.type).toBe("T661");
    const lines = res.json.data.python.output.lines;
    expect(Object.keys(lines).sort()).toEqual(["242", "244", "246"]);
    for (const line of Object.values(lines) as { wordCount: number; wordLimit: number }[]) {
      expect(line.wordCount).toBeLessThanOrEqual(line.wordLimit);
    }
    // The first run's description came from the history: line 242 is not empty.
    expect(lines["242"].text.length).toBeGreaterThan(0);
    const session2 = await api.get(`/api/v1/projects/${session.projectId}/sessions/${session.id}`, { token });
    expect(session2.json.data.lastMessageAt).not.toBeNull();
  });

  it.each([
    [{ input: "x" }, "type"],
    [{ type: "CHAT", input: "x" }, "type"],
    [{ type: "PRECHECK" }, "input"],
    [{ type: "PRECHECK", input: "   " }, "input"],
    [{ type: "PRECHECK", input: "x".repeat(20_001) }, "input"],
    [{ type: "PRECHECK", input: "x", selected_file_ids: ["nope"] }, "selected_file_ids.0"],
    [{ type: "PRECHECK", input: "x", history_limit: 2.5 }, "history_limit"],
    [{ type: "PRECHECK", input: "x", history_limit: "5" }, "history_limit"],
  ])("rejects %j (400 on %s) and stores nothing", async (body, path) => {
    const { token, session } = await workspace();
    const res = await api.post(runsUrl(session.id), body, { token });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe(path);
    expect((await api.get(`/api/v1/sessions/${session.id}/history`, { token })).json.data).toEqual([]);
  });

  it("clamps history_limit instead of refusing it", async () => {
    const { token, session } = await workspace();
    for (const history_limit of [-3, 0, 500]) {
      const res = await api.post(runsUrl(session.id), { type: "PRECHECK", input: ELIGIBLE, history_limit }, { token });
      expect(res.status).toBe(201);
    }
  });

  it("refuses files that are not READY files of the project with 400 INVALID_FILE_SELECTION and stores nothing", async () => {
    const { token, session } = await workspace();
    const res = await api.post(runsUrl(session.id), { type: "PRECHECK", input: ELIGIBLE, selected_file_ids: [MISSING_ID] }, { token });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("INVALID_FILE_SELECTION");
    expect((await api.get(`/api/v1/sessions/${session.id}/history`, { token })).json.data).toEqual([]);
    const usage = await api.get("/api/v1/billing/me", { token });
    expect(usage.json.data.usage.aiRuns.used).toBe(0);
  });

  it("hides another user's session (404) and needs authentication (401)", async () => {
    const { session } = await workspace();
    const other = await registerUser();
    const res = await api.post(runsUrl(session.id), { type: "PRECHECK", input: ELIGIBLE }, { token: other.token });
    expect(res.status).toBe(404);
    expect((await api.post(runsUrl(MISSING_ID), { type: "PRECHECK", input: ELIGIBLE }, { token: other.token })).status).toBe(404);
    expect((await api.post(runsUrl(session.id), { type: "PRECHECK", input: ELIGIBLE })).status).toBe(401);
  });

  it("refuses a suspended user (403)", async () => {
    const { token, session, user } = await workspace();
    await setUserStatus(user.id, "SUSPENDED");
    expect((await api.post(runsUrl(session.id), { type: "PRECHECK", input: ELIGIBLE }, { token })).status).toBe(403);
  });

  it("refuses a run in an archived session with 409", async () => {
    const { token, session, project } = await workspace();
    await api.patch(`/api/v1/projects/${project.id}/sessions/${session.id}/status`, { status: "ARCHIVED" }, { token });
    const res = await api.post(runsUrl(session.id), { type: "PRECHECK", input: ELIGIBLE }, { token });
    expect(res.status).toBe(409);
  });

  it("counts each successful run against the monthly allowance", async () => {
    const { token, session } = await workspace();
    await api.post(runsUrl(session.id), { type: "PRECHECK", input: ELIGIBLE }, { token });
    await api.post(runsUrl(session.id), { type: "PRECHECK", input: ELIGIBLE }, { token });
    const usage = await api.get("/api/v1/billing/me", { token });
    expect(usage.json.data).toMatchObject({
      membershipTier: "FREE",
      subscriptionStatus: null,
      usage: { aiRuns: { used: 2, limit: 20 }, projects: { used: 1, limit: 3 }, storageBytes: { limit: 104857600 } },
    });
  });
});
