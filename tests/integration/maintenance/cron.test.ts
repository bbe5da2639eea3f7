import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.CRON_SECRET = "cron-secret-value";
});

import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits, refreshTokens } from "@/db/schema";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";

const CRON = "/api/internal/cron";

describe("/api/internal/cron", () => {
  it("refuses a missing or wrong secret", async () => {
    expect((await api.get(CRON)).status).toBe(401);
    expect((await api.get(CRON, { token: "wrong" })).status).toBe(401);
  });

  it("sweeps stale rate-limit windows and dead refresh tokens, and keeps live ones", async () => {
    const db = await getDb();
    const { auth } = await registerUser();
    await db.insert(rateLimits).values([
      { key: "old", windowStart: sql`now() - interval '2 days'` as unknown as Date, count: 3 },
      { key: "fresh", windowStart: new Date(), count: 1 },
    ]);
    await db.update(refreshTokens).set({ expiresAt: sql`now() - interval '2 days'` });
    const second = await registerUser();

    const res = await api.get(CRON, { token: "cron-secret-value" });
    expect(res.status).toBe(200);
    expect(res.json.swept.rateLimits).toBe(1);
    expect(res.json.swept.refreshTokens).toBe(1);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain("fresh");
    expect(keys).not.toContain("old");
    expect((await api.post("/api/v1/auth/refresh", { refreshToken: auth.refreshToken })).status).toBe(401);
    expect((await api.post("/api/v1/auth/refresh", { refreshToken: second.auth.refreshToken })).status).toBe(200);
  });
});
