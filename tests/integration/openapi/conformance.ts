import { expect } from "vitest";
import { operations } from "@/lib/openapi/document";
import { operationErrors, statusOf } from "@/lib/openapi/operation";
import { envelope, failureSchema } from "@/lib/openapi/responses";
import type { ApiResponse } from "../../helpers/api";

// Checks a route's real answer against its operation in the OpenAPI document: a success must be
// the documented status and parse with the documented schema (in the envelope where documented);
// a failure must be a documented status carrying one of the codes documented for it.

export function expectDocumented(method: string, template: string, res: ApiResponse) {
  const label = `${method.toUpperCase()} ${template} → ${res.status} ${res.text.slice(0, 300)}`;
  const op = operations.find((o) => o.method === method.toLowerCase() && o.path === template);
  expect(op, `${method} ${template} is documented`).toBeDefined();
  const { status, as = "envelope", schema } = op!.success;
  if (res.status === status) {
    if (status === 204 || (!schema && as !== "text")) {
      expect(res.text, label).toBe("");
    } else if (as === "text") {
      expect(res.headers.get("content-type"), label).toBe("text/plain; charset=utf-8");
      expect(res.text.length, label).toBeGreaterThan(0);
    } else {
      const parsed = (as === "envelope" ? envelope(schema!) : schema!).safeParse(res.json);
      expect(parsed.error?.issues ?? [], label).toEqual([]);
    }
    return res;
  }
  const documented = operationErrors(op!).filter((e) => statusOf(e) === res.status);
  const other = op!.otherResponses?.[res.status];
  if (other) {
    expect(other.schema.safeParse(res.json).error?.issues ?? [], label).toEqual([]);
    return res;
  }
  expect(documented.length, `${label}: status documented`).toBeGreaterThan(0);
  if (op!.plainUnauthorized && res.status === 401) {
    expect(res.json, label).toEqual({ message: "Unauthorized" });
    return res;
  }
  expect(failureSchema.safeParse(res.json).error?.issues ?? [], label).toEqual([]);
  expect(documented.map((e) => e.code), label).toContain(res.json.error.code);
  const withData = documented.find((e) => e.code === res.json.error.code && e.dataRef);
  if (!withData) expect(res.json.data, label).toBeNull();
  if (res.status === 429) expect(Number(res.headers.get("retry-after")), label).toBeGreaterThan(0);
  return res;
}
