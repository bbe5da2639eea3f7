import { describe, expect, it } from "vitest";
import { registerUser } from "../../helpers/accounts";
import { call } from "../../helpers/api";

describe("unknown /api/v1 paths", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("answer %s with the JSON 404", async (method) => {
    for (const path of ["/api/v1/nope", "/api/v1/projects/x/y/z/w", "/api/v1/auth/me/extra"]) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.json).toMatchObject({ success: false, data: null, error: { code: "NOT_FOUND" } });
    }
  });

  it("leave the known routes to their handlers", async () => {
    const { token } = await registerUser();
    expect((await call("GET", "/api/v1/projects", { token })).status).toBe(200);
    expect((await call("GET", "/api/v1/auth/me")).status).toBe(401);
  });
});
