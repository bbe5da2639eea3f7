import { decodeText } from "./text";
import { ExtractionError, type ExtractedSection, type ExtractionLimits } from "./types";

// JSON as "path: value" lines ("results[2].temperature: 41.5"): every value keeps the keys that
// give it meaning, which pretty-printing spreads over many lines. Sections follow the top level:
// one per key of a root object, one per 100 elements of a root array.
const ELEMENTS_PER_SECTION = 100;
const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;

function keyPath(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  if (IDENTIFIER.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${JSON.stringify(key)}]`;
}

function scalar(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

// Iterative rather than recursive: a hostile file nested 100,000 deep must not overflow the stack.
interface Budget {
  chars: number;
  truncated: boolean;
}

function flatten(root: unknown, rootPath: string, out: string[], budget: Budget): void {
  const stack: [string, unknown][] = [[rootPath, root]];
  while (stack.length > 0 && budget.chars > 0) {
    const [path, value] = stack.pop()!;
    let line: string | undefined;
    if (Array.isArray(value)) {
      if (value.length === 0) line = `${path}: []`;
      for (let i = value.length - 1; i >= 0; i--) stack.push([keyPath(path, i), value[i]]);
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value);
      if (entries.length === 0) line = `${path}: {}`;
      for (let i = entries.length - 1; i >= 0; i--) stack.push([keyPath(path, entries[i]![0]), entries[i]![1]]);
    } else {
      line = path ? `${path}: ${scalar(value)}` : scalar(value);
    }
    if (line !== undefined) {
      out.push(line);
      budget.chars -= line.length + 1;
    }
  }
  if (stack.length > 0) budget.truncated = true;
}

export function extractJson(bytes: Buffer, limits: ExtractionLimits): { sections: ExtractedSection[]; truncated: boolean } {
  let root: unknown;
  try {
    root = JSON.parse(decodeText(bytes));
  } catch (err) {
    throw new ExtractionError(`The JSON file is not valid JSON: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  const budget: Budget = { chars: limits.maxTextChars, truncated: false };
  const sections: ExtractedSection[] = [];
  const add = (section: string | undefined, values: [string, unknown][]) => {
    const lines: string[] = [];
    for (const [path, value] of values) flatten(value, path, lines, budget);
    if (lines.length > 0) sections.push({ text: lines.join("\n"), ...(section !== undefined && { section }) });
  };
  if (Array.isArray(root)) {
    for (let i = 0; i < root.length; i += ELEMENTS_PER_SECTION) {
      if (budget.chars <= 0) {
        budget.truncated = true;
        break;
      }
      const slice = root.slice(i, i + ELEMENTS_PER_SECTION).map((v, j): [string, unknown] => [`[${i + j}]`, v]);
      add(`[${i}-${i + slice.length - 1}]`, slice);
    }
  } else if (root !== null && typeof root === "object") {
    for (const [key, value] of Object.entries(root)) {
      if (budget.chars <= 0) {
        budget.truncated = true;
        break;
      }
      add(keyPath("", key), [[keyPath("", key), value]]);
    }
  } else {
    add(undefined, [["", root]]);
  }
  return { sections, truncated: budget.truncated };
}
