import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/client/api-error";
import type { ProjectDTO, RunResponse, SessionDTO } from "@/lib/client/api-types";
import {
  PENDING_TTL_MS,
  clearPendingScreener,
  completeHandoff,
  projectNameFrom,
  readPendingScreener,
  savePendingScreener,
  type HandoffApi,
} from "@/lib/client/screener-handoff";
import { MemoryStorage } from "./memory-storage";

const NOW = Date.UTC(2026, 10, 22, 12);
const TEXT = "We build inspection cameras for sawmills. In 2025 we needed to detect bark pockets.";

function fakeApi(overrides: Partial<HandoffApi> = {}) {
  const calls: string[] = [];
  const api: HandoffApi = {
    createProject: vi.fn(async (body) => {
      calls.push(`project ${body.name} ${body.fiscalYear}`);
      return { id: "p1", name: body.name } as ProjectDTO;
    }),
    createSession: vi.fn(async (projectId, body) => {
      calls.push(`session ${projectId} ${body.type}`);
      return { id: "s1", projectId } as SessionDTO;
    }),
    startRun: vi.fn(async (sessionId, body) => {
      calls.push(`run ${sessionId} ${body.type} ${body.input.length}`);
      return {} as RunResponse;
    }),
    ...overrides,
  };
  return { api, calls };
}

function saved(store = new MemoryStorage()) {
  expect(savePendingScreener(TEXT, store, NOW)).toBe(true);
  return { store, pending: readPendingScreener(store, NOW)! };
}

describe("keeping the screened description in the tab", () => {
  it("keeps the text until it is cleared", () => {
    const { store, pending } = saved();
    expect(pending).toEqual({ input: TEXT, savedAt: NOW });
    clearPendingScreener(store);
    expect(readPendingScreener(store, NOW)).toBeNull();
  });

  it("forgets a description left for more than a day", () => {
    const { store } = saved();
    expect(readPendingScreener(store, NOW + PENDING_TTL_MS - 1)).not.toBeNull();
    expect(readPendingScreener(store, NOW + PENDING_TTL_MS + 1)).toBeNull();
  });

  it("ignores what it cannot read: malformed JSON, a blank text, a wrong shape", () => {
    const store = new MemoryStorage();
    for (const raw of ["{", "null", "[]", '"text"', JSON.stringify({ input: "  ", savedAt: NOW }), JSON.stringify({ input: "x" })]) {
      store.setItem("sred.pendingScreener", raw);
      expect(readPendingScreener(store, NOW)).toBeNull();
    }
    store.setItem("sred.pendingScreener", JSON.stringify({ input: "x", savedAt: NOW, projectId: 42, sessionId: "s" }));
    expect(readPendingScreener(store, NOW)).toEqual({ input: "x", savedAt: NOW });
  });

  it("says so when the browser refuses to keep it", () => {
    const store = new MemoryStorage();
    store.refuseWrites = true;
    expect(savePendingScreener(TEXT, store, NOW)).toBe(false);
    expect(savePendingScreener(TEXT, null, NOW)).toBe(false);
  });
});

