import { and, asc, eq, lt, or, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { fileChunks, files, type FileRow } from "@/db/schema";
import { config } from "@/lib/config";
import { errorFields, log } from "@/lib/log";
import { getObjectStore } from "@/lib/storage";
import { chunkSections, ExtractionError, extractText } from "./extract";

// Indexing: PENDING → INDEXING → READY | FAILED. A file is claimed with FOR UPDATE SKIP LOCKED, so
// two instances (or the confirm hook and the sweeper) never index one file twice, and an INDEXING
// claim older than STALL_SECONDS (a crash mid-index) is taken over.

const STALL_SECONDS = 300;

const claimable = () =>
  and(
    eq(files.uploadStatus, "CONFIRMED"),
    or(
      eq(files.indexStatus, "PENDING"),
      and(eq(files.indexStatus, "INDEXING"), lt(files.indexStartedAt, sql`now() - make_interval(secs => ${STALL_SECONDS})`)),
    ),
  );

/** Claims one indexable file (that one when `fileId` is given); undefined when there is none. */
export async function claimFile(db: Database, fileId?: string): Promise<FileRow | undefined> {
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: files.id })
      .from(files)
      .where(fileId ? and(claimable(), eq(files.id, fileId)) : claimable())
      .orderBy(asc(files.uploadedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!candidate) return undefined;
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
    return claimed;
  });
}

/** Records the outcome, unless another worker took the claim over in the meantime. */
async function finish(db: Database, file: FileRow, outcome: { chunks: (typeof fileChunks.$inferInsert)[] } | { error: string }) {
  await db.transaction(async (tx) => {
    const stillOurs = and(eq(files.id, file.id), eq(files.indexStatus, "INDEXING"), eq(files.indexStartedAt, file.indexStartedAt!));
    const status = "error" in outcome ? { indexStatus: "FAILED" as const, indexError: outcome.error } : { indexStatus: "READY" as const };
    const [updated] = await tx
      .update(files)
      .set({ ...status, updatedAt: sql`now()` })
      .where(stillOurs)
      .returning({ id: files.id });
    if (!updated || "error" in outcome) return;
    await tx.delete(fileChunks).where(eq(fileChunks.fileId, file.id));
    for (let i = 0; i < outcome.chunks.length; i += 500) await tx.insert(fileChunks).values(outcome.chunks.slice(i, i + 500));
  });
}

async function indexClaimed(db: Database, file: FileRow): Promise<void> {
  try {
    const bytes = await getObjectStore().read(file.objectKey, config.files.maxFileBytes);
    const extraction = await extractText({ bytes, contentType: file.contentType, filename: file.originalFilename });
    const chunks = chunkSections(extraction.sections).map((c) => ({
      fileId: file.id,
      ordinal: c.ordinal,
      page: c.page ?? null,
      section: c.section ?? null,
      text: c.text,
    }));
    await finish(db, file, { chunks });
  } catch (err) {
    const readable = err instanceof ExtractionError ? err.message : "The file could not be indexed";
    if (!(err instanceof ExtractionError)) log.error("indexing failed", { fileId: file.id, ...errorFields(err, true) });
    await finish(db, file, { error: readable });
  }
}

/** Indexes one file if it is still waiting (the confirm hook). */
export async function indexFile(fileId: string): Promise<void> {
  const db = await getDb();
  const file = await claimFile(db, fileId);
  if (file) await indexClaimed(db, file);
}

/** The sweeper: indexes waiting or stalled files, up to `max` of them. */
export async function indexPending(max = 20): Promise<number> {
  const db = await getDb();
  let done = 0;
  for (; done < max; done++) {
    const file = await claimFile(db);
    if (!file) break;
    await indexClaimed(db, file);
  }
  return done;
}
