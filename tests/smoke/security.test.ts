import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, startApp, type ServerProcess } from "../bench/processes";
import { PASSWORD, request, uniqueEmail } from "./http";
import { EDGE_ID, EDGE_SECRET, newDataDir } from "./server";

const base = inject("baseUrl");
const edge = { "edge-access-client-id": EDGE_ID, "edge-access-client-secret": EDGE_SECRET };

describe("security headers", () => {
  it("give every page a nonce-based policy without inline script, and refuse framing", async () => {
    const first = await request("GET", `${base}/login`);
    const second = await request("GET", `${base}/login`);
    expect(first.status).toBe(200);
    const csp = first.headers.get("content-security-policy")!;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
    // Every script of the page carries this response's nonce, and the next response has another.
    const scripts = first.text.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8}/);
  });

  it("keep API answers inert", async () => {
    for (const url of [`${base}/api/v1/auth/me`, `${base}/api/bff/api/v1/auth/me`, `${base}/api/v1/health/liveness`]) {
      const res = await request("GET", url, { headers: edge });
      expect(res.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(res.headers.get("content-security-policy"), url).toContain("default-src 'none'");
      expect(res.headers.get("content-security-policy"), url).toContain("frame-ancestors 'none'");
    }
  });
});

describe("malformed percent-escapes in the path", () => {
  it.each(["/api/v1/projects/%ZZ", "/api/storage/o/%ZZ", "/api/bff/api/v1/projects/%E0%A4%A", "/api/v1/%"])(
    "%s answers 400 with the envelope, not a plain 500",
    async (path) => {
      const res = await request("GET", `${base}${path}`, { headers: edge });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, data: null, error: { code: "VALIDATION_FAILED" } });
      expect(res.json.error.details[0].path).toBe("path");
    },
  );

  it("a page path answers a plain 400", async () => {
    const res = await request("GET", `${base}/projects/%ZZ`);
    expect(res.status).toBe(400);
  });
});

describe("unknown API paths", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"])("answer %s with the JSON 404, directly and through the proxy", async (method) => {
    for (const url of [`${base}/api/v1/no/such/route`, `${base}/api/bff/api/v1/no/such/route`]) {
      const res = await request(method, url, { headers: edge });
      expect(res.status, url).toBe(404);
      expect(res.json, url).toMatchObject({ success: false, data: null, error: { code: "NOT_FOUND" } });
    }
    // A known route still answers as itself.
    expect((await request("GET", `${base}/api/v1/health/liveness`)).json).toMatchObject({ status: "UP" });
  });
});

// Sends the headers and the first 64 KiB of a body that claims `declared` bytes; the answer must
// come without the server reading the rest.
function postDeclared(url: string, declared: number): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": declared, ...edge },
    });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection });
        req.destroy();
      });
    });
    req.on("error", (err) => (err.message.includes("socket hang up") ? undefined : reject(err)));
    req.write(Buffer.alloc(64 * 1024, 0x20));
  });
}

describe("request body limit over HTTP", () => {
  it("answers 413 with the envelope to a 600 MB login body before reading it", async () => {
    const res = await postDeclared(`${base}/api/v1/auth/login`, 600 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, error: { code: "VALIDATION_FAILED" } });
    expect(res.connection).toBe("close");
  });
});

// Its own server, so that its rate-limit windows are not shared with the other smoke files.
describe("per-IP rate limits behind no proxy", () => {
  const dataDir = newDataDir();
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startApp({ DATA_DIR: dataDir, RATE_LIMIT_LOGIN_PER_IP: "3/10", LOG_LEVEL: "warn", DATABASE_URL: "" }, await freePort());
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("key on the connection's address, whatever X-Forwarded-For the client sends", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await request("POST", `${server.baseUrl}/api/v1/auth/login`, {
        json: { email: uniqueEmail(), password: PASSWORD },
        headers: { "x-forwarded-for": `10.77.${i}.1`, "x-real-ip": `10.78.${i}.1` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
