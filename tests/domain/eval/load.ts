import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  logbookCaseSchema,
  screeningCaseSchema,
  t661CaseSchema,
  type LogbookCase,
  type ScreeningCase,
  type T661Case,
} from "./schema";

// Reads the corpus. A malformed case stops the run with its file and the path of the bad field: a
// silently skipped case would move the figures without anyone noticing.

export const DOMAIN_DIR = path.resolve(import.meta.dirname, "..");

export class CaseError extends Error {}

export interface Corpus {
  screening: ScreeningCase[];
  t661: T661Case[];
  logbook: LogbookCase[];
}

function loadFolder<S extends z.ZodType>(root: string, folder: string, schema: S, samples: boolean): z.infer<S>[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json") && (samples || !f.startsWith("_")))
    .sort();
  const ids = new Map<string, string>();
  const out: z.infer<S>[] = [];
  for (const file of files) {
    const rel = path.relative(process.cwd(), path.join(dir, file));
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    } catch (err) {
      throw new CaseError(`${rel}: not valid JSON (${(err as Error).message})`);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `  at ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
      throw new CaseError(`${rel}: malformed case\n${issues}`);
    }
    const value = parsed.data as z.infer<S> & { id: string };
    // Ids name failures in the report and the JSON; two files with one id would be indistinguishable.
    const previous = ids.get(value.id);
    if (previous) throw new CaseError(`${rel}: id "${value.id}" already used by ${previous}`);
    ids.set(value.id, rel);
    out.push(value);
  }
  return out;
}

// `root` holds screening/, t661/ and logbook/ folders: the corpus, or another set in its format
// (tests/domain/trials).
export function loadCorpus(samples: boolean, root = DOMAIN_DIR): Corpus {
  return {
    screening: loadFolder(root, "screening", screeningCaseSchema, samples),
    t661: loadFolder(root, "t661", t661CaseSchema, samples),
    logbook: loadFolder(root, "logbook", logbookCaseSchema, samples),
  };
}
