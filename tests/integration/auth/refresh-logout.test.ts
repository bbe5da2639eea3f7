import { describe, expect, it } from "vitest";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { expireRefreshToken, setUserStatus } from "../../helpers/db";

const REFRESH = "/api/v1/auth/refresh";
const LOGOUT = "/api/v1/auth/logout";

const refresh = (refreshToken: string) => api.post(REFRESH, { refreshToken });

function expectInvalid(res: Awaited<ReturnType<typeof refresh>>) {
  expect(res.status).toBe(401);
  expect(res.json.error.code).toBe("INVALID_TOKEN");
}

describe("POST /api/v1/auth/refresh", () => {
  it("rotates: a new pair each time, and the new access token works", async () => {
    const { auth, user } = await registerUser();
    const first = await refresh(auth.refreshToken);
    expect(first.status).toBe(200);
    expect(first.json.refreshToken).not.toBe(auth.refreshToken);
    expect(first.json.user.id).toBe(user.id);
    const second = await refresh(first.json.refreshToken);
    expect(second.status).toBe(200);
    expect((await api.get("/api/v1/auth/me", { token: second.json.accessToken })).status).toBe(200);
  });

  it("detects reuse of a rotated token and revokes its whole family", async () => {
    const { auth } = await registerUser();
    const rotated = await refresh(auth.refreshToken);
    expect(rotated.status).toBe(200);
    expectInvalid(await refresh(auth.refreshToken));
    // The attacker's replay also kills the legitimate holder's newer token.
    expectInvalid(await refresh(rotated.json.refreshToken));
  });

  it("lets only one of two concurrent refreshes with one token win", async () => {
    const { auth } = await registerUser();
    const results = await Promise.all([refresh(auth.refreshToken), refresh(auth.refreshToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("refuses unknown and expired tokens", async () => {
    expectInvalid(await refresh("not-a-token"));
    const { auth } = await registerUser();
    await expireRefreshToken(auth.refreshToken);
    expectInvalid(await refresh(auth.refreshToken));
  });

  it("refuses a suspended user's token", async () => {
    const { auth, user } = await registerUser();
    await setUserStatus(user.id, "SUSPENDED");
    expectInvalid(await refresh(auth.refreshToken));
  });

  it("requires refreshToken", async () => {
    const res = await api.post(REFRESH, {});
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe("refreshToken");
  });
});

describe("POST /api/v1/auth/logout", () => {
  it("revokes the token and answers an empty 200", async () => {
    const { auth } = await registerUser();
    const res = await api.post(LOGOUT, { refreshToken: auth.refreshToken });
    expect(res.status).toBe(200);
    expect(res.text).toBe("");
    expectInvalid(await refresh(auth.refreshToken));
  });

  it("leaves the account's other sessions signed in", async () => {
    const { auth, email, password } = await registerUser();
    const other = await api.post("/api/v1/auth/login", { email, password });
    await api.post(LOGOUT, { refreshToken: auth.refreshToken });
    expect((await refresh(other.json.refreshToken)).status).toBe(200);
  });

  it("is idempotent for unknown tokens and validates its body", async () => {
    expect((await api.post(LOGOUT, { refreshToken: "unknown" })).status).toBe(200);
    const bad = await api.post(LOGOUT, undefined);
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("VALIDATION_FAILED");
  });
});
