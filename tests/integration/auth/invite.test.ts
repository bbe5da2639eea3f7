import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.REGISTRATION_MODE = "invite";
  process.env.GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com";
  process.env.GOOGLE_JWKS_URL = "https://google.test/oauth2/v3/certs";
});

import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invitationCodes } from "@/db/schema";
import { randomToken } from "@/lib/crypto/digest";
import { api } from "../../helpers/api";
import { uniqueEmail, uniqueIp } from "../../helpers/accounts";
import { googleIdToken, startFakeGoogle } from "../../helpers/google";

startFakeGoogle();
const REGISTER = "/api/v1/auth/register";

async function newCode(values: Partial<typeof invitationCodes.$inferInsert> = {}) {
  const code = randomToken(12);
  await (await getDb())
    .insert(invitationCodes)
    .values({ code, expiresAt: new Date(Date.now() + 86_400_000), createdBy: "admin@example.com", ...values });
  return code;
}

const register = (body: Record<string, unknown>) =>
  api.post(REGISTER, { email: uniqueEmail(), password: "long enough pw", ...body }, { ip: uniqueIp() });

describe("registration by invitation", () => {
  it("requires a code", async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].path).toBe("invitationCode");
  });

  it("accepts an active code once and records who used it", async () => {
    const code = await newCode();
    const email = uniqueEmail();
    const res = await register({ email, invitationCode: code });
    expect(res.status).toBe(201);
    const [row] = await (await getDb()).select().from(invitationCodes).where(eq(invitationCodes.code, code));
    expect(row).toMatchObject({ status: "USED", usedBy: email });
    expect(row!.usedAt).toBeInstanceOf(Date);
    const reuse = await register({ invitationCode: code });
    expect(reuse.status).toBe(400);
    expect(reuse.json.error.details[0].path).toBe("invitationCode");
  });

  it("refuses unknown, expired and revoked codes without creating the account", async () => {
    const expired = await newCode({ expiresAt: sql`now() - interval '1 minute'` as unknown as Date });
    const revoked = await newCode({ status: "REVOKED" });
    for (const invitationCode of ["no-such-code", expired, revoked]) {
      const email = uniqueEmail();
      const res = await register({ email, invitationCode });
      expect(res.status).toBe(400);
      const login = await api.post("/api/v1/auth/login", { email, password: "long enough pw" }, { ip: uniqueIp() });
      expect(login.status).toBe(401);
    }
  });

  it("does not use up the code when the email is taken", async () => {
    const code = await newCode();
    const email = uniqueEmail();
    expect((await register({ email, invitationCode: await newCode() })).status).toBe(201);
    expect((await register({ email, invitationCode: code })).status).toBe(409);
    expect((await register({ invitationCode: code })).status).toBe(201);
  });

  it("asks a new Google account for a code too, but not an existing one", async () => {
    const email = uniqueEmail();
    const idToken = await googleIdToken({ sub: "inv-1", email, email_verified: true });
    const refused = await api.post("/api/v1/auth/google", { idToken });
    expect(refused.status).toBe(400);
    const created = await api.post("/api/v1/auth/google", { idToken, invitationCode: await newCode() });
    expect(created.status).toBe(200);
    expect((await api.post("/api/v1/auth/google", { idToken })).status).toBe(200);
  });
});
