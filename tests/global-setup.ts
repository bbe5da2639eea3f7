import { execFileSync } from "node:child_process";
import path from "node:path";

// Before any test file: bundle the extraction worker (.build/extract-worker.mjs), which every
// extraction runs in, so `npm ci && npm test` needs no other step and tests always run the
// current source.
export default function setup() {
  const root = path.resolve(import.meta.dirname, "..");
  execFileSync(process.execPath, [path.join(root, "scripts", "build-extract-worker.mjs")], { cwd: root, stdio: "inherit" });
}
