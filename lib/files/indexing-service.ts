import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { fileChunks, files, type FileRow } from "@/db/schema";
import { config } from "@/lib/config";
import { errorFields, log } from "@/lib/log";
import { getObjectStore, ObjectTooLargeError } from "@/lib/storage";
import { DEFAULT_LIMITS, ExtractionError, extractChunks } from "./extract";

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

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds}::int)`;

// PENDING files wait RETRY_AFTER_SECONDS after a failed attempt (index_started_at then holds when
// it ended; it is null for a file never attempted or released at start-up).
const claimable = () =>
  and(
    eq(files.uploadStatus, "CONFIRMED"),
    or(
      and(eq(files.indexStatus, "PENDING"), or(isNull(files.indexStartedAt), lt(files.indexStartedAt, secondsAgo(RETRY_AFTER_SECONDS)))),
      and(eq(files.indexStatus, "INDEXING"), lt(files.indexStartedAt, secondsAgo(STALL_SECONDS))),
    ),
  );

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
      const [candidate] = await tx
        .select({ id: files.id, attempts: files.indexAttempts })
        .from(files)
        .where(fileId ? and(claimable(), eq(files.id, fileId)) : claimable())
        .orderBy(asc(files.uploadedAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!candidate) return { claimed: undefined };
      if (candidate.attempts >= config.files.indexMaxAttempts) {
        await tx
          .update(files)
          .set({ indexStatus: "FAILED", indexError: givenUpMessage(candidate.attempts), updatedAt: sql`now()` })
          .where(eq(files.id, candidate.id));
        log.warn("indexing given up", { fileId: candidate.id, attempts: candidate.attempts });
        return { gaveUp: true };
      }
      const [claimed] = await tx
        .update(files)
        .set({
          indexStatus: "INDEXING",
          indexStartedAt: sql`now()`,
          indexAttempts: sql`${files.indexAttempts} + 1`,
          indexError: null,
        })
        .where(eq(files.id, candidate.id))
        .returning();
      return { claimed };
    });
    if (!("gaveUp" in outcome)) return outcome.claimed;
  }
}

/**
 * At start-up with the embedded database: every INDEXING row belongs to a process that is gone
 * (PGlite's lock file admits one process per data directory), so its claim is released at once
 * rather than after STALL_SECONDS. The lost claim still counts as an attempt.
 */
export async function releaseOrphanedClaims(db: Database): Promise<number> {
  const released = await db
    .update(files)
    .set({ indexStatus: "PENDING", indexStartedAt: null, updatedAt: sql`now()` })
    .where(eq(files.indexStatus, "INDEXING"))
    .returning({ id: files.id });
  return released.length;
}

// Chunks per INSERT. PGlite runs each statement synchronously on the main thread (and computes
// every chunk's tsvector), and its promises settle as microtasks: a loop of inserts never lets a
// timer or a request in (5,000 chunks held the event loop 1.3 s). So each INSERT carries little
// text (to_tsvector costs up to 1 ms per 2 KB on a busy machine) and the loop yields to the event
// loop between them.
const INSERT_MAX_ROWS = 25;
const INSERT_MAX_CHARS = 12_000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function* insertBatches<T extends { text: string }>(rows: T[]): Generator<T[]> {
  let batch: T[] = [];
  let chars = 0;
  for (const row of rows) {
    if (batch.length > 0 && (batch.length >= INSERT_MAX_ROWS || chars + row.text.length > INSERT_MAX_CHARS)) {
      yield batch;
      batch = [];
      chars = 0;
    }
    batch.push(row);
    chars += row.text.length;
  }
  if (batch.length > 0) yield batch;
}

type Outcome = { chunks: (typeof fileChunks.$inferInsert)[] } | { error: string } | { retry: true };

/** Records the outcome, unless another process took the claim over in the meantime. */
async function finish(db: Database, file: FileRow, outcome: Outcome): Promise<void> {
  await db.transaction(async (tx) => {
    // The attempt counter identifies the claim (timestamps lose precision on the way to JS).
    const stillOurs = and(eq(files.id, file.id), eq(files.indexStatus, "INDEXING"), eq(files.indexAttempts, file.indexAttempts));
    const status =
      "retry" in outcome
        ? { indexStatus: "PENDING" as const, indexStartedAt: sql`now()` }
        : "error" in outcome
          ? { indexStatus: "FAILED" as const, indexError: outcome.error }
          : { indexStatus: "READY" as const };
    const [updated] = await tx
      .update(files)
      .set({ ...status, updatedAt: sql`now()` })
      .where(stillOurs)
      .returning({ id: files.id });
    if (!updated || !("chunks" in outcome)) return;
    await tx.delete(fileChunks).where(eq(fileChunks.fileId, file.id));
    for (const batch of insertBatches(outcome.chunks)) {
      await yieldToEventLoop();
      await tx.insert(fileChunks).values(batch);
    }
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
      chunks: chunks.map((c) => ({ fileId: file.id, ordinal: c.ordinal, page: c.page ?? null, section: c.section ?? null, text: c.text })),
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
