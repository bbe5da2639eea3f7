import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { fileChunks, files, previewObjects, type FileRow } from "@/db/schema";
import { notFound } from "@/lib/errors";

// The SQL of files: uploads, the indexing queue, chunks and Word previews. The bytes that count
// against storage quotas are summed in lib/quotas/repo.ts.

export async function insertFiles(db: Database, rows: (typeof files.$inferInsert)[]): Promise<FileRow[]> {
  return db.insert(files).values(rows).returning();
}

export interface OwnedFileKey {
  fileId: string;
  projectId: string;
  ownerId: string;
}

const ownedFile = ({ fileId, projectId, ownerId }: OwnedFileKey) =>
  and(eq(files.id, fileId), eq(files.projectId, projectId), eq(files.ownerId, ownerId));

/** The file if `ownerId` owns it; NOT_FOUND otherwise. `lock` holds its row until the transaction ends. */
export async function getFileForOwner(db: Database, key: OwnedFileKey, { lock = false } = {}): Promise<FileRow> {
  const query = db.select().from(files).where(ownedFile(key)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("File");
  return row;
}

export function listConfirmedFiles(db: Database, { projectId, ownerId }: { projectId: string; ownerId: string }): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.projectId, projectId), eq(files.ownerId, ownerId), eq(files.uploadStatus, "CONFIRMED")))
    .orderBy(desc(files.uploadedAt));
}

/** The project's files among `fileIds` that are confirmed and READY (selectable for a run). */
export function listReadyFiles(db: Database, { projectId, fileIds }: { projectId: string; fileIds: string[] }): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(
      and(inArray(files.id, fileIds), eq(files.projectId, projectId), eq(files.indexStatus, "READY"), eq(files.uploadStatus, "CONFIRMED")),
    );
}

/** Confirms a PENDING upload that is still within its reservation; undefined when it is not. */
export async function markConfirmed(db: Database, { fileId, etag }: { fileId: string; etag: string | null }): Promise<FileRow | undefined> {
  const [row] = await db
    .update(files)
    .set({ uploadStatus: "CONFIRMED", uploadedAt: sql`now()`, etag, indexStatus: "PENDING", updatedAt: sql`now()` })
    .where(and(eq(files.id, fileId), eq(files.uploadStatus, "PENDING"), gt(files.uploadExpiresAt, sql`now()`)))
    .returning();
  return row;
}

/** PENDING uploads whose reservation ran out: they become FAILED, which releases their bytes. */
export async function expirePendingUploads(db: Database): Promise<FileRow[]> {
  return db
    .update(files)
    .set({ uploadStatus: "FAILED", indexStatus: "FAILED", indexError: "The upload was never completed", updatedAt: sql`now()` })
    .where(and(eq(files.uploadStatus, "PENDING"), lte(files.uploadExpiresAt, sql`now()`)))
    .returning();
}

/** Deletes the file (its chunks go with it) and answers the row; NOT_FOUND unless `ownerId` owns it. */
export async function deleteFileForOwner(db: Database, key: OwnedFileKey): Promise<FileRow> {
  const [row] = await db.delete(files).where(ownedFile(key)).returning();
  if (!row) throw notFound("File");
  return row;
}

/** Deletes all the project's files, whatever their state, and answers their rows. */
export function deleteProjectFiles(db: Database, projectId: string): Promise<FileRow[]> {
  return db.delete(files).where(eq(files.projectId, projectId)).returning();
}

