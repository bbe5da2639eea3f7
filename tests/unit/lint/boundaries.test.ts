import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer boundaries of eslint.config.mjs, run through ESLint's API on small in-memory sources
// placed (by their file path) where each rule applies.

const ROOT = path.resolve(import.meta.dirname, "../../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The no-restricted-imports messages ESLint reports for `code` as if it were `file`. */
async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import boundaries", () => {
  it("keep the database and drizzle out of app/ and components/", async () => {
    expect(await restricted("app/api/v1/fixture/route.ts", `import { getDb } from "@/db/client";`)).toHaveLength(1);
    expect(await restricted("app/(public)/fixture/page.tsx", `import { eq } from "drizzle-orm";`)).toHaveLength(1);
    expect(await restricted("components/fixture.tsx", `import type { UserRow } from "@/db/schema";`)).toHaveLength(1);
    expect(await restricted("components/fixture.tsx", `import { users } from "../db/schema";`)).toHaveLength(1);
    expect(await restricted("app/api/v1/fixture/route.ts", `import { listFiles } from "@/lib/files/upload-service";`)).toEqual([]);
  });

  it("let lib/client import values only from lib/client and lib/shared, and server modules as types", async () => {
    const file = "lib/client/fixture.ts";
    expect(await restricted(file, `import { presignBody } from "@/lib/files/schemas";`)).toHaveLength(1);
    expect(await restricted(file, `export { toFileDTO } from "@/lib/files/dto";`)).toHaveLength(1);
    expect(await restricted(file, `import { getDb } from "@/db/client";`)).toHaveLength(1);
    expect(await restricted(file, `import { keySafeName } from "../files/types";`)).toHaveLength(1);
    expect(await restricted(file, `import type { presignBody } from "@/lib/files/schemas";`)).toEqual([]);
    expect(await restricted(file, `export type { FileDTO } from "@/lib/files/dto";`)).toEqual([]);
    expect(await restricted(file, `import { formatBytes } from "@/lib/shared/limits";`)).toEqual([]);
    expect(await restricted(file, `import { request } from "@/lib/client/http";`)).toEqual([]);
  });

  it("keep the database, services and repos out of lib/worker", async () => {
    const file = "lib/worker/fixture.ts";
    expect(await restricted(file, `import { getDb } from "@/db/client";`)).toHaveLength(1);
    expect(await restricted(file, `import { sql } from "drizzle-orm";`)).toHaveLength(1);
    expect(await restricted(file, `import { reserveAiRun } from "@/lib/quotas/service";`)).toHaveLength(1);
    expect(await restricted(file, `import { listFiles } from "@/lib/files/upload-service";`)).toHaveLength(1);
    expect(await restricted(file, `import { getFileForOwner } from "@/lib/files/repo";`)).toHaveLength(1);
    expect(await restricted(file, `import { config } from "@/lib/config";`)).toEqual([]);
  });

  it("keep lib/http out of lib/storage", async () => {
    const file = "lib/storage/fixture.ts";
    expect(await restricted(file, `import { toErrorResponse } from "@/lib/http/error-response";`)).toHaveLength(1);
    expect(await restricted(file, `import { route } from "../http/route";`)).toHaveLength(1);
    expect(await restricted(file, `import { getLocalObjectStore } from "./local";`)).toEqual([]);
  });
});
