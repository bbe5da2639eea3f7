import "server-only";
import type { TaskEnvelope } from "@/lib/worker/schemas";
import { readCodeHistory, type ReadOptions } from "./github";
import type { CodeHistory } from "./types";

export type { CodeCommit, CodeHistory } from "./types";

/**
 * The code history of the envelope's bound repository, read before the builtin engine runs, or null
 * when the project has no binding (then nothing is fetched). Never throws: a failure is a warning.
 */
export async function codeHistoryFor(envelope: TaskEnvelope, options?: ReadOptions): Promise<CodeHistory | null> {
  const codehost = envelope.codehost;
  if (!codehost) return null;
  const year = envelope.project?.fiscalYear ?? null;
  try {
    return await readCodeHistory(codehost, year, options);
  } catch {
    const warning = `The code history of ${codehost.repoFullName} could not be read.`;
    return { repo: codehost.repoFullName, branch: codehost.defaultBranch, year, commits: [], readme: null, warnings: [warning] };
  }
}
