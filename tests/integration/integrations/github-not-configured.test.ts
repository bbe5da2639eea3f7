import { afterAll, describe, expect, it, vi } from "vitest";

// Without GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET the OAuth routes answer 503 NOT_CONFIGURED;
// a binding with a manual token still works against GITHUB_API_BASE.
const gh = await vi.hoisted(async () => {
  const { startFakeGitHub } = await import("../../helpers/fake-github");
  const gh = await startFakeGitHub();
  process.env.GITHUB_API_BASE = gh.url;
  delete process.env.GITHUB_CLIENT_ID;
  delete process.env.GITHUB_CLIENT_SECRET;
  return gh;
});

import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { createProject } from "../../helpers/workspace";
import { expectDocumented as doc } from "../openapi/conformance";

afterAll(() => gh.stop());

const BASE = "/api/v1/projects/{projectId}/integrations/github";

describe("GitHub without an OAuth App", () => {
  it("answers the OAuth routes 503 NOT_CONFIGURED, and binds with a manual token", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const base = `/api/v1/projects/${project.id}/integrations/github`;
    const start = doc("post", `${BASE}/oauth/start`, await api.post(`${base}/oauth/start`, undefined, { token }));
    expect(start.status).toBe(503);
    expect(start.json.error.code).toBe("NOT_CONFIGURED");
    const exchange = doc("post", `${BASE}/oauth/exchange`, await api.post(`${base}/oauth/exchange`, { code: "c", state: "s" }, { token }));
    expect(exchange.status).toBe(503);
    expect(exchange.json.error.code).toBe("NOT_CONFIGURED");

    gh.seedRepo({ owner: "solo", name: "rig", defaultBranch: "main" });
    const pat = gh.issueToken("solo");
    const bound = doc("post", `${BASE}/bind`, await api.post(`${base}/bind`, { repo_full_name: "solo/rig", default_branch: "main", manual_token: pat }, { token }));
    expect(bound.status, bound.text).toBe(200);
    expect(bound.json.data).toMatchObject({ authorized: true, connected: true, repo_full_name: "solo/rig", token_status: "ACTIVE" });
    const repos = doc("get", `${BASE}/repos`, await api.get(`${base}/repos`, { token }));
    expect(repos.json.data.map((r: { full_name: string }) => r.full_name)).toEqual(["solo/rig"]);
  });
});