// The indexing queue. The database is the queue: a file is claimed with FOR UPDATE SKIP LOCKED, so
// two instances (or two drains of one) never index one file twice. The rules (when a claim stalls,
// when a file is given up) are lib/files/indexing-service.ts's.

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds}::int)`;

// PENDING files wait `retryAfterSeconds` after a failed attempt (index_started_at then holds when
// it ended; it is null for a file never attempted or released at start-up).
const claimable = ({ retryAfterSeconds, stallSeconds }: QueueTimes) =>
  and(
    eq(files.uploadStatus, "CONFIRMED"),
    or(
      and(eq(files.indexStatus, "PENDING"), or(isNull(files.indexStartedAt), lt(files.indexStartedAt, secondsAgo(retryAfterSeconds)))),
      and(eq(files.indexStatus, "INDEXING"), lt(files.indexStartedAt, secondsAgo(stallSeconds))),
    ),
  );

export interface QueueTimes {
  /** How long a PENDING file waits after a failed attempt. */
  retryAfterSeconds: number;
  /** How long after its claim an INDEXING file is taken over. */
  stallSeconds: number;
}

/**
 * Locks the oldest claimable file (that one when `fileId` is given) for the rest of the
 * transaction, skipping rows other transactions hold; answers its id and claims so far.
 */
export async function lockClaimableFile(
  tx: Database,
  { fileId, ...times }: QueueTimes & { fileId?: string },
): Promise<{ id: string; attempts: number } | undefined> {
  const [candidate] = await tx
    .select({ id: files.id, attempts: files.indexAttempts })
    .from(files)
    .where(fileId ? and(claimable(times), eq(files.id, fileId)) : claimable(times))
    .orderBy(asc(files.uploadedAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return candidate;
}

/** Claims the file: INDEXING from now, one more attempt counted. */
export async function markIndexing(tx: Database, fileId: string): Promise<FileRow | undefined> {
  const [claimed] = await tx
    .update(files)
    .set({ indexStatus: "INDEXING", indexStartedAt: sql`now()`, indexAttempts: sql`${files.indexAttempts} + 1`, indexError: null })
    .where(eq(files.id, fileId))
    .returning();
  return claimed;
}

/** Marks the file FAILED without a claim (given up before another attempt). */
export async function markIndexFailed(tx: Database, { fileId, indexError }: { fileId: string; indexError: string }): Promise<void> {
  await tx.update(files).set({ indexStatus: "FAILED", indexError, updatedAt: sql`now()` }).where(eq(files.id, fileId));
}

/**
 * At start-up with the embedded database: every INDEXING row belongs to a process that is gone
 * (PGlite's lock file admits one process per data directory), so its claim is released at once
 * rather than after the stall time. The lost claim still counts as an attempt.
 */
export async function releaseOrphanedClaims(db: Database): Promise<number> {
  const released = await db
    .update(files)
    .set({ indexStatus: "PENDING", indexStartedAt: null, updatedAt: sql`now()` })
    .where(eq(files.indexStatus, "INDEXING"))
    .returning({ id: files.id });
  return released.length;
}

/** How a claim ends: PENDING waits from now for its next attempt. */
export type IndexOutcome = { indexStatus: "READY" } | { indexStatus: "FAILED"; indexError: string } | { indexStatus: "PENDING" };

/**
 * Records the outcome of a claim, unless another process took it over in the meantime (the
 * attempt counter identifies the claim: timestamps lose precision on the way to JS). Answers
 * whether the claim was still ours.
 */
export async function endIndexClaim(
  tx: Database,
  { fileId, attempts }: { fileId: string; attempts: number },
  outcome: IndexOutcome,
): Promise<boolean> {
  const status = outcome.indexStatus === "PENDING" ? { ...outcome, indexStartedAt: sql`now()` } : outcome;
  const [updated] = await tx
    .update(files)
    .set({ ...status, updatedAt: sql`now()` })
    .where(and(eq(files.id, fileId), eq(files.indexStatus, "INDEXING"), eq(files.indexAttempts, attempts)))
    .returning({ id: files.id });
  return Boolean(updated);
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

export type ChunkValues = Omit<typeof fileChunks.$inferInsert, "id" | "fileId" | "tsv">;

/** Replaces the file's chunks, in small INSERTs that yield to the event loop between them. */
export async function replaceFileChunks(tx: Database, { fileId, chunks }: { fileId: string; chunks: ChunkValues[] }): Promise<void> {
  await tx.delete(fileChunks).where(eq(fileChunks.fileId, fileId));
  for (const batch of insertBatches(chunks)) {
    await yieldToEventLoop();
    await tx.insert(fileChunks).values(batch.map((c) => ({ ...c, fileId })));
  }
}

/**
 * The first `perFile` chunks of each file, best ranked against `query` (a websearch OR query) and
 * in document order among equals; in document order when `query` is empty.
 */
export async function bestExcerpts(
  db: Database,
  { fileIds, query, perFile }: { fileIds: string[]; query: string; perFile: number },
): Promise<{ fileId: string; text: string }[]> {
  const rank = query ? sql`ts_rank_cd(${fileChunks.tsv}, websearch_to_tsquery('english', ${query})) desc, ` : sql``;
  const ranked = db
    .select({
      fileId: fileChunks.fileId,
      text: fileChunks.text,
      place: sql<number>`row_number() over (partition by ${fileChunks.fileId} order by ${rank}${fileChunks.ordinal})`.as("place"),
    })
    .from(fileChunks)
    .where(inArray(fileChunks.fileId, fileIds))
    .as("ranked_chunks");
  return db
    .select({ fileId: ranked.fileId, text: ranked.text })
    .from(ranked)
    .where(lte(ranked.place, perFile))
    .orderBy(ranked.place);
}

export async function insertPreview(
  db: Database,
  { objectKey, ownerId, expiresAt }: { objectKey: string; ownerId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(previewObjects).values({ objectKey, ownerId, expiresAt });
}

export async function takeExpiredPreviews(db: Database): Promise<string[]> {
  const rows = await db
    .delete(previewObjects)
    .where(lte(previewObjects.expiresAt, sql`now()`))
    .returning({ key: previewObjects.objectKey });
  return rows.map((r) => r.key);
}
