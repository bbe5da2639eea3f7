import fs from "node:fs";
import type { FakeGitHub } from "../helpers/fake-github";
import type { FakeStripe } from "../helpers/fake-stripe";

declare global {
  var __e2eFakeGitHub: FakeGitHub | undefined;
  var __e2eFakeStripe: FakeStripe | undefined;
}

// Runs before Playwright stops the web server; unlinking files the server still holds is fine on
// POSIX. E2E_KEEP_DATA=1 keeps the database and the server log for a post-mortem.
export default async function globalTeardown() {
  // The fake GitHub of global-setup.ts (same process).
  await globalThis.__e2eFakeGitHub?.stop();
  globalThis.__e2eFakeGitHub = undefined;
  await globalThis.__e2eFakeStripe?.close();
  globalThis.__e2eFakeStripe = undefined;
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.E2E_KEEP_DATA) return;
  fs.rmSync(dir, { recursive: true, force: true });
}
