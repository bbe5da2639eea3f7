import { afterAll, describe, expect, it, vi } from "vitest";

const { gh, worker } = await vi.hoisted(async () => {
  const { startFakeGitHub } = await import("../../helpers/fake-github");
  const { startCaptureWorker } = await import("./capture-worker");
  const gh = await startFakeGitHub();
  Object.assign(process.env, gh.env());
  return { gh, worker: await startCaptureWorker() };
});

import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { githubBindings, githubCredentials, githubOauthStates } from "@/db/schema";
import { api, type ApiResponse } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { createProject, createSession, MISSING_ID } from "../../helpers/workspace";
import { expectDocumented } from "../openapi/conformance";

// Every log line of the file, to check that no token reached one (console.info is the mailbox's spy).
const errorLines = vi.spyOn(console, "error");

afterAll(async () => {
  const lines = [...vi.mocked(console.info).mock.calls, ...errorLines.mock.calls].map((c) => c.map(String).join(" "));
  expect(lines.length).toBeGreaterThan(0);
  expect(gh.issuedTokens().length).toBeGreaterThan(5);
  for (const t of gh.issuedTokens()) expect(lines.filter((l) => l.includes(t))).toEqual([]);
  await gh.stop();
  await worker.close();
});

const BASE = "/api/v1/projects/{projectId}/integrations/github";
const base = (projectId: string) => `/api/v1/projects/${projectId}/integrations/github`;
let logins = 0;

/** A user with a project, and a GitHub account of their own on the fake with two repositories. */
async function setup() {
  const { token, user } = await registerUser();
  const project = await createProject(token);
  logins += 1;
  const login = `dev${logins}`;
  gh.addUser(login);
  gh.seedRepo({ owner: login, name: "sensor-firmware", branches: ["main", "int8-trial"], private: true, readme: "# Sensor" });
  gh.seedRepo({ owner: login, name: "Website", defaultBranch: "trunk" });
  return { token, userId: user.id as string, project, login };
}

const doc = (method: string, template: string, res: ApiResponse) => expectDocumented(method, template, res);

async function connect(token: string, projectId: string, login: string) {
  const start = doc("post", `${BASE}/oauth/start`, await api.post(`${base(projectId)}/oauth/start`, undefined, { token }));
  expect(start.status, start.text).toBe(200);
  const { code, state } = await gh.authorize(start.json.data.authorize_url, login);
  expect(state).toBe(start.json.data.state);
  const res = doc("post", `${BASE}/oauth/exchange`, await api.post(`${base(projectId)}/oauth/exchange`, { code, state }, { token }));
  expect(res.status, res.text).toBe(200);
  return res;
}

async function bindRepo(token: string, projectId: string, body: Record<string, unknown>) {
  return doc("post", `${BASE}/bind`, await api.post(`${base(projectId)}/bind`, body, { token }));
}

const status = async (token: string, projectId: string) => doc("get", BASE, await api.get(base(projectId), { token }));

async function credentialOf(userId: string) {
  const [row] = await (await getDb()).select().from(githubCredentials).where(eq(githubCredentials.userId, userId));
  return row;
}

function expectNoToken(res: ApiResponse, login: string) {
  for (const t of gh.tokensOf(login)) expect(res.text).not.toContain(t);
}

