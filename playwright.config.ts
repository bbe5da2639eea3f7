import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET } from "./tests/helpers/fake-github";
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from "./tests/helpers/fake-stripe";

// The suite runs the already-built app (`npm run build` first) against a fresh embedded database.
// This file is loaded again in each worker: the first load picks the directory and the workers
// inherit it through the environment, so everyone reads the same server log.

const PORT = 3200;
const BASE_URL = `http://127.0.0.1:${PORT}`;

process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "sred-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_SERVER_LOG ??= path.join(dataDir, "server.log");
const serverLog = process.env.E2E_SERVER_LOG;
// The fake GitHub (tests/e2e/global-setup.ts) listens on this fixed port: the web server starts
// before global setup, so its env must name the address in advance.
process.env.E2E_GITHUB_PORT ??= "3291";
const GITHUB_FAKE = `http://127.0.0.1:${process.env.E2E_GITHUB_PORT}`;
// The fake Stripe, likewise (its hosted checkout page is where the billing spec pays).
process.env.E2E_STRIPE_PORT ??= "3292";
const STRIPE_FAKE = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;


export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium: this machine cannot download Playwright's own browser builds.
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // exec: the shell becomes the server, so stopping it stops the server too.
    // The app's own server, as `npm run serve` runs it. First, with the database to itself, the seed
    // gives the catalog the Stripe price ids the fake Stripe knows.
    command:
      `node --import tsx --conditions=react-server tests/e2e/support/seed-stripe-prices.ts > "${serverLog}" 2>&1 && ` +
      `exec node --import tsx scripts/server.ts >> "${serverLog}" 2>&1`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      HOST: "127.0.0.1",
      PORT: String(PORT),
      APP_URL: BASE_URL,
      DATA_DIR: dataDir,
      BCRYPT_ROUNDS: "4",
      // Every test signs up its own user from the one loopback address: more than the default 10 an hour.
      RATE_LIMIT_REGISTER_PER_IP: "100/60",
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      NEXT_MANUAL_SIG_HANDLE: "true",
      GITHUB_API_BASE: GITHUB_FAKE,
      GITHUB_OAUTH_BASE: GITHUB_FAKE,
      GITHUB_CLIENT_ID: FAKE_CLIENT_ID,
      GITHUB_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: STRIPE_FAKE,
    },
  },
});
