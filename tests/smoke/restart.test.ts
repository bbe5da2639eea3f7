import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteLockPath, type ServerProcess } from "../bench/processes";
import { PASSWORD, request, uniqueEmail } from "./http";
import { newDataDir, startSmokeServer } from "./server";

// Its own server and data dir: PGlite allows one process per data dir, so the shared server's dir
// cannot be reopened while that server runs.

describe("restart", () => {
  const dataDir = newDataDir();
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the database across a SIGTERM and a new start on the same DATA_DIR", { timeout: 120_000 }, async () => {
    const email = uniqueEmail("restart");
    server = await startSmokeServer(dataDir);
    const registered = await request("POST", `${server.baseUrl}/api/bff/api/v1/auth/register`, {
      json: { email, password: PASSWORD },
    });
    expect(registered.status, registered.text).toBe(201);

    // The server exits 143 after its own SIGTERM cleanup; a SIGKILL would mean it hung.
    const exit = await server.stop();
    server = undefined;
    expect([0, 143]).toContain(exit);
    expect(fs.existsSync(pgliteLockPath(dataDir)), "PGlite lock file left behind").toBe(false);
    expect(fs.existsSync(path.join(dataDir, "pglite", "postmaster.pid")), "PGlite not shut down cleanly").toBe(false);

    server = await startSmokeServer(dataDir);
    const login = await request("POST", `${server.baseUrl}/api/bff/api/v1/auth/login`, {
      json: { email, password: PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    expect(login.json.user.id).toBe(registered.json.user.id);
  });
});
