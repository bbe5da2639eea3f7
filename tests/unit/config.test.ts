import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";

describe("parseConfig", () => {
  it("has embedded defaults", () => {
    const c = parseConfig({});
    expect(c.port).toBe(3000);
    expect(c.appUrl).toBe("http://localhost:3000");
    expect(c.database.url).toBeUndefined();
    expect(c.database.pglite).toMatch(/\.data\/pglite$/);
    expect(c.accounts.registrationMode).toBe("open");
    expect(c.proxy.backendOrigin).toBe("http://127.0.0.1:3000");
    expect(c.rateLimits.loginPerIp).toEqual({ max: 30, windowSeconds: 600 });
    expect(c.rateLimits.loginPerEmail).toEqual({ max: 10, windowSeconds: 600 });
    expect(c.rateLimits.registerPerIp).toEqual({ max: 10, windowSeconds: 3600 });
    expect(c.rateLimits.recoveryPerEmail).toEqual({ max: 5, windowSeconds: 3600 });
    expect(c.rateLimits.recoveryPerIp).toEqual({ max: 20, windowSeconds: 3600 });
  });

  it("reads settings and normalises them", () => {
    const c = parseConfig({
      PORT: "8080",
      APP_URL: "https://claims.example.com/",
      ADMIN_EMAILS: " Boss@Example.com ,, ops@example.com",
      RATE_LIMIT_LOGIN_PER_IP: "5/1",
      TRUST_PROXY: "true",
      DATABASE_URL: "postgres://u:p@127.0.0.1/db",
    });
    expect(c.port).toBe(8080);
    expect(c.appUrl).toBe("https://claims.example.com");
    expect(c.accounts.adminEmails).toEqual(["boss@example.com", "ops@example.com"]);
    expect(c.rateLimits.loginPerIp).toEqual({ max: 5, windowSeconds: 60 });
    expect(c.trustProxyHops).toBe(1);
    expect(c.database.url).toBe("postgres://u:p@127.0.0.1/db");
    expect(c.database.pglite).toBeUndefined();
  });

  it("reads TRUST_PROXY as a number of proxy hops, and CLIENT_IP_HEADER as a header name", () => {
    expect(parseConfig({}).trustProxyHops).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxyHops).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxyHops).toBe(0);
    expect(() => parseConfig({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
    expect(parseConfig({ CLIENT_IP_HEADER: "CF-Connecting-IP" }).clientIpHeader).toBe("cf-connecting-ip");
    expect(() => parseConfig({ CLIENT_IP_HEADER: "x real ip" })).toThrow(/CLIENT_IP_HEADER/);
  });

  it("treats an empty value as unset", () => {
    const c = parseConfig({ REGISTRATION_MODE: "", LOG_LEVEL: " ", DATABASE_URL: "", PORT: "" });
    expect(c.accounts.registrationMode).toBe("open");
    expect(c.logLevel).toBe("info");
    expect(c.database.url).toBeUndefined();
    expect(c.port).toBe(3000);
  });

  it("pairs worker and model settings", () => {
    expect(() => parseConfig({ WORKER_URL: "http://worker:8080" })).toThrow(/INTERNAL_TOKEN/);
    expect(() => parseConfig({ LLM_BASE_URL: "http://llm/v1" })).toThrow(/LLM_MODEL/);
    const c = parseConfig({ LLM_BASE_URL: "http://llm/v1/", LLM_MODEL: "m", WORKER_TIMEOUT_MS: "5000" });
    expect(c.worker.llm).toEqual({ baseUrl: "http://llm/v1", apiKey: undefined, model: "m" });
    expect(c.worker.timeoutMs).toBe(5000);
    expect(c.worker.url).toBe("http://127.0.0.1:3000");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ APP_URL: "not a url" }, "APP_URL"],
    [{ REGISTRATION_MODE: "closed" }, "REGISTRATION_MODE"],
    [{ RATE_LIMIT_LOGIN_PER_IP: "ten per minute" }, "RATE_LIMIT_LOGIN_PER_IP"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ ENCRYPTION_KEY: "c2hvcnQ=" }, "ENCRYPTION_KEY"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
  ])("names the bad setting in %j", (env, name) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`${name}: `));
  });

  it("requires real secrets for a production database, not for the embedded one", () => {
    expect(() => parseConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://h/db" })).toThrow(/AUTH_SECRET/);
    expect(() => parseConfig({ NODE_ENV: "production" })).not.toThrow();
    expect(() =>
      parseConfig({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://h/db",
        AUTH_SECRET: "x".repeat(32),
        ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
      }),
    ).not.toThrow();
  });
});
