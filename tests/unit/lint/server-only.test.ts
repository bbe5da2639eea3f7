import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The database client and every service (lib/<domain>/service.ts or <thing>-service.ts) start with
// the server-only marker, so a client component that reaches one fails the build. (Under vitest
// the marker is an empty module: vitest.config.ts.)

const ROOT = path.resolve(import.meta.dirname, "../../..");

function serviceFiles(): string[] {
  const lib = path.join(ROOT, "lib");
  return fs
    .readdirSync(lib, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => fs.readdirSync(path.join(lib, d.name)).map((f) => `lib/${d.name}/${f}`))
    .filter((f) => /\/([\w-]+-)?service\.ts$/.test(f));
}

describe("server-only", () => {
  it("finds the services", () => {
    expect(serviceFiles()).toEqual(expect.arrayContaining(["lib/projects/service.ts", "lib/auth/account-service.ts"]));
  });

  it.each(["db/client.ts", ...serviceFiles()])("marks %s", (file) => {
    const firstLine = fs.readFileSync(path.join(ROOT, file), "utf8").split("\n")[0];
    expect(firstLine).toBe('import "server-only";');
  });
});
