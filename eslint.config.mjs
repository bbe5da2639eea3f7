import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layer boundaries (README, Layout). Each block owns `no-restricted-imports` for its files (a later
// block would replace an earlier one's options for the same file, so the globs do not overlap).
// The patterns read the import as written: modules are imported through "@/" across folders.

const DATABASE = {
  regex: "^(@/db|drizzle-orm)(/.*)?$|^(\\.\\./)+db(/.*)?$",
  message: "The database is reached through lib/<domain>/service.ts (and its repo), never from here.",
};

const SERVICES_AND_REPOS = {
  regex: "(^|/)([\\w-]+-)?(service|repo)$",
  message: "The worker gets everything it needs in the task envelope: no services, repos or database.",
};

const boundaries = [
  {
    files: ["app/**", "components/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [DATABASE] }],
    },
  },
  {
    // Browser code: values only from lib/client and the pure modules of lib/shared; the server's
    // schemas, DTOs and services only as types (erased from the bundle).
    files: ["lib/client/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/(?!lib/client/|lib/shared/)|^\\.\\./(?!shared/)",
              allowTypeImports: true,
              message: "lib/client imports values only from lib/client and lib/shared; use `import type` for server modules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/worker/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ ...DATABASE, message: SERVICES_AND_REPOS.message }, SERVICES_AND_REPOS] }],
    },
  },
  {
    files: ["lib/storage/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/lib/http|\\.\\./http)(/.*)?$",
              message: "lib/storage is below HTTP: its URL handlers live in lib/http/storage-routes.ts.",
            },
          ],
        },
      ],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".build/**", ".data/**", ".scratch/**", "node_modules/**", "next-env.d.ts", "drizzle/**", "test-results/**", "playwright-report/**"],
  },
  {
    rules: {
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...boundaries,
];

export default config;
