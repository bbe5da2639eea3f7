import { createHmac } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";

// The upstream must exist before the settings are read, so it starts in the hoisted block.
const upstream = await vi.hoisted(async () => {
  const { startUpstream } = await import("../../helpers/upstream");
  const server = await startUpstream((req, res) => {
    res.setHeader("connection", "keep-alive, x-hop");
    res.setHeader("keep-alive", "timeout=5");
    res.setHeader("x-hop", "must not pass");
    res.setHeader("x-end-to-end", "passes");
    res.setHeader("content-type", "application/json");
    res.statusCode = req.url?.startsWith("/api/v1/missing") ? 404 : 207;
    res.end(JSON.stringify({ echoed: req.body }));
  });
  process.env.BACKEND_ORIGIN = server.origin;
  process.env.EDGE_ACCESS_CLIENT_ID = "edge-client";
  process.env.EDGE_ACCESS_CLIENT_SECRET = "edge-secret-value";
  return server;
});

import { api } from "../../helpers/api";

afterAll(() => upstream.close());

describe("/api/bff/api/v1/[...path]", () => {
  it("forwards method, path, query, body and Authorization, adding the edge credentials", async () => {
    const res = await api.post("/api/bff/api/v1/projects/abc/sessions?limit=5&x=a%20b", { hello: "world" }, {
      token: "the-token",
      headers: {
        "edge-access-client-id": "spoofed",
        "edge-access-client-secret": "spoofed",
        "x-custom": "kept",
        "x-sred-client-ip": "6.6.6.6",
      },
      ip: "192.0.2.44",
    });
    expect(res.status).toBe(207);
    expect(res.json).toEqual({ echoed: JSON.stringify({ hello: "world" }) });
    const seen = upstream.requests.at(-1)!;
    expect(seen.method).toBe("POST");
    expect(seen.url).toBe("/api/v1/projects/abc/sessions?limit=5&x=a%20b");
    expect(seen.headers.authorization).toBe("Bearer the-token");
    expect(seen.headers["edge-access-client-id"]).toBe("edge-client");
    expect(seen.headers["edge-access-client-secret"]).toBe("edge-secret-value");
    expect(seen.headers["x-custom"]).toBe("kept");
    expect(seen.headers["x-forwarded-for"]).toBe("192.0.2.44");
    // The proxy vouches for the browser's address (the browser cannot choose it).
    expect(seen.headers["x-sred-client-ip"]).toBe("192.0.2.44");
    const proof = createHmac("sha256", "edge-secret-value").update("client-ip:192.0.2.44").digest("base64url");
    expect(seen.headers["x-sred-client-ip-proof"]).toBe(proof);
  });

  it("strips hop-by-hop headers from the response and keeps end-to-end ones", async () => {
    const res = await api.get("/api/bff/api/v1/anything");
    expect(res.headers.get("x-end-to-end")).toBe("passes");
    expect(res.headers.get("x-hop")).toBeNull();
    expect(res.headers.get("keep-alive")).toBeNull();
    expect(res.headers.get("connection")).toBeNull();
  });

  it("passes upstream errors through unchanged", async () => {
    const res = await api.delete("/api/bff/api/v1/missing/thing");
    expect(res.status).toBe(404);
    expect(upstream.requests.at(-1)!.method).toBe("DELETE");
  });

  it("answers 502 Upstream fetch failed when the backend is unreachable", async () => {
    await upstream.close();
    const res = await api.get("/api/bff/api/v1/auth/me");
    expect(res.status).toBe(502);
    expect(res.json).toEqual({ message: "Upstream fetch failed" });
  });
});
