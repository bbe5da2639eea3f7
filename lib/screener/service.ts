import "server-only";
import crypto from "node:crypto";
import { getDb } from "@/db/client";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { hit } from "@/lib/rate-limit/service";
import { callWorker } from "@/lib/worker/client";
import type { PrecheckOutput } from "@/lib/worker/schemas";

/**
 * The public quick pre-check: a PRECHECK task with synthetic ids. Nothing about the request is
 * stored (only the caller's rate-limit counter).
 */
export async function screen(input: string, ip: string): Promise<PrecheckOutput> {
  await hit(await getDb(), `screener:ip:${ip}`, config.rateLimits.screenerPerIp);
  try {
    const result = await callWorker({
      taskId: crypto.randomUUID(),
      type: "PRECHECK",
      projectId: crypto.randomUUID(),
      sessionId: crypto.randomUUID(),
      userId: crypto.randomUUID(),
      input,
      project: null,
      history: [],
      files: [],
      codehost: null,
    });
    return result.output as PrecheckOutput;
  } catch (err) {
    log.warn("screener failed in the worker", errorFields(err));
    throw new AppError("WORKER_FAILED", "The pre-check is unavailable right now. Please try again.");
  }
}
