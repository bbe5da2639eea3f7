import { and, desc, eq, gt, lte, or, sql, sum } from "drizzle-orm";
import type { Database } from "@/db/client";
import { files, previewObjects, type FileRow } from "@/db/schema";
import { notFound } from "@/lib/errors";

// Bytes that count against storage quotas: confirmed files, and pending uploads still in time.
const holdsStorage = () =>
  or(eq(files.uploadStatus, "CONFIRMED"), and(eq(files.uploadStatus, "PENDING"), gt(files.uploadExpiresAt, sql`now()`)));

export async function storageUsedByOwner(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(files.fileSize) })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), holdsStorage()));
  return Number(row?.bytes ?? 0);
}

export async function storageUsedTotal(db: Database): Promise<number> {
  const [row] = await db.select({ bytes: sum(files.fileSize) }).from(files).where(holdsStorage());
  return Number(row?.bytes ?? 0);
}

export async function insertFiles(db: Database, rows: (typeof files.$inferInsert)[]): Promise<FileRow[]> {
  return db.insert(files).values(rows).returning();
}

const ownedFile = (fileId: string, projectId: string, ownerId: string) =>
  and(eq(files.id, fileId), eq(files.projectId, projectId), eq(files.ownerId, ownerId));

/** The file if `ownerId` owns it; NOT_FOUND otherwise. `lock` holds its row until the transaction ends. */
export async function getFileForOwner(
  db: Database,
  fileId: string,
  projectId: string,
  ownerId: string,
  { lock = false } = {},
): Promise<FileRow> {
  const query = db.select().from(files).where(ownedFile(fileId, projectId, ownerId)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("File");
  return row;
}

export function listConfirmedFiles(db: Database, projectId: string, ownerId: string): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.projectId, projectId), eq(files.ownerId, ownerId), eq(files.uploadStatus, "CONFIRMED")))
    .orderBy(desc(files.uploadedAt));
}

/** Confirms a PENDING upload that is still within its reservation; undefined when it is not. */
export async function markConfirmed(db: Database, fileId: string, etag: string | null): Promise<FileRow | undefined> {
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
export async function deleteFileForOwner(db: Database, fileId: string, projectId: string, ownerId: string): Promise<FileRow> {
  const [row] = await db.delete(files).where(ownedFile(fileId, projectId, ownerId)).returning();
  if (!row) throw notFound("File");
  return row;
}

/** Deletes all the project's files, whatever their state, and answers their rows. */
export function deleteProjectFiles(db: Database, projectId: string): Promise<FileRow[]> {
  return db.delete(files).where(eq(files.projectId, projectId)).returning();
}

export async function insertPreview(db: Database, objectKey: string, ownerId: string, expiresAt: Date) {
  await db.insert(previewObjects).values({ objectKey, ownerId, expiresAt });
}

export async function takeExpiredPreviews(db: Database): Promise<string[]> {
  const rows = await db
    .delete(previewObjects)
    .where(lte(previewObjects.expiresAt, sql`now()`))
    .returning({ key: previewObjects.objectKey });
  return rows.map((r) => r.key);
}
