import path from "node:path";
import os from "node:os";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // The marker throws outside a server bundle; tests import services and the database directly.
  "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
};
const testEnv = {
  DATABASE_URL: "memory://",
  DATA_DIR: path.join(os.tmpdir(), "sred-vitest"),
  BCRYPT_ROUNDS: "4",
  LOG_LEVEL: "error",
  APP_URL: "http://localhost:3000",
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Bundles the extraction worker once for the whole run (tests/global-setup.ts).
    globalSetup: ["tests/global-setup.ts"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          env: testEnv,
          // The engine's tests run whole texts; on a slow or busy machine some take seconds.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Info level: emails' links are read from their log lines (tests/helpers/mailbox.ts).
          env: { ...testEnv, LOG_LEVEL: "info" },
          setupFiles: ["tests/helpers/db-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
