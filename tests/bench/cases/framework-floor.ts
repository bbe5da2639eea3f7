import type { RouteCase } from "./types";

// GET /api/v1/health/liveness does no auth and no query: it shows what Next itself costs per
// request on this machine, the floor under every other route's ratio.

export const frameworkFloor: RouteCase = {
  name: "GET /api/v1/health/liveness (framework floor)",
  method: "GET",
  pathname: /^\/api\/v1\/health\/liveness$/,
  goals: {},
  async setup() {
    return { method: "GET", path: "/api/v1/health/liveness" };
  },
  baseline: async () => ({ status: 200, body: { status: "UP", checks: { process: "UP" } } }),
};
