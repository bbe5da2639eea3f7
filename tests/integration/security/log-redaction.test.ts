import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { toErrorResponse } from "@/lib/http/error-response";

afterEach(() => vi.restoreAllMocks());

// A failed query's error message lists its parameters; a logged failure must not.
describe("logging a failed query", () => {
  it("keeps the SQL and the database's reason, and drops the parameters", async () => {
    const hash = "$2a$04$abcdefghijklmnopqrstuuSECRETHASHVALUEvwxyz0123456789AB";
    const db = await getDb();
    const failure = await db
      .insert(users)
      .values({ email: "nul\u0000@example.com", passwordHash: hash })
      .then(() => undefined, (err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(hash);

    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    const res = toErrorResponse(failure);
    expect(res.status).toBe(500);
    const logged = lines.join("\n");
    expect(logged).toContain("unhandled error");
    expect(logged).toContain("insert into \\\"users\\\"");
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain("@example.com");
  });
});
