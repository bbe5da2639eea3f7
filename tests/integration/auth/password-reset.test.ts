import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { api } from "../../helpers/api";
import { latestEmailToken, registerUser, uniqueEmail, uniqueIp } from "../../helpers/accounts";
import { expireOneTimeToken } from "../../helpers/db";

const REQUEST = "/api/v1/auth/reset-password-request";
const RESET = "/api/v1/auth/reset-password";
const validate = (token: string) => api.get(`/api/v1/auth/reset-password/validate?token=${encodeURIComponent(token)}`);

async function outboxCount(to: string) {
  return (await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).length;
}

describe("password reset", () => {
  it("answers the same raw string for known and unknown emails, and emails only the known", async () => {
    const { email } = await registerUser();
    const stranger = uniqueEmail();
    const known = await api.post(REQUEST, { email }, { ip: uniqueIp() });
    const unknown = await api.post(REQUEST, { email: stranger }, { ip: uniqueIp() });
    expect(known.status).toBe(200);
    expect(known.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(known.text).toBe(unknown.text);
    expect(known.text).toMatch(/reset/i);
    expect(await latestEmailToken(email, "PASSWORD_RESET")).toBeTruthy();
    expect(await outboxCount(stranger)).toBe(0);
  });

  it("also takes the email as a query parameter on forgot-password", async () => {
    const { email } = await registerUser();
    const res = await api.post(`/api/v1/auth/forgot-password?email=${encodeURIComponent(email)}`, undefined, {
      ip: uniqueIp(),
    });
    expect(res.status).toBe(200);
    expect(await latestEmailToken(email, "PASSWORD_RESET")).toBeTruthy();
    const missing = await api.post("/api/v1/auth/forgot-password", undefined, { ip: uniqueIp() });
    expect(missing.status).toBe(400);
    expect(missing.json.error.details[0].path).toBe("email");
  });

  it("resets the password once, signs out every session, and the old password stops working", async () => {
    const { email, password, auth } = await registerUser();
    await api.post(REQUEST, { email }, { ip: uniqueIp() });
    const token = await latestEmailToken(email, "PASSWORD_RESET");
    expect((await validate(token)).json).toBe(true);

    const res = await api.post(RESET, { token, newPassword: "a brand new secret" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");

    expect((await validate(token)).json).toBe(false);
    const reused = await api.post(RESET, { token, newPassword: "yet another secret" });
    expect(reused.status).toBe(400);
    expect(reused.json.error.code).toBe("INVALID_TOKEN");

    expect((await api.post("/api/v1/auth/refresh", { refreshToken: auth.refreshToken })).status).toBe(401);
    expect((await api.post("/api/v1/auth/login", { email, password }, { ip: uniqueIp() })).status).toBe(401);
    const login = await api.post("/api/v1/auth/login", { email, password: "a brand new secret" }, { ip: uniqueIp() });
    expect(login.status).toBe(200);
  });

  it("refuses an expired or unknown token", async () => {
    const { email } = await registerUser();
    await api.post(REQUEST, { email }, { ip: uniqueIp() });
    const token = await latestEmailToken(email, "PASSWORD_RESET");
    await expireOneTimeToken(token);
    expect((await validate(token)).json).toBe(false);
    const res = await api.post(RESET, { token, newPassword: "a brand new secret" });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("INVALID_TOKEN");
    expect((await validate("unknown")).json).toBe(false);
  });

  it("does not accept a verification token as a reset token", async () => {
    const { email } = await registerUser();
    const verification = await latestEmailToken(email, "EMAIL_VERIFICATION");
    const res = await api.post(RESET, { token: verification, newPassword: "a brand new secret" });
    expect(res.json.error.code).toBe("INVALID_TOKEN");
  });

  it.each([
    [{ newPassword: "a brand new secret" }, "token"],
    [{ token: "t", newPassword: "short" }, "newPassword"],
    [{ token: "t" }, "newPassword"],
  ])("validates %j (400 on %s)", async (body, path) => {
    const res = await api.post(RESET, body);
    expect(res.status).toBe(400);
    expect(res.json.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("requires the token on validate", async () => {
    const res = await api.get("/api/v1/auth/reset-password/validate");
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe("token");
  });

  it("limits requests per email (5 an hour) and per IP (20 an hour)", async () => {
    const { email } = await registerUser();
    const perEmail: number[] = [];
    for (let i = 0; i < 6; i++) perEmail.push((await api.post(REQUEST, { email }, { ip: uniqueIp() })).status);
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);

    const ip = uniqueIp();
    const perIp: number[] = [];
    for (let i = 0; i < 21; i++) perIp.push((await api.post(REQUEST, { email: uniqueEmail() }, { ip })).status);
    expect(perIp.filter((s) => s === 200)).toHaveLength(20);
    expect(perIp[20]).toBe(429);
  });
});
