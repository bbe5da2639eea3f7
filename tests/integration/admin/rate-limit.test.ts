import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.RATE_LIMIT_ADMIN_WRITES_PER_USER = "3/1";
});

import { api } from "../../helpers/api";
import { expectDocumented } from "../openapi/conformance";
import { newAdmin } from "./support";

describe("admin writes", () => {
  it("are limited per admin (429 with Retry-After), reads are not, and another admin has their own budget", async () => {
    const a = await newAdmin();
    for (let i = 0; i < 3; i += 1) expect((await api.post("/api/v1/admin/invitations", undefined, { token: a.token })).status).toBe(201);
    const limited = expectDocumented(
      "put",
      "/api/v1/admin/quotas/global",
      await api.put("/api/v1/admin/quotas/global", { aiRunsPerDay: 5 }, { token: a.token }),
    );
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api.get("/api/v1/admin/quotas/config", { token: a.token })).json.data.global.aiRunsPerDay).toBe(10_000);
    expect((await api.get("/api/v1/admin/invitations", { token: a.token })).status).toBe(200);
    const b = await newAdmin();
    expect((await api.post("/api/v1/admin/invitations", undefined, { token: b.token })).status).toBe(201);
  });
});
