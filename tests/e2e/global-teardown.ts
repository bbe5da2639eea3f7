import fs from "node:fs";

// Runs before Playwright stops the web server; unlinking files the server still holds is fine on
// POSIX. E2E_KEEP_DATA=1 keeps the database and the server log for a post-mortem.
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.E2E_KEEP_DATA) return;
  fs.rmSync(dir, { recursive: true, force: true });
}
