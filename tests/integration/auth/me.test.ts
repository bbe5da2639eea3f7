import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { getSecrets } from "@/lib/secrets";
import { api } from "../../helpers/api";
import { registerUser, uniqueIp } from "../../helpers/accounts";
import { setUserStatus } from "../../helpers/db";

const ME = "/api/v1/auth/me";
const CHANGE = "/api/v1/auth/change-password";

async function expiredToken(sub: string) {
  return new SignJWT({ role: "USER", tier: "FREE" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sub)
    .setIssuer("sred-workspace")
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(getSecrets().authSecret);
}

describe("GET /api/v1/auth/me", () => {
  it("returns the raw UserDTO", async () => {
    const { token, user } = await registerUser({ fullName: "Grace Hopper" });
    const res = await api.get(ME, { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(user);
  });

  it("answers a plain 401 without a token, with a forged one, and with an expired one", async () => {
    const { user } = await registerUser();
    const forged = await new SignJWT({ role: "ADMIN" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer("sred-workspace")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("x".repeat(48)));
    for (const token of [undefined, "garbage", forged, await expiredToken(user.id)]) {
      const res = await api.get(ME, { token });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: "Unauthorized" });
    }
  });

  it("refuses an unsigned (alg none) token", async () => {
    const { user } = await registerUser();
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = Buffer.from(
      JSON.stringify({ sub: user.id, iss: "sred-workspace", exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString("base64url");
    expect((await api.get(ME, { token: `${header}.${payload}.` })).status).toBe(401);
  });

  it("answers 403 ACCOUNT_SUSPENDED to a suspended user's still-valid token", async () => {
    const { token, user } = await registerUser();
    await setUserStatus(user.id, "SUSPENDED");
    const res = await api.get(ME, { token });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("ACCOUNT_SUSPENDED");
  });
});

describe("PATCH /api/v1/auth/me", () => {
  it("updates username and full name, and clears them with null", async () => {
    const { token } = await registerUser();
    const res = await api.patch(ME, { username: "ada.l", fullName: "Ada Lovelace" }, { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ username: "ada.l", fullName: "Ada Lovelace" });
    expect((await api.get(ME, { token })).json.fullName).toBe("Ada Lovelace");
    const cleared = await api.patch(ME, { fullName: null }, { token });
    expect(cleared.json).toMatchObject({ username: "ada.l", fullName: null });
  });

  it("keeps the caller's own username and refuses another's", async () => {
    const other = await registerUser({ username: "someone" });
    expect(other.user.username).toBe("someone");
    const { token } = await registerUser({ username: "myself" });
    expect((await api.patch(ME, { username: "MYSELF" }, { token })).status).toBe(200);
    const res = await api.patch(ME, { username: "SomeOne" }, { token });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("CONFLICT");
  });

  it("validates fields and needs a token", async () => {
    const { token } = await registerUser();
    const res = await api.patch(ME, { username: "x y" }, { token });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe("username");
    expect((await api.patch(ME, { fullName: "x".repeat(201) }, { token })).status).toBe(400);
    const anonymous = await api.patch(ME, { fullName: "X" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ message: "Unauthorized" });
  });
});

describe("POST /api/v1/auth/change-password", () => {
  it("changes the password and signs out refresh tokens", async () => {
    const { token, auth, email, password } = await registerUser();
    const res = await api.post(CHANGE, { currentPassword: password, newPassword: "the new password" }, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect((await api.post("/api/v1/auth/refresh", { refreshToken: auth.refreshToken })).status).toBe(401);
    expect((await api.post("/api/v1/auth/login", { email, password }, { ip: uniqueIp() })).status).toBe(401);
    const login = await api.post("/api/v1/auth/login", { email, password: "the new password" }, { ip: uniqueIp() });
    expect(login.status).toBe(200);
  });

  it("answers 400 INVALID_CREDENTIALS for a wrong current password", async () => {
    const { token } = await registerUser();
    const res = await api.post(CHANGE, { currentPassword: "wrong wrong", newPassword: "the new password" }, { token });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("INVALID_CREDENTIALS");
  });

  it("validates the body and needs a token", async () => {
    const { token, password } = await registerUser();
    const short = await api.post(CHANGE, { currentPassword: password, newPassword: "short" }, { token });
    expect(short.status).toBe(400);
    expect(short.json.error.details[0].path).toBe("newPassword");
    expect((await api.post(CHANGE, { newPassword: "the new password" }, { token })).status).toBe(400);
    const anonymous = await api.post(CHANGE, { currentPassword: "a", newPassword: "the new password" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ message: "Unauthorized" });
  });
});
