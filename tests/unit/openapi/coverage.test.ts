import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getOpenApiDocument, operations } from "@/lib/openapi/document";

// The operations and the route files must name the same routes: a route exported without an
// operation fails here, and so does an operation no route file exports. The published document
// holds every operation except the hidden ones (Stripe's webhook).

const API = path.resolve(import.meta.dirname, "../../../app/api/v1");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [full] : [];
  });
}

/** app/api/v1/projects/[projectId]/route.ts → /api/v1/projects/{projectId}; null for a catch-all. */
function pathOf(file: string): string | null {
  const segments = path.relative(API, path.dirname(file)).split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s));
  // A catch-all ([...path]) answers the paths no other route has (the JSON 404 of docs/errors.md): no operation.
  if (segments.some((s) => s.startsWith("[..."))) return null;
  return ["/api/v1", ...segments.map((s) => s.replace(/^\[(\w+)\]$/, "{$1}"))].join("/").replace(/\/$/, "");
}

async function exportedOperations(): Promise<string[]> {
  const found: string[] = [];
  for (const file of routeFiles(API)) {
    const route = pathOf(file);
    if (route === null) continue;
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) if (typeof mod[method] === "function") found.push(`${method} ${route}`);
  }
  return found.sort();
}

function publishedOperations(): string[] {
  const doc = getOpenApiDocument();
  return Object.entries(doc.paths ?? {})
    .flatMap(([p, item]) => Object.keys(item).filter((k) => METHODS.includes(k.toUpperCase() as never)).map((m) => `${m.toUpperCase()} ${p}`))
    .sort();
}

const idOf = (op: (typeof operations)[number]) => `${op.method.toUpperCase()} ${op.path}`;

describe("the OpenAPI document covers app/api/v1", () => {
  it("documents every exported route handler, and nothing else", async () => {
    const exported = await exportedOperations();
    const documented = operations.map(idOf);
    expect(exported.length).toBeGreaterThan(30);
    expect(exported.filter((op) => !documented.includes(op)), "route handlers without a documented operation").toEqual([]);
    expect(documented.filter((op) => !exported.includes(op)), "documented operations no route file exports").toEqual([]);
  }, 60_000);

  it("publishes every operation except the hidden ones, and never the Stripe webhook", () => {
    expect(publishedOperations()).toEqual(operations.filter((op) => !op.hidden).map(idOf).sort());
    expect(operations.filter((op) => op.hidden).map(idOf)).toEqual(["POST /api/v1/billing/stripe/webhook"]);
    const doc = getOpenApiDocument();
    expect(Object.keys(doc.paths ?? {}).filter((p) => p.includes("webhook"))).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain("stripe/webhook");
  });

  it("names every path parameter of an operation in its params schema", () => {
    for (const op of operations) {
      const placeholders = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(op.params?.shape ?? {}).sort(), `${op.method} ${op.path}`).toEqual(placeholders);
    }
  });

  it("resolves every $ref and lists each operation once", () => {
    const doc = getOpenApiDocument();
    expect(doc.openapi).toBe("3.1.0");
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(\w+)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, kind, name] of refs) {
      expect((doc.components as Record<string, Record<string, unknown>>)[kind!]?.[name!], `${kind}/${name}`).toBeDefined();
    }
    const ids = operations.map((op) => `${op.method} ${op.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    const operationIds = Object.values(doc.paths ?? {}).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(operationIds).size, "operationIds are unique").toBe(operationIds.length);
  });

  it("gives every operation a success response and its failure codes", () => {
    const doc = getOpenApiDocument();
    for (const [p, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item as Record<string, { responses: Record<string, unknown>; tags: string[] }>)) {
        const statuses = Object.keys(op.responses);
        expect(statuses.some((s) => /^2/.test(s)), `${method} ${p}`).toBe(true);
        expect(op.tags, `${method} ${p}`).toHaveLength(1);
      }
    }
  });
});
