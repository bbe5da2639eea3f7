import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.INTERNAL_TOKEN = "gateway-internal-token-0123456789";
  process.env.EDGE_ACCESS_CLIENT_ID = "edge-client";
  process.env.EDGE_ACCESS_CLIENT_SECRET = "edge-secret";
});

import { api } from "../../helpers/api";

const TOKEN = { "x-internal-token": "gateway-internal-token-0123456789" };
const envelope = (overrides: Record<string, unknown> = {}) => ({
  taskId: "t1",
  type: "PRECHECK",
  projectId: "p1",
  sessionId: "s1",
  userId: "u1",
  input: "We could not find a known method, so we ran controlled experiments on three prototypes and measured results.",
  project: null,
  history: [],
  files: [],
  codehost: null,
  ...overrides,
});

describe("POST /api/v1/task/process", () => {
  it("runs a task and answers the raw result (no edge credentials needed)", async () => {
    const res = await api.post("/api/v1/task/process", envelope(), { headers: TOKEN });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "succeeded", type: "PRECHECK", engine: "builtin" });
    expect(res.json.success).toBeUndefined();
    expect(res.json.output.criteria).toHaveLength(5);
  });

  it("answers 401 without the right token", async () => {
    for (const headers of [{}, { "x-internal-token": "wrong" }] as Record<string, string>[]) {
      const res = await api.post("/api/v1/task/process", envelope(), { headers });
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("validates the envelope", async () => {
    const res = await api.post("/api/v1/task/process", envelope({ type: "ESSAY" }), { headers: TOKEN });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe("type");
    const bad = await api.post("/api/v1/task/process", undefined, { headers: TOKEN, rawBody: "{" });
    expect(bad.status).toBe(400);
  });
});

describe("health routes", () => {
  it("are public and raw", async () => {
    for (const path of ["/api/v1/health", "/api/v1/health/readiness", "/api/v1/health/liveness"]) {
      const res = await api.get(path);
      expect(res.status).toBe(200);
      expect(res.json.status).toBe("UP");
      expect(res.json.checks).toBeTypeOf("object");
    }
  });
});
