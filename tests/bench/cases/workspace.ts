import { listUserProjects } from "@/lib/projects/service";
import { runBody } from "@/lib/runs/schemas";
import { executeRun } from "@/lib/runs/service";
import { sessionHistory } from "@/lib/sessions/service";
import { asUser } from "./app-baseline";
import type { RouteCase } from "./types";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const RUN_INPUT =
  "Known codecs could not meet a 2 ms encode budget on the sensor MCU, so we hypothesised that an adaptive delta " +
  "model would. We built three prototypes, measured latency and compression ratio against LZ4 on 40 hours of data, " +
  "and the second design cut latency by 60%. Test logs and commits were kept weekly.";

export const listProjects: RouteCase = {
  name: "GET /api/v1/projects (50 projects)",
  method: "GET",
  pathname: /^\/api\/v1\/projects$/,
  goals: { minRatio: 0.5 },
  async setup(_app, seed) {
    return { method: "GET", path: "/api/v1/projects", headers: bearer(seed.token) };
  },
  baseline: (req) => asUser(req, (user) => listUserProjects(user)),
};

// Latency goals are read at low concurrency: at 32 connections p50 is mostly time spent queueing.
export const history200: RouteCase = {
  name: "GET /api/v1/sessions/{id}/history?limit=200",
  method: "GET",
  pathname: /^\/api\/v1\/sessions\/[^/]+\/history$/,
  goals: { maxP50Ms: 15 },
  connections: 1,
  async setup(_app, seed) {
    return { method: "GET", path: `/api/v1/sessions/${seed.historySessionId}/history?limit=200`, headers: bearer(seed.token) };
  },
  baseline: (req) => asUser(req, (user) => sessionHistory(user, req.url.pathname.split("/")[4]!, 200)),
};

export const builtinRun: RouteCase = {
  name: "POST /api/v1/sessions/{id}/runs (builtin)",
  method: "POST",
  pathname: /^\/api\/v1\/sessions\/[^/]+\/runs$/,
  // Both goals at once: 2 runs in flight keep the server busy, without a queue in front of it.
  goals: { maxP50Ms: 60, minRequestsPerSecond: 50 },
  connections: 2,
  async setup(_app, seed) {
    return {
      method: "POST",
      path: `/api/v1/sessions/${seed.runSessionId}/runs`,
      headers: { ...bearer(seed.token), "content-type": "application/json" },
      body: JSON.stringify({ type: "PRECHECK", input: RUN_INPUT }),
    };
  },
  baseline: (req) =>
    asUser(req, (user) => executeRun(user, req.url.pathname.split("/")[4]!, runBody.parse(JSON.parse(req.body))), 201),
};
