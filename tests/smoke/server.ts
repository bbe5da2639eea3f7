import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startApp, type ServerProcess } from "../bench/processes";

// The smoke server: the app server (npm run serve) on a fresh PGlite data dir, with edge access required, so the
// tests see the backend exactly as it runs behind the browser proxy.

export const EDGE_ID = "smoke-edge-id";
export const EDGE_SECRET = "smoke-edge-secret-0123456789";

export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "sred-smoke-"));
}

export async function startSmokeServer(dataDir: string): Promise<ServerProcess> {
  return startApp(
    {
      DATA_DIR: dataDir,
      EDGE_ACCESS_CLIENT_ID: EDGE_ID,
      EDGE_ACCESS_CLIENT_SECRET: EDGE_SECRET,
      BCRYPT_ROUNDS: "4",
      LOG_LEVEL: "warn",
      // Empty means unset to config.ts: whatever the caller's shell holds, use PGlite in DATA_DIR,
      // the proxy's default backend (this server) and open registration.
      DATABASE_URL: "",
      BACKEND_ORIGIN: "",
      REGISTRATION_MODE: "open",
      TRUST_PROXY: "",
    },
    await freePort(),
  );
}
