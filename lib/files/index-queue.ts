import { getDb } from "@/db/client";
import { config } from "@/lib/config";
import { errorFields, log } from "@/lib/log";
import { claimFile, indexClaimed, RETRY_AFTER_SECONDS } from "./indexing-service";
import { releaseOrphanedClaims } from "./repo";

// The in-process indexer. Confirm does not start a job per file: it pokes this indexer, which runs
// at most INDEX_CONCURRENCY drains at once; each drain claims files from the database (the queue)
// until none is left. However many confirms arrive, nothing grows in memory, and at most that many
// extraction workers (each with its heap cap) run in this process.

let running = 0;
// Set by every poke; a drain that finds nothing claimable looks again when a poke arrived during
// its look (the confirmed file may have committed just after its query).
let poked = false;

async function drain(max: number): Promise<number> {
  const db = await getDb();
  let done = 0;
  while (done < max) {
    poked = false;
    const file = await claimFile(db);
    if (!file) {
      if (poked) continue;
      break;
    }
    const { retry } = await indexClaimed(db, file);
    // A file that failed on our side waits RETRY_AFTER_SECONDS; look again then (a serverless
    // host may never fire this timer: the sweeper or the next confirm picks it up instead).
    if (retry) setTimeout(() => void startIndexing(), (RETRY_AFTER_SECONDS + 1) * 1000).unref();
    done += 1;
  }
  return done;
}

async function drainInSlot(max: number): Promise<number> {
  running += 1;
  try {
    return await drain(max);
  } finally {
    running -= 1;
  }
}

/**
 * Starts a drain if fewer than INDEX_CONCURRENCY run, and resolves when the drain it started ends
 * (at once when none started). The confirm hook hands it to runInBackground (Next's `after`), so a
 * serverless invocation stays alive until its drain ends. Never rejects: failures are logged.
 */
export function startIndexing(): Promise<void> {
  poked = true;
  if (running >= config.files.indexConcurrency) return Promise.resolve();
  return drainInSlot(Infinity).then(
    () => undefined,
    (err: unknown) => log.error("indexing failed", errorFields(err, true)),
  );
}

/**
 * The sweeper's pass: indexes up to `max` waiting or stalled files in one slot, and answers how
 * many. With every slot taken, the running drains will get to them: it only pokes.
 */
export async function indexPending(max = 20): Promise<number> {
  if (running >= config.files.indexConcurrency) {
    poked = true;
    return 0;
  }
  return drainInSlot(max);
}

/**
 * At start-up: releases the claims a dead process left (with the embedded database every INDEXING
 * row is one; with DATABASE_URL other instances may be alive, and claims older than STALL_SECONDS
 * are claimable anyway) and starts indexing, instead of leaving them to the first sweep.
 */
export async function resumeIndexing(): Promise<void> {
  const db = await getDb();
  if (!config.database.url) {
    const released = await releaseOrphanedClaims(db);
    if (released > 0) log.info("released the indexing claims of a stopped process", { files: released });
  }
  void startIndexing();
}

/** resumeIndexing without making start-up wait for it (or fail with it). */
export function resumeIndexingInBackground(): void {
  resumeIndexing().catch((err) => log.error("resuming indexing failed", errorFields(err, true)));
}
