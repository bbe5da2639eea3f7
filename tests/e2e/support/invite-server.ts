import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from "../../helpers/fake-stripe";

// A second app server for the admin spec, with REGISTRATION_MODE=invite. The suite's own server
// registers every other spec's users in open mode, and the embedded database allows one process,
// so this one gets its own data directory, its catalog's Stripe prices (the suite's fake Stripe,
// global-setup.ts) and an administrator, all written before it starts.

const ROOT = path.resolve(import.meta.dirname, "../../..");
const STARTUP_MS = 120_000;

export interface InviteServer {
  url: string;
  stop: () => Promise<void>;
}

function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  execFileSync(process.execPath, ["--import", "tsx", "--conditions=react-server", script, ...args], {
    cwd: ROOT,
    env,
    stdio: "pipe",
    timeout: 60_000,
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: string) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the invite-mode server exited: ${fs.readFileSync(log, "utf8").slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the invite-mode server did not answer at ${url} within ${STARTUP_MS / 1000} s`);
}

export async function startInviteServer(o: { port: number; admin: { email: string; password: string } }): Promise<InviteServer> {
  const url = `http://127.0.0.1:${o.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sred-e2e-invite-"));
  const log = path.join(dataDir, "server.log");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: "127.0.0.1",
    PORT: String(o.port),
    APP_URL: url,
    DATA_DIR: dataDir,
    REGISTRATION_MODE: "invite",
    BCRYPT_ROUNDS: "4",
    RATE_LIMIT_REGISTER_PER_IP: "100/60",
    NODE_ENV: "production",
    NEXT_MANUAL_SIG_HANDLE: "true",
    NEXT_TELEMETRY_DISABLED: "1",
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
  };
  runScript("tests/e2e/support/seed-stripe-prices.ts", [], env);
  runScript("scripts/admin-create.ts", ["--email", o.admin.email, "--password", o.admin.password], env);

  const out = fs.openSync(log, "a");
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/server.ts"], { cwd: ROOT, env, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  async function stop() {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      const killed = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killed);
    }
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await waitUntilUp(`${url}/`, child, log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}
