import { describe, expect, inject, it } from "vitest";
import { PASSWORD, request, uniqueEmail } from "./http";

// The workspace through the proxy, with the worker reached over HTTP at the app's own origin (the
// embedded default), so the whole run path runs as in production.
const base = inject("baseUrl");
const api = `${base}/api/bff/api/v1`;

const DESCRIPTION =
  "No published method kept our weld-seam detector above 95% recall on reflective steel, so we hypothesised that " +
  "polarised imaging plus a small CNN would. We ran 14 controlled trials, logged each one, and reached 97% recall.";

describe("workspace through the proxy", () => {
  it("creates a project and a session, runs a PRECHECK and reads the history back", async () => {
    const email = uniqueEmail("workspace");
    const registered = await request("POST", `${api}/auth/register`, { json: { email, password: PASSWORD } });
    const token = registered.json.accessToken as string;

    const project = await request("POST", `${api}/projects`, { token, json: { name: "Weld inspection", fiscalYear: "2025" } });
    expect(project.status, project.text).toBe(201);
    const session = await request("POST", `${api}/projects/${project.json.data.id}/sessions`, { token, json: { type: "PRECHECK" } });
    expect(session.status).toBe(201);

    const run = await request("POST", `${api}/sessions/${session.json.data.id}/runs`, {
      token,
      json: { type: "PRECHECK", input: DESCRIPTION },
    });
    expect(run.status, run.text).toBe(201);
    expect(run.json.data.python).toMatchObject({ status: "succeeded", engine: "builtin", type: "PRECHECK" });

    const history = await request("GET", `${api}/sessions/${session.json.data.id}/history`, { token });
    expect(history.json.data.map((m: { role: string }) => m.role)).toEqual(["USER", "ASSISTANT"]);
  });

  it("answers the public screener", async () => {
    const res = await request("POST", `${api}/screener`, { json: { input: DESCRIPTION } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.criteria).toHaveLength(5);
  });

  it("serves the worker health routes without edge credentials, with or without a trailing slash", async () => {
    for (const path of ["/api/v1/health", "/api/v1/health/readiness", "/api/v1/health/liveness"]) {
      const res = await request("GET", `${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.json.status).toBe("UP");
    }
    const slash = await fetch(`${base}/api/v1/health/`);
    expect(slash.status).toBe(200);
    expect((await slash.json()).status).toBe("UP");
  });

  it("keeps the worker gateway closed without its token", async () => {
    const res = await request("POST", `${base}/api/v1/task/process`, { json: {} });
    expect(res.status).toBe(401);
  });
});
