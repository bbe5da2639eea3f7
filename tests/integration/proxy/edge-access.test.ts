import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.EDGE_ACCESS_CLIENT_ID = "edge-client";
  process.env.EDGE_ACCESS_CLIENT_SECRET = "edge-secret-value";
});

import { api } from "../../helpers/api";
import { uniqueEmail, uniqueIp } from "../../helpers/accounts";

const body = () => ({ email: uniqueEmail(), password: "long enough pw" });
const edge = (id: string, secret: string) => ({
  "edge-access-client-id": id,
  "edge-access-client-secret": secret,
});

describe("edge access on /api/v1", () => {
  it("refuses requests without the edge credentials", async () => {
    const res = await api.post("/api/v1/auth/register", body(), { ip: uniqueIp() });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("FORBIDDEN");
  });

  it("refuses a wrong id or secret", async () => {
    for (const headers of [edge("edge-client", "wrong"), edge("wrong", "edge-secret-value"), edge("", "")]) {
      const res = await api.post("/api/v1/auth/register", body(), { headers, ip: uniqueIp() });
      expect(res.status).toBe(403);
    }
  });

  it("serves requests that carry them", async () => {
    const res = await api.post("/api/v1/auth/register", body(), {
      headers: edge("edge-client", "edge-secret-value"),
      ip: uniqueIp(),
    });
    expect(res.status).toBe(201);
  });

  it("keys per-IP limits on the address the browser proxy vouches for, proven with the edge secret", async () => {
    const proof = createHmac("sha256", "edge-secret-value").update("client-ip:203.0.113.61").digest("base64url");
    const headers = { ...edge("edge-client", "edge-secret-value"), "x-sred-client-ip": "203.0.113.61", "x-sred-client-ip-proof": proof };
    const statuses: number[] = [];
    // Every request reaches the backend from another hop (a host's edge), for one browser.
    for (let i = 0; i < 11; i++) statuses.push((await api.post("/api/v1/auth/register", body(), { headers, ip: `10.1.0.${i + 1}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });

  it("checks edge access before authentication", async () => {
    const res = await api.get("/api/v1/auth/me");
    expect(res.status).toBe(403);
  });
});
