import "server-only";
import { getDb } from "@/db/client";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import type { TaskEnvelope } from "@/lib/worker/schemas";
import { usableToken } from "./credentials";
import { findBinding, findCredentialById } from "./repo";

/**
 * The code-host access of a run's envelope (spec run step 7): only for a project with an enabled
 * binding whose credential still works, else null. A credential that cannot be used (expired and
 * not refreshable, refused by GitHub) gives null and a warning, never a failed run.
 */
export async function codehostForRun(projectId: string): Promise<TaskEnvelope["codehost"]> {
  const db = await getDb();
  const binding = await findBinding(db, projectId);
  if (!binding?.enabled) return null;
  const credential = await findCredentialById(db, binding.credentialId);
  if (!credential) return null;
  try {
    const accessToken = await usableToken(db, credential);
    return {
      provider: "github",
      repoFullName: binding.repoFullName,
      defaultBranch: binding.defaultBranch,
      accessToken,
      apiBaseUrl: config.github.apiBase,
    };
  } catch (err) {
    if (!(err instanceof AppError)) log.warn("github access left out of a run", { projectId, ...errorFields(err) });
    return null;
  }
}
