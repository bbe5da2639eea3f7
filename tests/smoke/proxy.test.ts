import { describe, expect, inject, it } from "vitest";
import { rawGet, request } from "./http";
import { EDGE_ID, EDGE_SECRET } from "./server";

const base = inject("baseUrl");
const validatePath = "/auth/verify-email/validate";

describe("browser proxy", () => {
  it("forwards the query string", async () => {
    const withQuery = await request("GET", `${base}/api/bff/api/v1${validatePath}?token=nope`);
    expect(withQuery.status, withQuery.text).toBe(200);
    expect(withQuery.json).toBe(false);
    // Without it the backend sees no token at all: proof the 200 above came from the query.
    const without = await request("GET", `${base}/api/bff/api/v1${validatePath}`);
    expect(without.status).toBe(400);
    expect(without.json.error.details[0].path).toBe("token");
  });

  // Observable because the proxy's fetch (undici) refuses to send Keep-Alive or a Connection
  // header listing other headers: had the proxy copied them upstream, the answer would be a 502.
  it("drops the browser's hop-by-hop request headers", async () => {
    const res = await rawGet(`${base}/api/bff/api/v1${validatePath}?token=nope`, {
      connection: "keep-alive, x-hop-test",
      "keep-alive": "timeout=5",
      "x-hop-test": "1",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe("false");
  });

  // Node's server writes its own connection, keep-alive and transfer-encoding headers whatever the
  // handler copied, so from outside this checks only that the proxied answer has each at most once
  // and no header the direct answer lacks.
  it("answers with no hop-by-hop headers beyond the outer server's own", async () => {
    const proxied = await rawGet(`${base}/api/bff/api/v1${validatePath}?token=nope`);
    const direct = await rawGet(`${base}/api/v1${validatePath}?token=nope`, {
      "edge-access-client-id": EDGE_ID,
      "edge-access-client-secret": EDGE_SECRET,
    });
    const names = (r: { headers: [string, string][] }) => r.headers.map(([name]) => name);
    for (const hop of ["connection", "keep-alive", "transfer-encoding"]) {
      expect(names(proxied).filter((n) => n === hop).length, hop).toBeLessThanOrEqual(1);
    }
    for (const hop of ["proxy-authenticate", "proxy-connection", "te", "trailer", "upgrade"]) {
      expect(names(proxied), hop).not.toContain(hop);
    }
    expect([...new Set(names(proxied))].sort()).toEqual([...new Set(names(direct))].sort());
  });
});
