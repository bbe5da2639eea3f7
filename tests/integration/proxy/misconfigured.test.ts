import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.EDGE_ACCESS_CLIENT_ID = "only-the-id";
  delete process.env.EDGE_ACCESS_CLIENT_SECRET;
});

import { api } from "../../helpers/api";

describe("a half-configured proxy", () => {
  it("answers 500 Proxy misconfigured without calling upstream", async () => {
    const res = await api.get("/api/bff/api/v1/auth/me");
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: "Proxy misconfigured" });
  });

  it("makes the backend refuse every request (fails closed)", async () => {
    const res = await api.get("/api/v1/auth/me", {
      headers: { "edge-access-client-id": "only-the-id", "edge-access-client-secret": "" },
    });
    expect(res.status).toBe(403);
  });
});
