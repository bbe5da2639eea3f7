import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// npm run build: the extraction worker's bundle, then `next build`, then a fingerprint of the
// sources it was built from. With --if-stale (npm start) nothing is rebuilt when the fingerprint
// still matches. The fingerprint is every source file's path, size and modification time, so an
// edit, an added or deleted file, a checkout or a new install each lead to a rebuild.

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCES = ["app", "components", "lib", "db", "drizzle", "public", "scripts/build-extract-worker.mjs"];
const FILES = ["next.config.ts", "proxy.ts", "instrumentation.ts", "tsconfig.json", "package.json", "package-lock.json"];
const STAMP = path.join(ROOT, ".next", "source-fingerprint");
const OUTPUTS = [path.join(ROOT, ".next", "BUILD_ID"), path.join(ROOT, ".build", "extract-worker.mjs")];

function* walk(entry: string): Generator<string> {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return;
  if (!fs.statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(full).sort()) yield* walk(path.join(entry, child));
}

function fingerprint(): string {
  const hash = crypto.createHash("sha256");
  for (const file of [...SOURCES, ...FILES].flatMap((e) => [...walk(e)])) {
    const stat = fs.statSync(path.join(ROOT, file));
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

function run(command: string, args: string[]) {
  // Next's anonymous telemetry is off unless the caller turned it on.
  const env = { NEXT_TELEMETRY_DISABLED: "1", ...process.env };
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const current = fingerprint();
const built = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, "utf8") : "";
if (process.argv.includes("--if-stale") && built === current && OUTPUTS.every((f) => fs.existsSync(f))) {
  console.info("The build matches the sources: not rebuilding (npm run build forces it).");
} else {
  run(process.execPath, [path.join(ROOT, "scripts", "build-extract-worker.mjs")]);
  run("npx", ["next", "build"]);
  fs.writeFileSync(STAMP, current);
}
