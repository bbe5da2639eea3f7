import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com";
  process.env.GOOGLE_JWKS_URL = "https://google.test/oauth2/v3/certs";
  process.env.ADMIN_EMAILS = "boss@example.com, chief@example.com";
});

import { api } from "../../helpers/api";
import { latestEmailToken, registerUser, uniqueEmail, uniqueIp } from "../../helpers/accounts";
import { setUserStatus } from "../../helpers/db";
import { googleIdToken, startFakeGoogle } from "../../helpers/google";

startFakeGoogle();
const GOOGLE = "/api/v1/auth/google";

describe("POST /api/v1/auth/google", () => {
  it("creates a verified account from a verified Google identity", async () => {
    const email = uniqueEmail("g");
    const idToken = await googleIdToken({ sub: "g-1", email, email_verified: true, name: "Gail Goo" });
    const res = await api.post(GOOGLE, { idToken });
    expect(res.status, res.text).toBe(200);
    expect(res.json.user).toMatchObject({ email, emailVerified: true, fullName: "Gail Goo", role: "USER" });
    const again = await api.post(GOOGLE, { idToken: await googleIdToken({ sub: "g-1", email, email_verified: true }) });
    expect(again.json.user.id).toBe(res.json.user.id);
  });

  it("links an existing account with the same email and marks it verified", async () => {
    const { email, user, password } = await registerUser();
    const res = await api.post(GOOGLE, {
      idToken: await googleIdToken({ sub: "g-2", email: email.toUpperCase(), email_verified: true }),
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ id: user.id, emailVerified: true });
    expect((await api.post("/api/v1/auth/login", { email, password }, { ip: uniqueIp() })).status).toBe(200);
  });

  it.each([
    ["an unverified email", { sub: "g-3", email: "u@example.com", email_verified: false }, {}],
    ["no email", { sub: "g-4" }, {}],
    ["another audience", { sub: "g-5", email: "a@example.com", email_verified: true, aud: "someone-else" }, {}],
    ["another issuer", { sub: "g-6", email: "a@example.com", email_verified: true, iss: "https://evil.test" }, {}],
    ["an expired token", { sub: "g-7", email: "a@example.com", email_verified: true, exp: 1_000 }, {}],
    ["a foreign signature", { sub: "g-8", email: "a@example.com", email_verified: true }, { foreignKey: true }],
  ])("refuses %s with 401 INVALID_CREDENTIALS", async (_label, claims, options) => {
    const res = await api.post(GOOGLE, { idToken: await googleIdToken(claims, options) });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("INVALID_CREDENTIALS");
  });

  it("refuses a garbage token with 401", async () => {
    expect((await api.post(GOOGLE, { idToken: "not.a.jwt" })).status).toBe(401);
  });

  it("refuses a suspended account with 403", async () => {
    const { email, user } = await registerUser();
    await setUserStatus(user.id, "SUSPENDED");
    const res = await api.post(GOOGLE, { idToken: await googleIdToken({ sub: "g-9", email, email_verified: true }) });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("ACCOUNT_SUSPENDED");
  });

  it("promotes a listed email through Google (verified by Google)", async () => {
    const res = await api.post(GOOGLE, {
      idToken: await googleIdToken({ sub: "g-10", email: "chief@example.com", email_verified: true }),
    });
    expect(res.json.user.role).toBe("ADMIN");
  });
});

describe("ADMIN_EMAILS", () => {
  it("promotes a listed email at verification, not before", async () => {
    const { token } = await registerUser({ email: "boss@example.com" });
    expect((await api.get("/api/v1/auth/me", { token })).json.role).toBe("USER");
    await api.post("/api/v1/auth/verify-email", { token: await latestEmailToken("boss@example.com") });
    expect((await api.get("/api/v1/auth/me", { token })).json.role).toBe("ADMIN");
  });

  it("leaves unlisted emails alone", async () => {
    const { email, token } = await registerUser();
    await api.post("/api/v1/auth/verify-email", { token: await latestEmailToken(email) });
    expect((await api.get("/api/v1/auth/me", { token })).json.role).toBe("USER");
  });
});
