import "server-only";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { AppError, validationError } from "@/lib/errors";
import { resolveSelectedFiles } from "@/lib/files/retrieval-service";
import { codehostForRun } from "@/lib/integrations/github/runtime-service";
import { errorFields, log } from "@/lib/log";
import { cancelAiRun, confirmAiRun, reserveAiRun } from "@/lib/quotas/service";
import { getSessionWithProject, insertMessage, recentMessages, touchSession } from "@/lib/sessions/repo";
import { WORKER_TYPE } from "@/lib/shared/session-kinds";
import { callWorker } from "@/lib/worker/client";
import type { TaskEnvelope, TaskResult } from "@/lib/worker/schemas";
import { failAbandonedRuns, finishRun, insertRun } from "./repo";
import type { RunInput } from "./schemas";

export interface RunResponse {
  runId: string;
  status: "SUCCEEDED" | "FAILED";
  python: TaskResult | null;
  messages: { userMessageId: string; assistantMessageId: string | null };
  selectedFileIds: string[];
}

/**
 * Executes a run in ten numbered steps (their checks in docs/errors.md). Steps 2 to 5 share one transaction: a
 * refused file selection rolls the reservation back with everything else, so nothing is kept.
 */
export async function executeRun(user: UserRow, sessionId: string, input: RunInput): Promise<RunResponse> {
  const db = await getDb();
  const { session, project } = await getSessionWithProject(db, { sessionId, ownerId: user.id }); // 1. ownership
  const type = WORKER_TYPE[input.type];
  // A session holds one kind of work: its runs are of its type (T661 and its variants are one kind).
  if (type !== WORKER_TYPE[session.type]) {
    throw validationError("type", `must be a ${WORKER_TYPE[session.type]} run in a ${session.type} session`);
  }
  if (session.status === "ARCHIVED") throw new AppError("CONFLICT", "This session is archived; reactivate it to run");

  const { reservationId, run, message, history, files } = await db.transaction(async (tx) => {
    const reservationId = await reserveAiRun(tx, user); // 2. quota
    const history = await recentMessages(tx, sessionId, input.history_limit); // 3. history
    const files = await resolveSelectedFiles(tx, session.projectId, input.selected_file_ids, input.input); // 4, 6.
    const run = await insertRun(tx, {
      sessionId,
      userId: user.id,
      type,
      input: input.input,
      historyLimit: input.history_limit,
      selectedFileIds: input.selected_file_ids,
    });
    const message = await insertMessage(tx, { sessionId, role: "USER", content: input.input, runId: run.id }); // 5.
    return { reservationId, run, message, history, files };
  });

  const envelope: TaskEnvelope = {
    taskId: run.id,
    type,
    projectId: session.projectId,
    sessionId,
    userId: user.id,
    input: input.input,
    project: { name: project.name, fiscalYear: project.fiscalYear, description: project.description },
    history: history.map((m) => ({
      role: m.role as "USER" | "ASSISTANT",
      content: m.content,
      createdAt: m.createdAt.toISOString(),
    })),
    files, // 6. with their signed download URLs and best excerpts
    codehost: await codehostForRun(session.projectId), // 7. only with an enabled GitHub binding
  };

  let result: TaskResult;
  try {
    result = await callWorker(envelope); // 8. the worker
  } catch (err) {
    log.warn("run failed in the worker", { runId: run.id, ...errorFields(err) });
    await db.transaction(async (tx) => {
      await finishRun(tx, run.id, {
        status: "FAILED",
        errorCode: "WORKER_FAILED",
        error: err instanceof Error ? err.message : String(err),
      });
      await touchSession(tx, sessionId, message.createdAt);
      await cancelAiRun(tx, reservationId); // 10. cancel
    });
    throw new AppError("WORKER_FAILED", "The AI worker could not complete this run. Please try again.", {
      data: {
        runId: run.id,
        status: "FAILED",
        python: null,
        messages: { userMessageId: message.id, assistantMessageId: null },
        selectedFileIds: input.selected_file_ids,
      },
    });
  }

  const assistant = await db.transaction(async (tx) => {
    // 9. the assistant message, carrying the result; 10. the reservation confirmed with it
    const reply = await insertMessage(tx, {
      sessionId,
      role: "ASSISTANT",
      content: result.markdown,
      payload: result,
      runId: run.id,
    });
    await finishRun(tx, run.id, { status: "SUCCEEDED", engine: result.engine, durationMs: result.durationMs });
    await touchSession(tx, sessionId, reply.createdAt);
    await confirmAiRun(tx, reservationId);
    return reply;
  });

  return {
    runId: run.id,
    status: "SUCCEEDED",
    python: result,
    messages: { userMessageId: message.id, assistantMessageId: assistant.id },
    selectedFileIds: input.selected_file_ids,
  };
}

/** The sweeper's part: runs a dead process left RUNNING, well past the worker's time limit. */
export async function sweepAbandonedRuns(): Promise<number> {
  const olderThanSeconds = Math.ceil(config.worker.timeoutMs / 1000) + 300;
  return failAbandonedRuns(await getDb(), { olderThanSeconds });
}
