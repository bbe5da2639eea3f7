import { describe, expect, it } from "vitest";
import { api } from "../../helpers/api";
import { latestEmailToken, registerUser, uniqueEmail, uniqueIp } from "../../helpers/accounts";
import { expireOneTimeToken } from "../../helpers/db";

const VERIFY = "/api/v1/auth/verify-email";
const validate = (token: string) => api.get(`${VERIFY}/validate?token=${encodeURIComponent(token)}`);

describe("email verification", () => {
  it("verifies with the emailed token (POST), once", async () => {
    const { email, token: access } = await registerUser();
    const token = await latestEmailToken(email, "EMAIL_VERIFICATION");
    expect((await validate(token)).json).toBe(true);
    const res = await api.post(VERIFY, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect((await api.get("/api/v1/auth/me", { token: access })).json.emailVerified).toBe(true);
    expect((await validate(token)).json).toBe(false);
    const again = await api.post(VERIFY, { token });
    expect(again.status).toBe(400);
    expect(again.json.error.code).toBe("INVALID_TOKEN");
  });

  it("verifies with the token in the query (GET)", async () => {
    const { email, token: access } = await registerUser();
    const token = await latestEmailToken(email, "EMAIL_VERIFICATION");
    const res = await api.get(`${VERIFY}?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect((await api.get("/api/v1/auth/me", { token: access })).json.emailVerified).toBe(true);
  });

  it("refuses expired and unknown tokens, and validates input", async () => {
    const { email } = await registerUser();
    const token = await latestEmailToken(email, "EMAIL_VERIFICATION");
    await expireOneTimeToken(token);
    expect((await api.post(VERIFY, { token })).json.error.code).toBe("INVALID_TOKEN");
    expect((await api.get(`${VERIFY}?token=nope`)).json.error.code).toBe("INVALID_TOKEN");
    expect((await api.post(VERIFY, {})).status).toBe(400);
    expect((await api.get(VERIFY)).status).toBe(400);
    expect((await api.get(`${VERIFY}/validate`)).status).toBe(400);
  });

  it("resend-verification sends a new link to an unverified account and says the same for anyone", async () => {
    const { email } = await registerUser();
    const first = await latestEmailToken(email, "EMAIL_VERIFICATION");
    const res = await api.post(`/api/v1/auth/resend-verification?email=${encodeURIComponent(email)}`, undefined, {
      ip: uniqueIp(),
    });
    expect(res.status).toBe(200);
    const second = await latestEmailToken(email, "EMAIL_VERIFICATION");
    expect(second).not.toBe(first);
    const stranger = await api.post(`/api/v1/auth/resend-verification?email=${uniqueEmail()}`, undefined, {
      ip: uniqueIp(),
    });
    expect(stranger.text).toBe(res.text);
    expect((await api.post("/api/v1/auth/resend-verification", undefined, { ip: uniqueIp() })).status).toBe(400);
  });

  it("resend-verification is rate limited per email", async () => {
    const { email } = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api.post(`/api/v1/auth/resend-verification?email=${encodeURIComponent(email)}`, undefined, {
        ip: uniqueIp(),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("POST /api/v1/auth/email-verification", () => {
  const SEND = "/api/v1/auth/email-verification";

  it("sends a new link to the signed-in user", async () => {
    const { email, token } = await registerUser();
    const before = await latestEmailToken(email, "EMAIL_VERIFICATION");
    const res = await api.post(SEND, undefined, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await latestEmailToken(email, "EMAIL_VERIFICATION")).not.toBe(before);
  });

  it("answers 409 once the email is verified", async () => {
    const { email, token } = await registerUser();
    await api.post(VERIFY, { token: await latestEmailToken(email, "EMAIL_VERIFICATION") });
    const res = await api.post(SEND, undefined, { token });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("CONFLICT");
  });

  it("answers a plain 401 without a token", async () => {
    const res = await api.post(SEND);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Unauthorized" });
  });
});
