import path from "node:path";
import { defineConfig } from "vitest/config";

// npm run test:smoke: the production build, served by the app server (npm run serve), over real
// HTTP. One server for the whole run (tests/smoke/global-setup.ts); files run one after another,
// as they share it.

const alias = { "@": path.resolve(import.meta.dirname) };

export default defineConfig({
  resolve: { alias },
  test: {
    name: "smoke",
    include: ["tests/smoke/**/*.test.ts"],
    globalSetup: ["tests/smoke/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    // The restart test starts and stops its own server twice inside its hooks.
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