describe("completeHandoff: the description becomes a project, its PRECHECK session and its first run", () => {
  it("creates all three in order, then clears the text", async () => {
    const { store, pending } = saved();
    const { api, calls } = fakeApi();
    const steps: string[] = [];
    const result = await completeHandoff(pending, api, { fiscalYear: "2025", store, onStep: (s) => steps.push(s) });
    expect(result).toEqual({ projectId: "p1", sessionId: "s1" });
    expect(calls).toEqual([
      "project We build inspection cameras for sawmills 2025",
      "session p1 PRECHECK",
      `run s1 PRECHECK ${TEXT.length}`,
    ]);
    expect(api.startRun).toHaveBeenCalledWith("s1", { type: "PRECHECK", input: TEXT, selected_file_ids: [] });
    expect(steps).toEqual(["project", "session", "run"]);
    expect(readPendingScreener(store, NOW)).toBeNull();
  });

  it("keeps the text and the project after a spent run quota; the retry creates no second project", async () => {
    const { store, pending } = saved();
    const quota = new ApiError(402, "QUOTA_EXCEEDED", "Your plan's 20 AI runs for this month are used up.");
    const failing = fakeApi({ startRun: vi.fn().mockRejectedValue(quota) });
    await expect(completeHandoff(pending, failing.api, { fiscalYear: "2025", store })).rejects.toBe(quota);
    const kept = readPendingScreener(store, NOW)!;
    expect(kept).toEqual({ input: TEXT, savedAt: NOW, projectId: "p1", sessionId: "s1" });

    const retry = fakeApi();
    await expect(completeHandoff(kept, retry.api, { fiscalYear: "2025", store })).resolves.toEqual({ projectId: "p1", sessionId: "s1" });
    expect(retry.calls).toEqual([`run s1 PRECHECK ${TEXT.length}`]);
    expect(readPendingScreener(store, NOW)).toBeNull();
  });

  it("keeps the text when the project cannot be created (plan limit, network)", async () => {
    for (const error of [
      new ApiError(402, "QUOTA_EXCEEDED", "Your plan allows 3 projects."),
      new ApiError(0, "NETWORK_ERROR", "We could not reach the server."),
    ]) {
      const { store, pending } = saved();
      const { api } = fakeApi({ createProject: vi.fn().mockRejectedValue(error) });
      await expect(completeHandoff(pending, api, { fiscalYear: "2025", store })).rejects.toBe(error);
      expect(readPendingScreener(store, NOW)).toEqual({ input: TEXT, savedAt: NOW });
      expect(api.createSession).not.toHaveBeenCalled();
    }
  });

  it("resumes at the session when only the project was created", async () => {
    const { store, pending } = saved();
    const offline = new ApiError(0, "NETWORK_ERROR", "We could not reach the server.");
    const first = fakeApi({ createSession: vi.fn().mockRejectedValue(offline) });
    await expect(completeHandoff(pending, first.api, { fiscalYear: "2025", store })).rejects.toBe(offline);
    const kept = readPendingScreener(store, NOW)!;
    expect(kept.projectId).toBe("p1");
    expect(kept.sessionId).toBeUndefined();

    const retry = fakeApi();
    await completeHandoff(kept, retry.api, { fiscalYear: "2025", store });
    expect(retry.calls).toEqual(["session p1 PRECHECK", `run s1 PRECHECK ${TEXT.length}`]);
  });

  it("starts over when the project was deleted meanwhile", async () => {
    const store = new MemoryStorage();
    const pending = { input: TEXT, savedAt: NOW, projectId: "gone" };
    const missing = new ApiError(404, "NOT_FOUND", "Project not found");
    const { api } = fakeApi({ createSession: vi.fn().mockRejectedValue(missing) });
    await expect(completeHandoff(pending, api, { fiscalYear: "2025", store })).rejects.toBe(missing);
    expect(readPendingScreener(store, NOW)).toEqual({ input: TEXT, savedAt: NOW });
  });

  it("counts a worker failure as done: the message is stored and the session offers Retry", async () => {
    const { store, pending } = saved();
    const failed = new ApiError(502, "WORKER_FAILED", "The AI worker could not complete this run.");
    const { api } = fakeApi({ startRun: vi.fn().mockRejectedValue(failed) });
    await expect(completeHandoff(pending, api, { fiscalYear: "2025", store })).resolves.toEqual({ projectId: "p1", sessionId: "s1" });
    expect(readPendingScreener(store, NOW)).toBeNull();
  });
});

describe("projectNameFrom: a recognisable name from the description's first words", () => {
  it.each([
    [TEXT, "We build inspection cameras for sawmills"],
    [
      "Project: real-time defect detection for sawmill inspection cameras, fiscal year 2025.\n\nUncertainty: …",
      "Real-time defect detection for sawmill inspection cameras",
    ],
    ["  we tried to   make a\tbinder hold at 1200 °C without cracking the kiln lining under cycling loads", "We tried to make a binder hold…"],
    ["Battery model", "Battery model"],
    ["Thermal runaway? We measured it.", "Thermal runaway"],
    ["A".repeat(150), `${"A".repeat(80)}…`],
    ["!!", "Project from the pre-check"],
    ["", "Project from the pre-check"],
  ])("%j is named %j", (input, name) => {
    expect(projectNameFrom(input)).toBe(name);
  });

  it("always fits the API's 200 characters", () => {
    for (const input of ["x ".repeat(5000), "word".repeat(3000), "Project: " + "y".repeat(500)]) {
      const name = projectNameFrom(input);
      expect(name.length).toBeGreaterThan(0);
      expect(name.length).toBeLessThanOrEqual(200);
    }
  });
});
