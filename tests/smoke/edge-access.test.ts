import { describe, expect, inject, it } from "vitest";
import { PASSWORD, request, uniqueEmail } from "./http";
import { EDGE_ID } from "./server";

const base = inject("baseUrl");

describe("landing page", () => {
  it("GET / answers 200 HTML", async () => {
    const res = await request("GET", `${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.text).toContain("SR&amp;ED Workspace");
  });
});

describe("edge access", () => {
  it("refuses a direct backend call without the edge headers: 403 FORBIDDEN", async () => {
    const res = await request("POST", `${base}/api/v1/auth/register`, {
      json: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ success: false, data: null, error: { code: "FORBIDDEN" } });
  });

  it("accepts the same call through the proxy, which adds them: 201 AuthResponse", async () => {
    const email = uniqueEmail();
    const res = await request("POST", `${base}/api/bff/api/v1/auth/register`, { json: { email, password: PASSWORD } });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      tokenType: "Bearer",
      expiresIn: 900,
      user: { email, role: "USER", status: "ACTIVE", emailVerified: false, membershipTier: "FREE" },
    });
  });

  it("ignores edge headers chosen by the browser (the proxy sets its own)", async () => {
    const res = await request("POST", `${base}/api/bff/api/v1/auth/register`, {
      json: { email: uniqueEmail(), password: PASSWORD },
      headers: { "edge-access-client-id": EDGE_ID, "edge-access-client-secret": "guessed" },
    });
    expect(res.status, res.text).toBe(201);
  });
});
