import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../helpers/accounts";
import { proxyProof } from "@/lib/http/client-ip";
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

  it("keys on the address the browser proxy vouches for, only with a valid proof", async () => {
    const vouch = (ip: string) => ({ "x-sred-client-ip": ip, "x-sred-client-ip-proof": proxyProof(ip) });
    // One browser through the proxy: the backend sees loopback each time.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await register(vouch("203.0.113.50"), "127.0.0.1")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    // Another browser behind the same proxy has its own budget.
    expect((await register(vouch("203.0.113.51"), "127.0.0.1")).status).toBe(201);
  });

  it("ignores a vouched address without a valid proof", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const headers = { "x-sred-client-ip": `10.9.${i}.1`, "x-sred-client-ip-proof": proxyProof("203.0.113.52") };
      statuses.push((await register(headers, "192.0.2.78")).status);
    }
    expect(statuses[10]).toBe(429);
  });
});
