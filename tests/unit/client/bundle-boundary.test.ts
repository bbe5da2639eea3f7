import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The browser bundle never pulls server code. It holds every module reached by value imports from
// a "use client" file, and lib/client is browser code throughout: from those, the imports stay in
// lib/client, the pure lib/shared, components and the app's pages. Server modules may be named
// only by `import type`, which the build erases: a value import of, say, lib/files/schemas would
// ship lib/config and its settings. (Server components, the pages without "use client", may
// import server modules; only what the browser loads is checked.)

const ROOT = path.resolve(import.meta.dirname, "../../..");
const CLIENT_DIRS = ["lib/client", "lib/shared", "components", "app"];
const EXTENSIONS = [".ts", ".tsx"];

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
const isClientSide = (file: string) => {
  const r = rel(file);
  return CLIENT_DIRS.some((d) => r.startsWith(`${d}/`)) && !r.startsWith("app/api/");
};

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (EXTENSIONS.some((e) => entry.name.endsWith(e))) yield full;
  }
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The modules a file imports or re-exports by value: type-only imports are left out. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const specs: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specs.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const onlyTypes = node.isTypeOnly || (clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) specs.push(node.moduleSpecifier.text);
    }
  }
  return specs;
}

// The directive, first in the file (after comments).
const USE_CLIENT = /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*["']use client["']/;

// Packages that only make sense on the server: reaching one from the browser is a leak too.
const SERVER_PACKAGES = /^(?:server-only|drizzle-orm|postgres|@electric-sql\/pglite|bcryptjs|jose|@aws-sdk\/|resend|node:)/;

describe("the browser bundle's imports", () => {
  const roots = CLIENT_DIRS.flatMap((d) => [...sourceFiles(path.join(ROOT, d))])
    .filter(isClientSide)
    .filter((file) => rel(file).startsWith("lib/client/") || USE_CLIENT.test(fs.readFileSync(file, "utf8")));

  it("finds the browser's entry modules", () => {
    expect(roots.map(rel)).toEqual(
      expect.arrayContaining(["lib/client/api-types.ts", "components/providers.tsx", "components/files/evidence-panel.tsx"]),
    );
  });

  it("reach no server module by value, directly or through another module", () => {
    const leaks: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string, chain: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of valueImports(file)) {
        if (SERVER_PACKAGES.test(spec)) {
          leaks.push([...chain, rel(file), spec].join(" → "));
          continue;
        }
        const target = resolve(file, spec);
        if (!target) continue; // an npm package, or a stylesheet
        if (!isClientSide(target)) leaks.push([...chain, rel(file), rel(target)].join(" → "));
        else visit(target, [...chain, rel(file)]);
      }
    };
    for (const root of roots) visit(root, []);
    expect(leaks).toEqual([]);
  });

  it("keeps lib/shared pure: it imports nothing but itself", () => {
    const shared = [...sourceFiles(path.join(ROOT, "lib/shared"))];
    const outside = shared.flatMap((file) =>
      valueImports(file).filter((spec) => !(resolve(file, spec) ?? "").startsWith(path.join(ROOT, "lib/shared"))),
    );
    expect(outside).toEqual([]);
  });
});
