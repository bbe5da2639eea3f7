import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { safeEqual } from "@/lib/crypto/digest";
import { toErrorResponse } from "@/lib/http/error-response";
import { issuesToDetails, route } from "@/lib/http/route";
import { ok } from "@/lib/http/responses";

describe("error mapping", () => {
  it("maps AppError codes to their status and the failure envelope", async () => {
    const res = toErrorResponse(new AppError("NOT_FOUND", "Project not found"));
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, data: null, message: "Project not found", error: { code: "NOT_FOUND" } });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
  });

  it("never leaks an unknown error", async () => {
    const res = toErrorResponse(new Error("password=hunter2 at db.ts:12"));
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.error.code).toBe("INTERNAL");
    expect(JSON.stringify(body)).not.toContain("hunter2");
  });

  it("keeps Retry-After on rate limits and answers plain 401s where asked", async () => {
    const limited = toErrorResponse(new AppError("RATE_LIMITED", "slow down", { headers: { "Retry-After": "42" } }));
    expect(limited.headers.get("retry-after")).toBe("42");
    const plain = toErrorResponse(new AppError("UNAUTHENTICATED", "x"), true);
    expect(await plain.json()).toEqual({ message: "Unauthorized" });
  });

  it("joins nested paths with dots", () => {
    const schema = z.object({ files: z.array(z.object({ fileSize: z.number() })) });
    const result = schema.safeParse({ files: [{ fileSize: "big" }] });
    expect(issuesToDetails(result.error!)[0]!.path).toBe("files.0.fileSize");
  });
});

describe("route()", () => {
  const handler = route(
    { auth: "none", params: z.object({ id: z.uuid() }), query: z.object({ limit: z.coerce.number().int() }) },
    async ({ params, query }) => ok({ id: params.id, limit: query.limit }),
  );
  const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

  it("parses params and query", async () => {
    const id = "0b6e0d8e-7f53-4b8f-9a4c-3c1a3b2f4d10";
    const res = await handler(new Request("http://x/a?limit=5"), ctx(id));
    expect(await res.json()).toMatchObject({ success: true, data: { id, limit: 5 }, message: null });
  });

  it("names a bad path parameter and query parameter by name", async () => {
    const bad = await handler(new Request("http://x/a?limit=5"), ctx("nope"));
    expect((await bad.json()).error.details[0].path).toBe("id");
    const badQuery = await handler(new Request("http://x/a?limit=1.5"), ctx("0b6e0d8e-7f53-4b8f-9a4c-3c1a3b2f4d10"));
    expect((await badQuery.json()).error.details[0].path).toBe("limit");
  });
});

describe("safeEqual", () => {
  it("compares secrets of any length", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abcd")).toBe(false);
    expect(safeEqual("", "")).toBe(true);
  });
});
