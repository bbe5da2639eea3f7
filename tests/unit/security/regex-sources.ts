import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// Every regular expression written in the application's source: regular-expression literals and
// `new RegExp(...)` / `RegExp(...)` calls. A call's pattern and flags are worked out from the source
// when they are built from literals: strings, templates (String.raw too), `+`, `[...].join(sep)` and
// `const` names bound to such values in the same file. Anything else is "dynamic": the test must get
// those expressions at run time from the module that builds them.

export interface FoundRegex {
  file: string;
  line: number;
  source: string;
  flags: string;
}

export interface DynamicRegex {
  file: string;
  line: number;
  code: string;
}

const EXTENSIONS = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (EXTENSIONS.test(entry.name) && !entry.name.endsWith(".d.ts")) yield full;
  }
}

// `const NAME = ...` declarations of the file, by name; a name declared twice is left out.
function constants(file: ts.SourceFile): Map<string, ts.Expression | null> {
  const found = new Map<string, ts.Expression | null>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const d of node.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) found.set(d.name.text, found.has(d.name.text) ? null : d.initializer);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

type Value = string | string[];

// The value of an expression built only from literals, or undefined.
function evaluate(node: ts.Expression, consts: Map<string, ts.Expression | null>, seen = new Set<string>()): Value | undefined {
  const str = (n: ts.Expression) => {
    const v = evaluate(n, consts, seen);
    return typeof v === "string" ? v : undefined;
  };
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return evaluate(node.expression, consts, seen);
  if (ts.isIdentifier(node)) {
    const init = consts.get(node.text);
    if (!init || seen.has(node.text)) return undefined;
    return evaluate(init, consts, new Set([...seen, node.text]));
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [a, b] = [str(node.left), str(node.right)];
    return a === undefined || b === undefined ? undefined : a + b;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((e) => (ts.isSpreadElement(e) ? undefined : str(e)));
    return items.every((i): i is string => i !== undefined) ? items : undefined;
  }
  if (ts.isTemplateExpression(node)) return template(node, false, consts, seen);
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === "String.raw") {
    const t = node.template;
    return ts.isNoSubstitutionTemplateLiteral(t) ? t.rawText : template(t, true, consts, seen);
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "join") {
    const list = evaluate(node.expression.expression, consts, seen);
    const sep = node.arguments[0] ? str(node.arguments[0]) : ",";
    return Array.isArray(list) && sep !== undefined ? list.join(sep) : undefined;
  }
  return undefined;
}

function template(node: ts.TemplateExpression, raw: boolean, consts: Map<string, ts.Expression | null>, seen: Set<string>): string | undefined {
  let out = raw ? node.head.rawText! : node.head.text;
  for (const span of node.templateSpans) {
    const v = evaluate(span.expression, consts, seen);
    if (typeof v !== "string") return undefined;
    out += v + (raw ? span.literal.rawText! : span.literal.text);
  }
  return out;
}

export function collectRegexes(root: string, dirs: string[]): { found: FoundRegex[]; dynamic: DynamicRegex[] } {
  const found: FoundRegex[] = [];
  const dynamic: DynamicRegex[] = [];
  for (const dir of dirs) {
    for (const full of sourceFiles(path.join(root, dir))) {
      const file = path.relative(root, full).split(path.sep).join("/");
      const kind = full.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const sf = ts.createSourceFile(full, fs.readFileSync(full, "utf8"), ts.ScriptTarget.Latest, true, kind);
      const consts = constants(sf);
      const line = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
      const visit = (node: ts.Node) => {
        if (ts.isRegularExpressionLiteral(node)) {
          const end = node.text.lastIndexOf("/");
          found.push({ file, line: line(node), source: node.text.slice(1, end), flags: node.text.slice(end + 1) });
        } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === "RegExp") {
          const [pattern, flags] = node.arguments ?? [];
          const source = pattern ? evaluate(pattern, consts) : undefined;
          const flagText = flags ? evaluate(flags, consts) : "";
          if (typeof source === "string" && typeof flagText === "string") found.push({ file, line: line(node), source, flags: flagText });
          else dynamic.push({ file, line: line(node), code: node.getText(sf) });
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
  }
  return { found, dynamic };
}
