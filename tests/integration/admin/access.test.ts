import { beforeAll, describe, expect, it } from "vitest";
import { operations } from "@/lib/openapi/document";
import { call } from "../../helpers/api";
import { MISSING_ID } from "../../helpers/workspace";
import { expectDocumented } from "../openapi/conformance";
import { newAdmin, newUser } from "./support";

// Every admin route: 401 without a valid token, 403 for a signed-in user who is not an ADMIN,
// both before the body or the path is looked at, and nothing changed.

const SAMPLE: Record<string, string> = { code: "ABCDEFGHIJKL", userId: MISSING_ID, tier: "FREE", orderId: MISSING_ID };
const adminOps = operations.filter((op) => op.path.startsWith("/api/v1/admin/"));
const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name]!);

let userToken: string;
let adminToken: string;

beforeAll(async () => {
  userToken = (await newUser()).token;
  adminToken = (await newAdmin()).token;
});

describe("admin routes", () => {
  it("are all documented as bearer routes with a 403", () => {
    expect(adminOps.length).toBeGreaterThanOrEqual(14);
    for (const op of adminOps) {
      expect(op.auth, op.path).toBe("bearer");
      expect(op.errors?.some((e) => e.code === "FORBIDDEN"), `${op.method} ${op.path}`).toBe(true);
    }
  });

  it.each(adminOps.map((op) => [op.method.toUpperCase(), op.path] as const))("%s %s: 401, then 403 for a user", async (method, template) => {
    const url = fill(template);
    const body = ["POST", "PUT", "PATCH"].includes(method) ? {} : undefined;
    const anonymous = expectDocumented(method, template, await call(method, url, { body }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe("UNAUTHENTICATED");
    const forged = await call(method, url, { body, token: "not.a.token" });
    expect(forged.status).toBe(401);
    const user = expectDocumented(method, template, await call(method, url, { body, token: userToken }));
    expect(user.status).toBe(403);
    expect(user.json.error.code).toBe("FORBIDDEN");
  });

  it("let an ADMIN through", async () => {
    const res = await call("GET", "/api/v1/admin/users/stats", { token: adminToken });
    expect(res.status).toBe(200);
  });
});
