import "server-only";
import type { Database } from "@/db/client";
import type { FileRow } from "@/db/schema";
import { config } from "@/lib/config";
import { errorFields, log } from "@/lib/log";
import { getObjectStore, ObjectTooLargeError } from "@/lib/storage";
import { DEFAULT_LIMITS, ExtractionError, extractChunks } from "./extract";
import {
  endIndexClaim,
  lockClaimableFile,
  markIndexFailed,
  markIndexing,
  replaceFileChunks,
  type ChunkValues,
  type IndexOutcome,
} from "./repo";

// Indexing one file: PENDING → INDEXING → READY | FAILED. The database is the queue: a file is
// claimed with FOR UPDATE SKIP LOCKED, so two instances (or two drains of one) never index one
// file twice, and nothing waits in memory. The in-process drains that take claims live in
// index-queue.ts.
//
// A claim counts an attempt. It ends with an outcome, unless the process dies first (a crash, a
// restart of a frozen server): then the claim stalls, is taken over, and counts again, so a file
// that kills its indexer is given up after INDEX_MAX_ATTEMPTS instead of being retried forever.

// A claim cannot legitimately outlive the extraction's time limit plus reading the object and
// storing the chunks: past that it belongs to a process that is gone.
export const STALL_SECONDS = Math.ceil(DEFAULT_LIMITS.timeoutMs / 1000) + 60;

// After a failure of ours (the object store unreachable, the worker bundle missing) the file goes
// back to PENDING and waits this long before its next attempt.
export const RETRY_AFTER_SECONDS = 60;

export function givenUpMessage(attempts: number): string {
  return `Indexing stopped ${attempts} times while reading this file; it was not indexed`;
}

/**
 * Claims one indexable file (that one when `fileId` is given); undefined when there is none. A
 * file whose claims already ended without an outcome INDEX_MAX_ATTEMPTS times is marked FAILED on
 * the way, and the next one is tried.
 */
export async function claimFile(db: Database, fileId?: string): Promise<FileRow | undefined> {
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const candidate = await lockClaimableFile(tx, { fileId, retryAfterSeconds: RETRY_AFTER_SECONDS, stallSeconds: STALL_SECONDS });
      if (!candidate) return { claimed: undefined };
      if (candidate.attempts >= config.files.indexMaxAttempts) {
        await markIndexFailed(tx, { fileId: candidate.id, indexError: givenUpMessage(candidate.attempts) });
        log.warn("indexing given up", { fileId: candidate.id, attempts: candidate.attempts });
        return { gaveUp: true };
      }
      return { claimed: await markIndexing(tx, candidate.id) };
    });
    if (!("gaveUp" in outcome)) return outcome.claimed;
  }
}

type Outcome = { chunks: ChunkValues[] } | { error: string } | { retry: true };

/** Records the outcome, unless another process took the claim over in the meantime. */
async function finish(db: Database, file: FileRow, outcome: Outcome): Promise<void> {
  await db.transaction(async (tx) => {
    const status: IndexOutcome =
      "retry" in outcome
        ? { indexStatus: "PENDING" }
        : "error" in outcome
          ? { indexStatus: "FAILED", indexError: outcome.error }
          : { indexStatus: "READY" };
    const stillOurs = await endIndexClaim(tx, { fileId: file.id, attempts: file.indexAttempts }, status);
    if (stillOurs && "chunks" in outcome) await replaceFileChunks(tx, { fileId: file.id, chunks: outcome.chunks });
  });
}

/**
 * Indexes a claimed file: reads the object, has a worker thread extract its chunks, stores them.
 * The file's fault ends it FAILED with a readable indexError; ours sends it back to PENDING for a
 * later attempt, until the last attempt. Answers whether it went back to PENDING.
 */
export async function indexClaimed(db: Database, file: FileRow): Promise<{ retry: boolean }> {
  try {
    const bytes = await getObjectStore().read(file.objectKey, config.files.maxFileBytes);
    // handOver: the bytes move to the worker without a copy; nothing here reads them again.
    const { chunks } = await extractChunks({ bytes, contentType: file.contentType, filename: file.originalFilename }, undefined, { handOver: true });
    await finish(db, file, {
      chunks: chunks.map((c) => ({ ordinal: c.ordinal, page: c.page ?? null, section: c.section ?? null, text: c.text })),
    });
    return { retry: false };
  } catch (err) {
    if (err instanceof ExtractionError) {
      await finish(db, file, { error: err.message });
      return { retry: false };
    }
    if (err instanceof ObjectTooLargeError) {
      await finish(db, file, { error: `The file is larger than the ${Math.round(config.files.maxFileBytes / 1_048_576)} MB that can be indexed` });
      return { retry: false };
    }
    const last = file.indexAttempts >= config.files.indexMaxAttempts;
    log.error("indexing failed", { fileId: file.id, attempt: file.indexAttempts, willRetry: !last, ...errorFields(err, true) });
    await finish(db, file, last ? { error: "The file could not be indexed; please upload it again later" } : { retry: true });
    return { retry: !last };
  }
}
