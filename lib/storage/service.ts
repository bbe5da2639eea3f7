import "server-only";
import { getDb, type Database } from "@/db/client";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { getObjectStore } from "./index";
import {
  deleteClaimedObjectDeletions,
  deleteDueObjectDeletions,
  leaseObjectDeletions,
  lockDueObjectDeletions,
  upsertObjectDeletions,
} from "./repo";

// The outbox of object deletions (db/schema/storage.ts). Whoever drops the last reference to an
// object queues its key in that same transaction; once it commits, deleteQueuedObjects deletes
// the objects at once, and sweepObjectDeletions retries whatever a crash or a failing store left.

export interface ObjectDeletion {
  key: string;
  /** Until when something may still write the object (an upload URL); now when absent. */
  notBefore?: Date;
}

const CONCURRENCY = 8; // object-store requests at once
const SWEEP_BATCH = 100;
const SWEEP_MAX_BATCHES = 10; // a sweep deletes at most 1,000 objects; the next sweep goes on

/** Records the deletions in the caller's transaction; answers the keys, for deleteQueuedObjects. */
export async function queueObjectDeletions(db: Database, entries: ObjectDeletion[]): Promise<string[]> {
  // One row a key (ON CONFLICT cannot touch a row twice in a statement), with the latest time.
  const due = new Map<string, number>();
  for (const e of entries) due.set(e.key, Math.max(due.get(e.key) ?? 0, e.notBefore?.getTime() ?? 0));
  await upsertObjectDeletions(db, [...due].map(([objectKey, ms]) => ({ objectKey, notBefore: new Date(ms) })));
  return [...due.keys()];
}

/** Deletes each object, a few at a time; answers the keys that are gone. Never throws. */
async function deleteEach(keys: string[]): Promise<string[]> {
  const store = getObjectStore();
  const gone: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        await store.delete(key);
        gone.push(key);
      } catch (err) {
        if (err instanceof AppError && err.code === "VALIDATION_FAILED") {
          // No object can live under a key the store refuses: retrying would never end.
          log.error("dropping an invalid key from the deletion queue", { key, ...errorFields(err) });
          gone.push(key);
        } else {
          log.warn("deleting a stored object failed; it stays queued", { key, ...errorFields(err) });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, keys.length) }, worker));
  return gone;
}

/**
 * Deletes queued objects at once, after the transaction that queued them committed. A row goes
 * when its deletion is final; a staging key whose upload URL still lives stays for the sweeper.
 * Failures are logged and left queued: the caller's change is already committed.
 */
export async function deleteQueuedObjects(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    const gone = await deleteEach(keys);
    if (gone.length > 0) await deleteDueObjectDeletions(await getDb(), gone);
  } catch (err) {
    log.warn("deleting queued objects failed; the sweeper retries", errorFields(err));
  }
}

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED and leases them by moving delete_after on (5 min,
 * doubling per attempt up to 6 h), so two instances never take the same rows and a crash
 * mid-batch only delays them. The attempt number identifies the claim.
 */
async function claimDue(db: Database, limit: number): Promise<{ objectKey: string; attempts: number }[]> {
  return db.transaction(async (tx) => {
    const due = await lockDueObjectDeletions(tx, limit);
    return due.length === 0 ? [] : leaseObjectDeletions(tx, due);
  });
}

/** The sweeper: deletes the objects whose deletion is due, in bounded batches. */
export async function sweepObjectDeletions(): Promise<number> {
  const db = await getDb();
  let deleted = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
    const claimed = await claimDue(db, SWEEP_BATCH);
    if (claimed.length === 0) break;
    const gone = new Set(await deleteEach(claimed.map((c) => c.objectKey)));
    const finished = claimed.filter((c) => gone.has(c.objectKey));
    await deleteClaimedObjectDeletions(db, finished);
    deleted += finished.length;
    if (claimed.length < SWEEP_BATCH) break;
  }
  return deleted;
}
