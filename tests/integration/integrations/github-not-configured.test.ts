import { afterAll, describe, expect, it, vi } from "vitest";

// Without GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET the OAuth routes answer 503 NOT_CONFIGURED;
// a binding with a manual token still works against GITHUB_API_BASE. GITHUB_TOKEN_KEYS names two
// keys here: the first seals, both open (rotation).
const { gh, NEW_KEY, OLD_KEY } = await vi.hoisted(async () => {
  const crypto = await import("node:crypto");
  const { startFakeGitHub } = await import("../../helpers/fake-github");
  const gh = await startFakeGitHub();
  const [NEW_KEY, OLD_KEY] = [crypto.randomBytes(32), crypto.randomBytes(32)];
  process.env.GITHUB_API_BASE = gh.url;
  process.env.GITHUB_TOKEN_KEYS = `${NEW_KEY.toString("base64")}, ${OLD_KEY.toString("base64")}`;
  delete process.env.GITHUB_CLIENT_ID;
  delete process.env.GITHUB_CLIENT_SECRET;
  return { gh, NEW_KEY, OLD_KEY };
});

import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { githubCredentials } from "@/db/schema";
import { keyIdOf, seal } from "@/lib/integrations/github/token-cipher";
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

describe("token keys", () => {
  it("seals with the first key, opens with an older one and seals again with the first, and needs re-authorization for an unknown key", async () => {
    const { token, user } = await registerUser();
    const project = await createProject(token);
    const base = `/api/v1/projects/${project.id}/integrations/github`;
    gh.seedRepo({ owner: "keys", name: "rig" });
    const pat = gh.issueToken("keys");
    expect((await api.post(`${base}/bind`, { repo_full_name: "keys/rig", default_branch: "main", manual_token: pat }, { token })).status).toBe(200);
    const db = await getDb();
    const row = async () => (await db.select().from(githubCredentials).where(eq(githubCredentials.userId, user.id)))[0]!;
    expect((await row()).accessTokenKeyId).toBe(keyIdOf(NEW_KEY));

    // A token sealed before the rotation, under the old key.
    const old = seal(pat, user.id, [{ id: keyIdOf(OLD_KEY), key: OLD_KEY }]);
    await db.update(githubCredentials).set({ accessTokenCipher: old.cipher, accessTokenKeyId: old.keyId }).where(eq(githubCredentials.userId, user.id));
    expect((await api.get(`${base}/repos`, { token })).status).toBe(200);
    const resealed = await row();
    expect(resealed.accessTokenKeyId).toBe(keyIdOf(NEW_KEY));
    expect(resealed.accessTokenCipher.split(":")[1]).toBe(keyIdOf(NEW_KEY));

    // A key no longer configured: the credential cannot be read.
    const gone = crypto.randomBytes(32);
    const lost = seal(pat, user.id, [{ id: keyIdOf(gone), key: gone }]);
    await db.update(githubCredentials).set({ accessTokenCipher: lost.cipher, accessTokenKeyId: lost.keyId }).where(eq(githubCredentials.userId, user.id));
    const res = await api.get(`${base}/repos`, { token });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("REAUTH_REQUIRED");
    expect((await api.get(base, { token })).json.data.token_status).toBe("REAUTH_REQUIRED");
  });
});
