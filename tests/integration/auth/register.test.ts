import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { emailOutbox, users } from "@/db/schema";
import { api } from "../../helpers/api";
import { latestEmailToken, registerUser, uniqueEmail, uniqueIp } from "../../helpers/accounts";

const REGISTER = "/api/v1/auth/register";

describe("POST /api/v1/auth/register", () => {
  it("creates an account, answers a raw AuthResponse and emails a verification link", async () => {
    const email = uniqueEmail("New");
    const res = await api.post(
      REGISTER,
      { email: `  ${email.toUpperCase()} `, password: "long enough pw", username: "ann_lee", fullName: "Ann Lee" },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ tokenType: "Bearer", expiresIn: 900 });
    expect(res.json.accessToken).toMatch(/^ey/);
    expect(res.json.refreshToken.length).toBeGreaterThan(30);
    expect(res.json.user).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      username: "ann_lee",
      fullName: "Ann Lee",
      role: "USER",
      status: "ACTIVE",
      emailVerified: false,
      membershipTier: "FREE",
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(res.json.success).toBeUndefined();
    const token = await latestEmailToken(email.toLowerCase(), "EMAIL_VERIFICATION");
    expect(token.length).toBeGreaterThan(30);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row!.passwordHash).toMatch(/^\$2[aby]\$/);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email.toLowerCase()));
    // The outbox keeps a readable message whose link no longer works.
    expect(mail!.link).toBe("http://localhost:3000/verify-email?token=[removed]");
    expect(`${mail!.textBody}${mail!.htmlBody}`).not.toContain(token);
    expect(mail!.textBody).toContain("Confirm my email");
    expect(mail!.provider).toBe("outbox");
  });

  it.each([
    [{ password: "long enough pw" }, "email"],
    [{ email: "not-an-email", password: "long enough pw" }, "email"],
    [{ email: "a@example.com" }, "password"],
    [{ email: "a@example.com", password: "short" }, "password"],
    [{ email: "a@example.com", password: "é".repeat(37) }, "password"],
    [{ email: "a@example.com", password: "long enough pw", username: "no spaces allowed" }, "username"],
    [{ email: "a@example.com", password: "long enough pw", username: "ab" }, "username"],
    [{ email: "a@example.com", password: "long enough pw", fullName: "x".repeat(201) }, "fullName"],
  ])("rejects %j with a 400 on %s", async (body, path) => {
    const res = await api.post(REGISTER, body, { ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.error.code).toBe("VALIDATION_FAILED");
    expect(res.json.error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(res.json.message).toMatch(new RegExp(`^${path}: `));
  });

  it("accepts a password of exactly 72 bytes", async () => {
    const res = await api.post(REGISTER, { email: uniqueEmail(), password: "a".repeat(72) }, { ip: uniqueIp() });
    expect(res.status).toBe(201);
  });

  it("answers malformed JSON and a missing body with 400", async () => {
    const bad = await api.post(REGISTER, undefined, { rawBody: "{nope", ip: uniqueIp() });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("VALIDATION_FAILED");
    const empty = await api.post(REGISTER, undefined, { ip: uniqueIp() });
    expect(empty.status).toBe(400);
    expect(empty.json.error.code).toBe("VALIDATION_FAILED");
  });

  it("refuses a second account with the same email, in any case", async () => {
    const { email } = await registerUser();
    const res = await api.post(REGISTER, { email: email.toUpperCase(), password: "another password" }, { ip: uniqueIp() });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("CONFLICT");
  });

  it("refuses a username that is taken, in any case", async () => {
    await registerUser({ username: "Taken.Name" });
    const res = await api.post(
      REGISTER,
      { email: uniqueEmail(), password: "long enough pw", username: "taken.name" },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(409);
  });

  it("lets only one of two simultaneous sign-ups with one email through", async () => {
    const email = uniqueEmail();
    const results = await Promise.all(
      [0, 1].map(() => api.post(REGISTER, { email, password: "long enough pw" }, { ip: uniqueIp() })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("limits sign-ups per client IP with 429 and Retry-After", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await api.post(REGISTER, { email: uniqueEmail(), password: "long enough pw" }, { ip });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.json.error.code).toBe("RATE_LIMITED");
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await api.post(REGISTER, { email: uniqueEmail(), password: "long enough pw" }, { ip: uniqueIp() });
    expect(other.status).toBe(201);
  });
});