describe("GitHub OAuth", () => {
  it("answers a project without a credential or binding", async () => {
    const { token, project } = await setup();
    const res = await status(token, project.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      authorized: false,
      connected: false,
      enabled: false,
      repo_full_name: null,
      repo_id: null,
      default_branch: null,
      token_status: null,
      token_expires_at: null,
      last_refresh_at: null,
    });
  });

  it("runs the whole dance: authorize URL with PKCE, exchange, an encrypted credential for the user", async () => {
    const { token, userId, project, login } = await setup();
    const start = await api.post(`${base(project.id)}/oauth/start`, undefined, { token });
    const url = new URL(start.json.data.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${gh.url}/login/oauth/authorize`);
    expect(url.searchParams.get("client_id")).toBe(gh.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/integrations/github/callback");
    expect(url.searchParams.get("state")).toBe(start.json.data.state);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    // Only the state's hash is stored.
    const states = await (await getDb()).select().from(githubOauthStates).where(eq(githubOauthStates.userId, userId));
    expect(states.map((s) => s.stateHash)).not.toContain(start.json.data.state);

    const { code, state } = await gh.authorize(start.json.data.authorize_url, login);
    const res = await api.post(`${base(project.id)}/oauth/exchange`, { code, state }, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ authorized: true, connected: false, enabled: false, token_status: "ACTIVE" });
    expectNoToken(res, login);

    const row = (await credentialOf(userId))!;
    const [issued] = gh.tokensOf(login);
    expect(row.kind).toBe("OAUTH");
    expect(row.githubLogin).toBe(login);
    expect(row.accessTokenCipher).toMatch(/^v1:[0-9a-f]{12}:/);
    expect(row.accessTokenCipher.split(":")[1]).toBe(row.accessTokenKeyId);
    expect(row.accessTokenCipher).not.toContain(issued);
  });

  it("refuses a reused, unknown, expired or foreign state (400 INVALID_TOKEN) and stores nothing", async () => {
    const a = await setup();
    const b = await setup();
    const otherProject = await createProject(a.token, { name: "Second" });
    const start = await api.post(`${base(a.project.id)}/oauth/start`, undefined, { token: a.token });
    const { code, state } = await gh.authorize(start.json.data.authorize_url, a.login);

    // Another user, with their own project: refused, and the state stays usable by its owner.
    const foreign = doc("post", `${BASE}/oauth/exchange`, await api.post(`${base(b.project.id)}/oauth/exchange`, { code, state }, { token: b.token }));
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.code).toBe("INVALID_TOKEN");
    expect(await credentialOf(b.userId)).toBeUndefined();
    // The same user, another project.
    const otherRes = await api.post(`${base(otherProject.id)}/oauth/exchange`, { code, state }, { token: a.token });
    expect(otherRes.status).toBe(400);
    expect(otherRes.json.error.code).toBe("INVALID_TOKEN");
    expect(await credentialOf(a.userId)).toBeUndefined();
    // Unknown.
    const unknown = await api.post(`${base(a.project.id)}/oauth/exchange`, { code, state: "not-a-state" }, { token: a.token });
    expect(unknown.json.error.code).toBe("INVALID_TOKEN");

    // The owner on the right project: accepted once, refused when reused.
    expect((await api.post(`${base(a.project.id)}/oauth/exchange`, { code, state }, { token: a.token })).status).toBe(200);
    const reused = await api.post(`${base(a.project.id)}/oauth/exchange`, { code, state }, { token: a.token });
    expect(reused.status).toBe(400);
    expect(reused.json.error.code).toBe("INVALID_TOKEN");

    // Expired.
    const late = await api.post(`${base(a.project.id)}/oauth/start`, undefined, { token: a.token });
    await (await getDb())
      .update(githubOauthStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(githubOauthStates.userId, a.userId));
    const again = await gh.authorize(late.json.data.authorize_url, a.login);
    const expired = await api.post(`${base(a.project.id)}/oauth/exchange`, again, { token: a.token });
    expect(expired.status).toBe(400);
    expect(expired.json.error.code).toBe("INVALID_TOKEN");

    // The next start clears the states that can no longer be used, anyone's.
    await api.post(`${base(b.project.id)}/oauth/start`, undefined, { token: b.token });
    const left = await (await getDb()).select().from(githubOauthStates).where(eq(githubOauthStates.userId, a.userId));
    expect(left).toEqual([]);
  });

  it("answers a code GitHub refuses with 400 VALIDATION_FAILED", async () => {
    const { token, userId, project } = await setup();
    const start = await api.post(`${base(project.id)}/oauth/start`, undefined, { token });
    const res = doc(
      "post",
      `${BASE}/oauth/exchange`,
      await api.post(`${base(project.id)}/oauth/exchange`, { code: "made-up", state: start.json.data.state }, { token }),
    );
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("VALIDATION_FAILED");
    expect(res.json.error.details[0].path).toBe("code");
    expect(await credentialOf(userId)).toBeUndefined();
  });

  it("hides other users' projects (404) and validates the body (400)", async () => {
    const a = await setup();
    const b = await setup();
    const res = doc("post", `${BASE}/oauth/start`, await api.post(`${base(a.project.id)}/oauth/start`, undefined, { token: b.token }));
    expect(res.status).toBe(404);
    expect((await api.get(base(MISSING_ID), { token: a.token })).json.error.code).toBe("NOT_FOUND");
    const bad = doc("post", `${BASE}/oauth/exchange`, await api.post(`${base(a.project.id)}/oauth/exchange`, { code: "x" }, { token: a.token }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].path).toBe("state");
    expect((await api.get(base(a.project.id))).status).toBe(401);
  });
});

describe("repositories and branches", () => {
  it("lists the credential's repositories (query inside full_name, 30 a page) and a repository's branches", async () => {
    const { token, project, login } = await setup();
    const none = doc("get", `${BASE}/repos`, await api.get(`${base(project.id)}/repos`, { token }));
    expect(none.status).toBe(409);
    expect(none.json.error.code).toBe("CONFLICT");

    await connect(token, project.id, login);
    for (let i = 0; i < 31; i += 1) gh.seedRepo({ owner: login, name: `lab-${i}` });
    const page1 = doc("get", `${BASE}/repos`, await api.get(`${base(project.id)}/repos`, { token }));
    expect(page1.status).toBe(200);
    expect(page1.json.data).toHaveLength(30);
    const page2 = await api.get(`${base(project.id)}/repos?page=2`, { token });
    expect(page2.json.data).toHaveLength(3);
    const found = await api.get(`${base(project.id)}/repos?query=SENSOR`, { token });
    expect(found.json.data).toEqual([
      { id: expect.any(String), full_name: `${login}/sensor-firmware`, default_branch: "main", private_repo: true },
    ]);
    expectNoToken(found, login);
    expect((await api.get(`${base(project.id)}/repos?page=0`, { token })).status).toBe(400);

    const branches = doc("get", `${BASE}/repos/branches`, await api.get(`${base(project.id)}/repos/branches?repo=${login}/sensor-firmware`, { token }));
    expect(branches.status).toBe(200);
    expect(branches.json.data).toEqual([
      { name: "main", protected: false },
      { name: "int8-trial", protected: false },
    ]);
    const invalid = doc("get", `${BASE}/repos/branches`, await api.get(`${base(project.id)}/repos/branches?repo=nope`, { token }));
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.details[0].path).toBe("repo");
    expect((await api.get(`${base(project.id)}/repos/branches`, { token })).status).toBe(400);
    const unseen = doc("get", `${BASE}/repos/branches`, await api.get(`${base(project.id)}/repos/branches?repo=${login}/absent`, { token }));
    expect(unseen.status).toBe(404);
  });
});

async function runIn(token: string, projectId: string) {
  const session = await createSession(token, projectId, "PRECHECK");
  const res = await api.post(`/api/v1/sessions/${session.id}/runs`, { type: "PRECHECK", input: "Did we experiment?" }, { token });
  expect(res.status, res.text).toBe(201);
  return worker.envelopes.at(-1)!;
}

describe("bind, runtime access and unbind", () => {
  it("binds after checking the repository and branch, once a project, and gives runs the access", async () => {
    const { token, userId, project, login } = await setup();
    const noCredential = await bindRepo(token, project.id, { repo_full_name: `${login}/sensor-firmware`, default_branch: "main" });
    expect(noCredential.status).toBe(409);
    expect(noCredential.json.error.code).toBe("CONFLICT");

    await connect(token, project.id, login);
    const missingBranch = await bindRepo(token, project.id, { repo_full_name: `${login}/sensor-firmware`, default_branch: "gone" });
    expect(missingBranch.status).toBe(404);
    gh.seedRepo({ owner: "stranger", name: "secret", private: true });
    const hidden = await bindRepo(token, project.id, { repo_full_name: "stranger/secret", default_branch: "main" });
    expect(hidden.status).toBe(404);
    const invalid = await bindRepo(token, project.id, { repo_full_name: "a/b/c", default_branch: "main" });
    expect(invalid.status).toBe(400);

    const res = await bindRepo(token, project.id, { repo_full_name: `${login}/sensor-firmware`, default_branch: "int8-trial" });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      authorized: true,
      connected: true,
      enabled: true,
      repo_full_name: `${login}/sensor-firmware`,
      repo_id: expect.stringMatching(/^\d+$/),
      default_branch: "int8-trial",
      token_status: "ACTIVE",
    });
    expectNoToken(res, login);
    const again = await bindRepo(token, project.id, { repo_full_name: `${login}/Website`, default_branch: "trunk" });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("CONFLICT");
    expectNoToken(await status(token, project.id), login);

    // A run of the bound project carries the access; the token works against GitHub's API.
    const envelope = await runIn(token, project.id);
    expect(envelope.codehost).toEqual({
      provider: "github",
      repoFullName: `${login}/sensor-firmware`,
      defaultBranch: "int8-trial",
      accessToken: expect.any(String),
      apiBaseUrl: gh.url,
    });
    const access = (envelope.codehost as { accessToken: string }).accessToken;
    const me = await fetch(`${gh.url}/user`, { headers: { authorization: `Bearer ${access}` } });
    expect(((await me.json()) as { login: string }).login).toBe(login);
    // Another project of the same user, unbound: no access.
    const other = await createProject(token, { name: "Unbound" });
    expect((await runIn(token, other.id)).codehost).toBeNull();

    // Unbind: the binding goes, and the credential with it (no other binding uses it).
    const unbound = doc("delete", BASE, await api.delete(base(project.id), { token }));
    expect(unbound.status).toBe(204);
    expect(await credentialOf(userId)).toBeUndefined();
    expect((await status(token, project.id)).json.data).toMatchObject({
      authorized: false,
      connected: false,
      enabled: false,
      token_status: null,
    });
    expect((await runIn(token, project.id)).codehost).toBeNull();
    // The removed OAuth token is revoked at GitHub too.
    expect((await fetch(`${gh.url}/user`, { headers: { authorization: `Bearer ${access}` } })).status).toBe(401);
    expect((await api.delete(base(project.id), { token })).status).toBe(204);
  });

  it("keeps the credential while another project's binding uses it", async () => {
    const { token, userId, project, login } = await setup();
    const second = await createProject(token, { name: "Second" });
    await connect(token, project.id, login);
    expect((await bindRepo(token, project.id, { repo_full_name: `${login}/sensor-firmware`, default_branch: "main" })).status).toBe(200);
    expect((await bindRepo(token, second.id, { repo_full_name: `${login}/Website`, default_branch: "trunk" })).status).toBe(200);
    expect((await api.delete(base(project.id), { token })).status).toBe(204);
    expect(await credentialOf(userId)).toBeDefined();
    expect((await status(token, second.id)).json.data).toMatchObject({ authorized: true, connected: true });
    expect((await api.delete(base(second.id), { token })).status).toBe(204);
    expect(await credentialOf(userId)).toBeUndefined();
  });

  it("binds with a manual token validated against GitHub and stored encrypted", async () => {
    const { token, userId, project, login } = await setup();
    const refused = await bindRepo(token, project.id, {
      repo_full_name: `${login}/sensor-firmware`,
      default_branch: "main",
      manual_token: "ghp_not_a_real_token",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.details[0].path).toBe("manual_token");
    expect(await credentialOf(userId)).toBeUndefined();

    const pat = gh.issueToken(login);
    const res = await bindRepo(token, project.id, { repo_full_name: `${login}/sensor-firmware`, default_branch: "main", manual_token: pat });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ authorized: true, connected: true, token_status: "ACTIVE", token_expires_at: null });
    expect(res.text).not.toContain(pat);
    const row = (await credentialOf(userId))!;
    expect(row.kind).toBe("MANUAL");
    expect(row.accessTokenCipher).not.toContain(pat);
    expect((await runIn(token, project.id)).codehost).toMatchObject({ accessToken: pat });
    // Unbind deletes the stored credential but leaves the user's own token alone at GitHub.
    const revocations = gh.revocations;
    expect((await api.delete(base(project.id), { token })).status).toBe(204);
    expect(await credentialOf(userId)).toBeUndefined();
    expect(gh.revocations).toBe(revocations);
    expect((await fetch(`${gh.url}/user`, { headers: { authorization: `Bearer ${pat}` } })).status).toBe(200);
  });

  it("marks the credential REAUTH_REQUIRED when GitHub answers 401, and leaves runs without access", async () => {
    const { token, project, login } = await setup();
    await connect(token, project.id, login);
    expect((await bindRepo(token, project.id, { repo_full_name: `${login}/sensor-firmware`, default_branch: "main" })).status).toBe(200);
    gh.revokeTokens(login);
    const res = doc("get", `${BASE}/repos`, await api.get(`${base(project.id)}/repos`, { token }));
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("REAUTH_REQUIRED");
    expect((await status(token, project.id)).json.data).toMatchObject({ authorized: false, connected: true, token_status: "REAUTH_REQUIRED" });
    expect((await runIn(token, project.id)).codehost).toBeNull();
    const branches = await api.get(`${base(project.id)}/repos/branches?repo=${login}/sensor-firmware`, { token });
    expect(branches.json.error.code).toBe("REAUTH_REQUIRED");

    // Connecting again makes it usable; the binding stays.
    await connect(token, project.id, login);
    expect((await status(token, project.id)).json.data).toMatchObject({ authorized: true, connected: true, token_status: "ACTIVE" });
    expect((await runIn(token, project.id)).codehost).not.toBeNull();
  });

  it("refreshes expiring tokens before use, and needs a new authorization when the refresh fails", async () => {
    const { token, userId, project, login } = await setup();
    gh.expiresIn = 3600;
    try {
      const res = await connect(token, project.id, login);
      expect(Date.parse(res.json.data.token_expires_at)).toBeGreaterThan(Date.now() + 3500_000);
      expect(res.json.data.last_refresh_at).toBeNull();
      expect((await credentialOf(userId))!.refreshTokenCipher).toMatch(/^v1:/);
      expect((await bindRepo(token, project.id, { repo_full_name: `${login}/sensor-firmware`, default_branch: "main" })).status).toBe(200);

      // The access token expires: the next use refreshes it first.
      const before = gh.tokensOf(login);
      gh.expireTokens(login);
      await (await getDb()).update(githubCredentials).set({ tokenExpiresAt: sql`now() - interval '1 second'` }).where(eq(githubCredentials.userId, userId));
      const repos = await api.get(`${base(project.id)}/repos`, { token });
      expect(repos.status, repos.text).toBe(200);
      const after = (await status(token, project.id)).json.data;
      expect(after.token_status).toBe("ACTIVE");
      expect(Date.parse(after.last_refresh_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(after.token_expires_at)).toBeGreaterThan(Date.now());
      const envelope = await runIn(token, project.id);
      const access = (envelope.codehost as { accessToken: string }).accessToken;
      expect(before).not.toContain(access);
      expect(gh.tokensOf(login)).toContain(access);

      // The refresh token is refused (revoked at GitHub): REAUTH_REQUIRED, and runs go without.
      gh.revokeTokens(login);
      await (await getDb()).update(githubCredentials).set({ tokenExpiresAt: sql`now() - interval '1 second'` }).where(eq(githubCredentials.userId, userId));
      const failed = await api.get(`${base(project.id)}/repos`, { token });
      expect(failed.status).toBe(409);
      expect(failed.json.error.code).toBe("REAUTH_REQUIRED");
      expect((await status(token, project.id)).json.data.token_status).toBe("REAUTH_REQUIRED");
      expect((await runIn(token, project.id)).codehost).toBeNull();
    } finally {
      gh.expiresIn = undefined;
    }
  });

  it("deletes the binding with its project", async () => {
    const { token, project, login } = await setup();
    await connect(token, project.id, login);
    expect((await bindRepo(token, project.id, { repo_full_name: `${login}/sensor-firmware`, default_branch: "main" })).status).toBe(200);
    expect((await api.delete(`/api/v1/projects/${project.id}`, { token })).status).toBe(204);
    const rows = await (await getDb()).select().from(githubBindings).where(eq(githubBindings.projectId, project.id));
    expect(rows).toEqual([]);
  });
});
