import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { routeCases } from "./cases";
import type { RequestSpec, SeedData } from "./cases/types";
import { measure, stopLoad, type LoadOptions } from "./measure";
import {
  childEnv,
  ensureBuild,
  freePort,
  pgliteLockPath,
  ROOT,
  startApp,
  startServer,
  stopAll,
  type EnvOverrides,
  type ServerProcess,
} from "./processes";
import { formatHostile, HOSTILE_GOAL_MS, measureHostileIndexing, type HostileMeasurement } from "./hostile-bench";
import { checkGoals, formatReport, type GoalCheck, type Row } from "./report";
import { measureUploads, type UploadMeasurement } from "./upload-bench";

// npm run bench: each route case against the app's server (`npm run serve`) and against a bare
// node:http baseline doing the same work on the same database, one server at a time so they never
// share the CPU with each other. Scenarios: PGlite (always) and PostgreSQL (when BENCH_DATABASE_URL
// is set).

const load: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: 3,
};

interface Scenario {
  name: string;
  databaseUrl?: string;
}

const tempDirs: string[] = [];
const removeTempDirs = () => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
};

function appEnv(dataDir: string, databaseUrl: string | undefined): EnvOverrides {
  return {
    DATA_DIR: dataDir,
    // Empty means unset to config.ts: PGlite in DATA_DIR, whatever the caller's shell holds.
    DATABASE_URL: databaseUrl ?? "",
    AUTH_SECRET: crypto.randomBytes(36).toString("base64url"), // 48 characters
    // The app runs in production, which refuses a DATABASE_URL without this key.
    ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
    BCRYPT_ROUNDS: "4",
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    // A reused BENCH_DATABASE_URL keeps its rate-limit rows; the default 10/hour would end in 429s.
    RATE_LIMIT_REGISTER_PER_IP: "1000/1",
    // The bench talks to the backend directly, so edge access must be off.
    EDGE_ACCESS_CLIENT_ID: "",
    EDGE_ACCESS_CLIENT_SECRET: "",
  };
}

/** Writes the cases' data into the scenario's database (seed.ts, with the app's settings). */
function seed(env: EnvOverrides): SeedData {
  const result = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(ROOT, "tests", "bench", "seed.ts")], {
    cwd: ROOT,
    env: childEnv(env),
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as SeedData;
}

function startBaseline(env: EnvOverrides, port: number): Promise<ServerProcess> {
  return startServer({
    name: "baseline",
    // node --import tsx: one process (the tsx CLI would add a wrapper), and tsx resolves "@/". The
    // react-server condition makes the server-only marker an empty module, as in Next's server bundle.
    args: ["--conditions=react-server", "--import", "tsx", path.join(ROOT, "tests", "bench", "baseline-server.ts")],
    // PORT: the worker calls of runs go to this server, as the app's go to itself.
    env: { ...env, BENCH_BASELINE_PORT: String(port), PORT: String(port) },
    port,
    readyPath: "/",
  });
}

async function measureAll(scenario: string, server: ServerProcess, specs: RequestSpec[]): Promise<Row[]> {
  const target = server.name === "baseline" ? "baseline" : "next";
  const rows: Row[] = [];
  for (const [i, routeCase] of routeCases.entries()) {
    const connections = routeCase.connections ?? load.connections;
    console.info(`[${scenario}] ${target}: ${routeCase.name} at ${connections} connections, ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s ...`);
    const m = await measure(server.baseUrl, server.pid, specs[i]!, { ...load, connections });
    rows.push({ scenario, route: routeCase.name, target, connections, ...m });
  }
  return rows;
}

async function stopChecked(server: ServerProcess, dataDir: string, pglite: boolean): Promise<void> {
  const exit = await server.stop();
  // The app exits 143 after its SIGTERM cleanup; a SIGKILL means it hung on the way out.
  if (exit !== 0 && exit !== 143) console.warn(`[warn] ${server.name} exited with ${exit}\n${server.output()}`);
  if (pglite && fs.existsSync(pgliteLockPath(dataDir))) {
    console.warn(`[warn] ${server.name} left ${pgliteLockPath(dataDir)} behind (lock not released on exit)`);
  }
}

async function runScenario(scenario: Scenario): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sred-bench-"));
  tempDirs.push(dataDir);
  const env = appEnv(dataDir, scenario.databaseUrl);
  const pglite = !scenario.databaseUrl;

  console.info(`[${scenario.name}] seeding ...`);
  const data = seed(env);
  console.info(`[${scenario.name}] starting the app server ...`);
  const next = await startApp(env, await freePort());
  const rows: Row[] = [];
  const specs: RequestSpec[] = [];
  try {
    for (const routeCase of routeCases) specs.push(await routeCase.setup(next.baseUrl, data));
    rows.push(...(await measureAll(scenario.name, next, specs)));
  } finally {
    // PGlite: the baseline may open the data dir only once Next has fully exited.
    await stopChecked(next, dataDir, pglite);
  }

  console.info(`[${scenario.name}] starting the baseline server ...`);
  const baseline = await startBaseline(env, await freePort());
  try {
    rows.push(...(await measureAll(scenario.name, baseline, specs)));
  } finally {
    await stopChecked(baseline, dataDir, pglite);
  }
  return rows;
}

interface ExtractionReport {
  results: { name: string; fileMb: number; ms: number; sections: number; chars: number; rssBeforeMb: number }[];
  peakRssMb: number;
}

