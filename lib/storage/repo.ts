import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { objectDeletions } from "@/db/schema";

// The SQL of the object-deletion outbox (db/schema/storage.ts); its rules are ./service.ts's.

const CHUNK = 1000; // keys a statement, far below PostgreSQL's parameter limit

/** Queues each key, due at `notBefore` (now when earlier); a key already queued keeps the later time. */
export async function upsertObjectDeletions(db: Database, entries: { objectKey: string; notBefore: Date }[]): Promise<void> {
  const rows = entries.map(({ objectKey, notBefore }) => ({
    objectKey,
    deleteAfter: sql`greatest(now(), ${notBefore.toISOString()}::timestamptz)`,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(objectDeletions)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: objectDeletions.objectKey,
        set: { deleteAfter: sql`greatest(${objectDeletions.deleteAfter}, excluded.delete_after)` },
      });
  }
}

/** Removes the keys whose deletion is final (due now); a key due later stays queued. */
export async function deleteDueObjectDeletions(db: Database, objectKeys: string[]): Promise<void> {
  for (let i = 0; i < objectKeys.length; i += CHUNK) {
    await db
      .delete(objectDeletions)
      .where(and(inArray(objectDeletions.objectKey, objectKeys.slice(i, i + CHUNK)), lte(objectDeletions.deleteAfter, sql`now()`)));
  }
}

/** Locks up to `limit` due rows, oldest first, skipping rows other transactions hold; answers their keys. */
export async function lockDueObjectDeletions(tx: Database, limit: number): Promise<string[]> {
  const due = await tx
    .select({ key: objectDeletions.objectKey })
    .from(objectDeletions)
    .where(lte(objectDeletions.deleteAfter, sql`now()`))
    .orderBy(asc(objectDeletions.deleteAfter))
    .limit(limit)
    .for("update", { skipLocked: true });
  return due.map((d) => d.key);
}

/** Counts an attempt on each key and moves it 5 minutes on, doubling per attempt up to 6 hours. */
export function leaseObjectDeletions(tx: Database, objectKeys: string[]): Promise<{ objectKey: string; attempts: number }[]> {
  return tx
    .update(objectDeletions)
    .set({
      attempts: sql`${objectDeletions.attempts} + 1`,
      deleteAfter: sql`now() + interval '5 minutes' * least(power(2, ${objectDeletions.attempts}), 72)`,
    })
    .where(inArray(objectDeletions.objectKey, objectKeys))
    .returning({ objectKey: objectDeletions.objectKey, attempts: objectDeletions.attempts });
}

/** Removes claimed rows, each only while its attempt number is the claim's (no other claim took it since). */
export async function deleteClaimedObjectDeletions(db: Database, claims: { objectKey: string; attempts: number }[]): Promise<void> {
  if (claims.length === 0) return;
  await db
    .delete(objectDeletions)
    .where(or(...claims.map((c) => and(eq(objectDeletions.objectKey, c.objectKey), eq(objectDeletions.attempts, c.attempts)))));
}
