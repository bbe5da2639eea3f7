import crypto from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { getSecrets } from "@/lib/secrets";
import { registerUser, uniqueIp } from "../../helpers/accounts";
import { api } from "../../helpers/api";

const ME = "/api/v1/auth/me";
const PROJECTS = "/api/v1/projects";

// A token signed with the app's own key, with whatever claims a test needs.
async function signed(claims: Record<string, unknown>, sub: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(sub)
    .setIssuer("sred-workspace")
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(getSecrets().authSecret);
}

async function expectUnauthenticated(token: string) {
  const projects = await api.get(PROJECTS, { token });
  expect(projects.status).toBe(401);
  expect(projects.json.error.code).toBe("UNAUTHENTICATED");
  // Self-service routes answer the plain 401.
  const me = await api.get(ME, { token });
  expect(me.status).toBe(401);
  expect(me.json).toEqual({ message: "Unauthorized" });
}

describe("access token claims", () => {
  it("answers 401, not 500, to a validly signed token whose claims have the wrong shapes", async () => {
    const { user, auth } = await registerUser();
    const fid = crypto.randomUUID();
    const good = { role: "USER", tier: "FREE", fid };
    await expectUnauthenticated(await signed(good, "not-a-uuid"));
    await expectUnauthenticated(await signed(good, "' OR 1=1 --"));
    await expectUnauthenticated(await signed({ ...good, role: "ROOT" }, user.id));
    await expectUnauthenticated(await signed({ ...good, tier: 7 }, user.id));
    await expectUnauthenticated(await signed({ role: "USER", tier: "FREE" }, user.id));
    await expectUnauthenticated(await signed({ ...good, fid: "family" }, user.id));
    // Well-formed claims naming a family that does not exist are refused as well.
    await expectUnauthenticated(await signed(good, user.id));
    expect((await api.get(ME, { token: auth.accessToken })).status).toBe(200);
  });
});

describe("access tokens of a revoked refresh family", () => {
  it("stop working at logout, while another sign-in of the same user goes on", async () => {
    const { email, password, auth } = await registerUser();
    const other = await api.post("/api/v1/auth/login", { email, password }, { ip: uniqueIp() });
    expect(other.status).toBe(200);
    expect((await api.post("/api/v1/auth/logout", { refreshToken: auth.refreshToken })).status).toBe(200);
    await expectUnauthenticated(auth.accessToken);
    expect((await api.get(ME, { token: other.json.accessToken })).status).toBe(200);
  });

  it("stop working when a replayed refresh token revokes the family", async () => {
    const { auth } = await registerUser();
    const rotated = await api.post("/api/v1/auth/refresh", { refreshToken: auth.refreshToken });
    expect(rotated.status).toBe(200);
    // Tokens of earlier rotations stay valid while the family lives.
    expect((await api.get(ME, { token: auth.accessToken })).status).toBe(200);
    expect((await api.post("/api/v1/auth/refresh", { refreshToken: auth.refreshToken })).status).toBe(401);
    await expectUnauthenticated(rotated.json.accessToken);
    await expectUnauthenticated(auth.accessToken);
  });

  it("stop working on every device after a password change", async () => {
    const { email, password, auth } = await registerUser();
    const other = await api.post("/api/v1/auth/login", { email, password }, { ip: uniqueIp() });
    const changed = await api.post(
      "/api/v1/auth/change-password",
      { currentPassword: password, newPassword: "a brand new password" },
      { token: auth.accessToken },
    );
    expect(changed.status).toBe(200);
    await expectUnauthenticated(other.json.accessToken);
    await expectUnauthenticated(auth.accessToken);
  });
});