/** Evidence files: indexing time and memory of big documents, and uploads through the local store. */
async function filesSection(): Promise<{ extraction: ExtractionReport; uploads: UploadMeasurement[] }> {
  console.info("[files] extracting a 100-page PDF and a 5 MB DOCX ...");
  const child = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "tests", "bench", "extract-bench.ts")], {
    cwd: ROOT,
    env: childEnv({ LOG_LEVEL: "warn" }),
    encoding: "utf8",
  });
  if (child.status !== 0) throw new Error(`extraction bench failed:\n${child.stderr}`);
  const extraction = JSON.parse(child.stdout) as ExtractionReport;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sred-bench-"));
  tempDirs.push(dataDir);
  console.info("[files] uploading 5, 50 and 95 MB through the local store ...");
  // Files up to the FREE plan's 100 MB, so the last upload is twice the default per-file limit.
  const next = await startApp({ ...appEnv(dataDir, undefined), MAX_FILE_BYTES: String(100 * 1_048_576) }, await freePort());
  try {
    return { extraction, uploads: await measureUploads(next.baseUrl, next.pid, [5, 50, 95]) };
  } finally {
    await stopChecked(next, dataDir, true);
  }
}

/** The server's worst event-loop stall while it indexes hostile files (hostile-bench.ts). */
async function hostileSection(): Promise<HostileMeasurement> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sred-bench-"));
  tempDirs.push(dataDir);
  console.info("[files] indexing hostile files (Markdown ReDoS, PDF bomb, 10 MB nested JSON, 46 MB text) while probing liveness ...");
  const app = await startApp(appEnv(dataDir, undefined), await freePort());
  try {
    return await measureHostileIndexing(app.baseUrl);
  } finally {
    await stopChecked(app, dataDir, true);
  }
}

function hostileCheck(m: HostileMeasurement): GoalCheck {
  return {
    scenario: "pglite",
    route: "indexing hostile files",
    ratio: 0,
    goal: `worst event-loop delay < ${HOSTILE_GOAL_MS} ms`,
    measured: `${m.worstDelayMs} ms`,
    pass: m.worstDelayMs < HOSTILE_GOAL_MS,
  };
}

function formatFiles(files: Awaited<ReturnType<typeof filesSection>>): string {
  const lines = files.extraction.results.map(
    (r) => `  ${r.name.padEnd(14)} ${String(r.fileMb).padStart(5)} MB  ${String(r.ms).padStart(6)} ms  ${r.sections} sections, ${r.chars} characters`,
  );
  const uploads = files.uploads.map(
    (u) => `  ${String(u.sizeMb).padStart(5)} MB  ${String(u.seconds).padStart(6)} s  ${String(u.mbPerSecond).padStart(4)} MB/s  server peak memory +${u.serverPeakGrowthMb} MB`,
  );
  return [
    "Indexing (text extraction, in worker threads):",
    ...lines,
    `  peak memory of the process: ${files.extraction.peakRssMb} MB`,
    "Uploads through the local store (the app server):",
    ...uploads,
  ].join("\n");
}

/** How many CPUs are busy (other processes: we have not started anything yet), over one second. */
async function busyCpus(): Promise<number> {
  const sample = () => {
    const cpus = os.cpus();
    const idle = cpus.reduce((sum, c) => sum + c.times.idle, 0);
    const total = cpus.reduce((sum, c) => sum + c.times.user + c.times.nice + c.times.sys + c.times.irq + c.times.idle, 0);
    return { idle, total, count: cpus.length };
  };
  const a = sample();
  await new Promise((r) => setTimeout(r, 1_000));
  const b = sample();
  const total = b.total - a.total;
  return total > 0 ? ((total - (b.idle - a.idle)) / total) * b.count : 0;
}

async function main(): Promise<void> {
  ensureBuild();
  // Other work on the machine skews every number: say so up front (and record it in the JSON).
  const busyBefore = await busyCpus();
  if (busyBefore > 0.25) console.warn(`[warn] other processes keep ${busyBefore.toFixed(2)} CPUs busy: results will be noisy`);
  const scenarios: Scenario[] = [{ name: "pglite" }];
  if (process.env.BENCH_DATABASE_URL) scenarios.push({ name: "postgres", databaseUrl: process.env.BENCH_DATABASE_URL });
  else console.info("BENCH_DATABASE_URL is not set: PGlite scenario only.");

  const rows: Row[] = [];
  for (const scenario of scenarios) rows.push(...(await runScenario(scenario)));

  const files = process.env.BENCH_SKIP_FILES ? undefined : await filesSection();
  const hostile = process.env.BENCH_SKIP_FILES ? undefined : await hostileSection();

  const checks = checkGoals(rows);
  if (hostile) checks.push(hostileCheck(hostile));
  console.info(`\n${formatReport(rows, checks)}`);
  if (files) console.info(`\n${formatFiles(files)}`);
  if (hostile) console.info(`\n${formatHostile(hostile)}`);

  const out = path.join(os.tmpdir(), "sred-bench", "latest.json");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, busyCpusBefore: busyBefore };
  fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), machine, load, rows, checks, files, hostile }, null, 2));
  console.info(`\nResults written to ${out}`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.info(`\n${signal}: stopping the servers ...`);
    stopLoad();
    void stopAll().finally(() => {
      removeTempDirs();
      process.exit(130);
    });
  });
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stopAll();
  removeTempDirs();
}
