import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../helpers/accounts";
import { api } from "../../helpers/api";

// Registrations are limited to 10 an hour per client address. The app's server appends the
// connection's peer to X-Forwarded-For (as the test helper's `ip` does), so a client that sends
// its own X-Forwarded-For only adds addresses to the left of the real one.

const register = (headers: Record<string, string>, ip: string) =>
  api.post("/api/v1/auth/register", { email: uniqueEmail(), password: "long enough pw" }, { headers, ip });

describe("per-IP rate limits", () => {
  it("cannot be bypassed with a forged X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // The helper sets X-Forwarded-For; a forged chain stands to the left of the peer.
      const res = await api.post(
        "/api/v1/auth/register",
        { email: uniqueEmail(), password: "long enough pw" },
        { ip: `10.${i}.0.1, 192.0.2.77` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });

  it("ignores the browser proxy's client header when edge access is not configured", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await register({ "x-sred-client-ip": `10.9.${i}.1` }, "192.0.2.78")).status);
    expect(statuses[10]).toBe(429);
  });

  it("counts a local reverse proxy or the browser proxy as a hop", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await register({}, "192.0.2.79, 127.0.0.1")).status);
    expect(statuses[10]).toBe(429);
    // Another browser behind the same loopback hop has its own budget.
    expect((await register({}, "192.0.2.80, 127.0.0.1")).status).toBe(201);
  });
});
