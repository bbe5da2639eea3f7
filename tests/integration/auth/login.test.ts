import { describe, expect, it } from "vitest";
import { api } from "../../helpers/api";
import { registerUser, uniqueEmail, uniqueIp } from "../../helpers/accounts";
import { setUserStatus, userRow } from "../../helpers/db";

const LOGIN = "/api/v1/auth/login";

describe("POST /api/v1/auth/login", () => {
  it("signs in with email (any case) and password and records the login", async () => {
    const { email, password, user } = await registerUser();
    const res = await api.post(LOGIN, { email: email.toUpperCase(), password }, { ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ tokenType: "Bearer", expiresIn: 900, user: { id: user.id, email } });
    const me = await api.get("/api/v1/auth/me", { token: res.json.accessToken });
    expect(me.json.id).toBe(user.id);
    expect((await userRow(user.id)).lastLoginAt).toBeInstanceOf(Date);
  });

  it("answers a wrong password and an unknown email alike: 401 INVALID_CREDENTIALS", async () => {
    const { email } = await registerUser();
    const wrong = await api.post(LOGIN, { email, password: "not the password" }, { ip: uniqueIp() });
    const unknown = await api.post(LOGIN, { email: uniqueEmail(), password: "not the password" }, { ip: uniqueIp() });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe("INVALID_CREDENTIALS");
    }
    expect(wrong.json.message).toBe(unknown.json.message);
  });

  it.each([
    [{ password: "x" }, "email"],
    [{ email: "bad", password: "x" }, "email"],
    [{ email: "a@example.com" }, "password"],
    [{ email: "a@example.com", password: "" }, "password"],
  ])("rejects %j with 400 on %s", async (body, path) => {
    const res = await api.post(LOGIN, body, { ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe(path);
  });

  it("refuses a suspended account with 403 ACCOUNT_SUSPENDED", async () => {
    const { email, password, user } = await registerUser();
    await setUserStatus(user.id, "SUSPENDED");
    const res = await api.post(LOGIN, { email, password }, { ip: uniqueIp() });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("ACCOUNT_SUSPENDED");
  });

  it("limits attempts per email (10 per 10 minutes) across client IPs", async () => {
    const { email } = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await api.post(LOGIN, { email, password: "wrong password" }, { ip: uniqueIp() })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it("limits attempts per client IP (30 per 10 minutes) across emails", async () => {
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await api.post(LOGIN, { email: uniqueEmail(), password: "wrong password" }, { ip });
      last = res.status;
      if (i < 30) expect(res.status).toBe(401);
    }
    expect(last).toBe(429);
  });
});

describe("POST /api/v1/auth/google without Google settings", () => {
  it("answers 503 NOT_CONFIGURED", async () => {
    const res = await api.post("/api/v1/auth/google", { idToken: "x.y.z" });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("NOT_CONFIGURED");
  });

  it("validates the body first", async () => {
    const res = await api.post("/api/v1/auth/google", {});
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe("idToken");
  });
});
