import { beforeAll, describe, expect, inject, it } from "vitest";
import { PASSWORD, request, uniqueEmail } from "./http";

// The account flow as the browser runs it: everything through the proxy.
const api = `${inject("baseUrl")}/api/bff/api/v1`;

const login = (email: string) => request("POST", `${api}/auth/login`, { json: { email, password: PASSWORD } });

describe("account flow through the proxy", () => {
  const email = uniqueEmail("flow");

  beforeAll(async () => {
    const res = await request("POST", `${api}/auth/register`, { json: { email, password: PASSWORD } });
    expect(res.status, res.text).toBe(201);
  });

  it("logs in, reads and updates me", async () => {
    const res = await login(email);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ tokenType: "Bearer", user: { email } });
    const token = res.json.accessToken as string;

    const me = await request("GET", `${api}/auth/me`, { token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: res.json.user.id, email, role: "USER" });

    const username = `smoke_${Date.now().toString(36)}`;
    const patched = await request("PATCH", `${api}/auth/me`, { token, json: { username, fullName: "Smoke Tester" } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json).toMatchObject({ email, username, fullName: "Smoke Tester" });
  });

  it("rotates the refresh token: the old one then fails with 401 INVALID_TOKEN", async () => {
    const first = (await login(email)).json.refreshToken as string;
    const rotated = await request("POST", `${api}/auth/refresh`, { json: { refreshToken: first } });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.json.refreshToken).toEqual(expect.any(String));
    expect(rotated.json.refreshToken).not.toBe(first);

    const reused = await request("POST", `${api}/auth/refresh`, { json: { refreshToken: first } });
    expect(reused.status).toBe(401);
    expect(reused.json.error.code).toBe("INVALID_TOKEN");
  });

  it("logs out with an empty 200, after which the refresh token is dead", async () => {
    const refreshToken = (await login(email)).json.refreshToken as string;
    const res = await request("POST", `${api}/auth/logout`, { json: { refreshToken } });
    expect(res.status).toBe(200);
    expect(res.text).toBe("");

    const after = await request("POST", `${api}/auth/refresh`, { json: { refreshToken } });
    expect(after.status).toBe(401);
    expect(after.json.error.code).toBe("INVALID_TOKEN");
  });

  it("answers a malformed JSON body with 400 VALIDATION_FAILED", async () => {
    const res = await request("POST", `${api}/auth/login`, { raw: '{"email": "x@example.com",' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: { code: "VALIDATION_FAILED" } });
  });

  it("answers GET me without a token with the plain 401", async () => {
    const res = await request("GET", `${api}/auth/me`);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Unauthorized" });
  });
});
