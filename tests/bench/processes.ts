import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

// Child-process plumbing shared by the benchmark and the smoke suite: start the app's server (or
// any server) on 127.0.0.1, wait until it answers, and make sure every child is stopped again.

export const ROOT = path.resolve(import.meta.dirname, "../..");

export type EnvOverrides = Record<string, string | undefined>;

export interface ServerProcess {
  name: string;
  baseUrl: string;
  pid: number;
  /** The last lines the process printed, for error messages. */
  output: () => string;
  /** Resolves with the exit code (or signal name) once the process is gone. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
  stop: (graceMs?: number) => Promise<number | string>;
}

const running = new Set<ServerProcess>();
// Set once stopAll() ran (SIGINT): a start racing with the shutdown must not leave a server behind.
let shuttingDown = false;

// A child must never outlive us: on a plain exit (error, test worker ending) kill what is left.
process.once("exit", () => {
  for (const p of running) signalGroup(p.pid, "SIGKILL");
});

/** Stops every child still running (for SIGINT handlers and teardown). */
export async function stopAll(): Promise<void> {
  shuttingDown = true;
  await Promise.all([...running].map((p) => p.stop()));
}

// Children run in their own process group (detached), so a signal reaches any grandchild too and
// a Ctrl-C in the terminal does not hit them before we stop them in order.
function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** The environment for a child: ours, minus NODE_ENV (vitest sets "test"; servers set their own). */
export function childEnv(overrides: EnvOverrides): NodeJS.ProcessEnv {
  const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const env: EnvOverrides = { ...inherited, NEXT_TELEMETRY_DISABLED: "1" };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  // Next's types make NODE_ENV required; leaving it out is the point here.
  return env as NodeJS.ProcessEnv;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs `npm run build` when there is no production build yet. */
export function ensureBuild(): void {
  // The extraction worker is bundled on every run (a fraction of a second), so an existing build
  // never runs with a missing or stale worker.
  const worker = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build-extract-worker.mjs")], { cwd: ROOT, stdio: "inherit" });
  if (worker.status !== 0) throw new Error(`bundling the extraction worker failed (exit ${worker.status ?? worker.signal})`);
  if (fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) return;
  console.info("No production build (.next/BUILD_ID missing): running `npm run build` ...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env: childEnv({}) });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

interface StartOptions {
  name: string;
  args: string[];
  env: EnvOverrides;
  port: number;
  /** A path that answers below 500 once the server is ready. */
  readyPath: string;
  timeoutMs?: number;
}

/** Spawns `node <args>` in ROOT and resolves once http://127.0.0.1:port answers. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  if (shuttingDown) throw new Error(`not starting ${options.name}: shutting down`);
  const child: ChildProcess = spawn(process.execPath, options.args, {
    cwd: ROOT,
    env: childEnv(options.env),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 60));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const proc: ServerProcess = {
    name: options.name,
    baseUrl: `http://127.0.0.1:${options.port}`,
    pid: child.pid!,
    output: () => lines.join("\n"),
    exited,
    stop: async (graceMs = 15_000) => {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(child.pid!, "SIGTERM");
        const timer = setTimeout(() => signalGroup(child.pid!, "SIGKILL"), graceMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(proc);
      return exited;
    },
  };
  running.add(proc);
  exited.then(() => running.delete(proc));
  try {
    await waitForHttp(`${proc.baseUrl}${options.readyPath}`, exited, options.timeoutMs ?? 30_000);
  } catch (err) {
    await proc.stop(2_000);
    throw new Error(`${options.name} did not start: ${(err as Error).message}\n--- its output ---\n${proc.output()}`);
  }
  return proc;
}

async function waitForHttp(url: string, exited: Promise<number | string>, timeoutMs: number): Promise<void> {
  let exitCode: number | string | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  let lastStatus: number | undefined;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`it exited (${exitCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      // A 5xx is not ready: Next keeps running and answers 500 when its startup failed.
      if (res.status < 500) return;
      lastStatus = res.status;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (lastStatus) throw new Error(`${url} still answers ${lastStatus} after ${timeoutMs} ms`);
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/** The app's server on 127.0.0.1, as `npm run serve` starts it; `env` are the app settings. */
export function startApp(env: EnvOverrides, port: number): Promise<ServerProcess> {
  return startServer({
    name: "app server",
    args: ["--import", "tsx", path.join(ROOT, "scripts", "server.ts")],
    // The app handles SIGTERM itself (as `npm start` does) so that PGlite is closed cleanly.
    env: { NODE_ENV: "production", NEXT_MANUAL_SIG_HANDLE: "true", ...env, HOST: "127.0.0.1", PORT: String(port) },
    port,
    readyPath: "/api/v1/auth/me",
  });
}

/** The PGlite lock file of a data dir: present after exit means the server did not release it. */
export const pgliteLockPath = (dataDir: string) => path.join(dataDir, "pglite.lock");
