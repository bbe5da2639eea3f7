import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { files } from "@/db/schema";
import { config } from "@/lib/config";
import { activeExtractionWorkers } from "@/lib/files/extract";
import { indexPending } from "@/lib/files/index-queue";
import { givenUpMessage, RETRY_AFTER_SECONDS, STALL_SECONDS } from "@/lib/files/indexing-service";
import { getObjectStore } from "@/lib/storage";
import { onServerStart } from "@/lib/startup";
import { registerUser } from "../../helpers/accounts";
import { textUpload, TYPES, uploadFile, waitForIndex } from "../../helpers/files";
import { worstLoopPause } from "../../helpers/loop-pause";
import { createProject } from "../../helpers/workspace";
import { makeManyPagePdf } from "../../fixtures/make-files";

// The indexing queue: the database holds the waiting files, this process indexes at most
// INDEX_CONCURRENCY of them at once, claims left by a dead process are taken up at start-up, and
// a file is given up after INDEX_MAX_ATTEMPTS claims without an outcome.

async function owner() {
  const user = await registerUser();
  return { ...user, project: await createProject(user.token) };
}

async function row(fileId: string) {
  const [file] = await (await getDb()).select().from(files).where(eq(files.id, fileId));
  return file!;
}

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe("the indexing queue", () => {
  it("indexes many confirmed files at most INDEX_CONCURRENCY at a time", async () => {
    expect(config.files.indexConcurrency).toBe(2);
    const { token, project } = await owner();
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, activeExtractionWorkers());
    }, 2);
    try {
      const pdf = makeManyPagePdf(20);
      const ids = [];
      for (let i = 0; i < 6; i++) {
        ids.push(await uploadFile(token, project.id, { filename: `report-${i}.pdf`, contentType: TYPES.pdf, bytes: new Uint8Array(pdf) }));
      }
      for (const id of ids) expect((await waitForIndex(token, project.id, id)).indexStatus).toBe("READY");
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
  }, 60_000);

  it("stores thousands of chunks without holding the event loop", async () => {
    // PGlite runs every statement synchronously and settles its promises as microtasks: storing
    // 6,000 chunks in one loop of INSERTs once kept timers and requests out for over a second. The
    // longest pause must stay under 150 ms, or, on a machine too slow for that, within six times the
    // longest while a tenth of the file is stored (1.6 to 4.3 times on a loaded 2-core machine): one
    // pause for the whole file would be ten times the tenth's.
    const { token, project } = await owner();
    const prose = "The prototype heat sink reached 41 C at 20 W; the second trial cracked at 900 C. ";
    const worstWhileIndexing = (repeat: number) =>
      worstLoopPause(async () => {
        const fileId = await uploadFile(token, project.id, textUpload(`log-${repeat}.txt`, prose.repeat(repeat)));
        expect((await waitForIndex(token, project.id, fileId)).indexStatus).toBe("READY");
      }, 5);
    const tenth = await worstWhileIndexing(7_000);
    expect(await worstWhileIndexing(70_000)).toBeLessThan(Math.max(150, 6 * tenth));
  }, 120_000);

  it("takes up at start-up a file a killed process was indexing, not at the first sweep", async () => {
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, textUpload("notes.txt", "Furnace at 800 C held for two hours."));
    await waitForIndex(token, project.id, fileId);
    // The claim a killed server left: INDEXING, old enough to be stalled on any database.
    const db = await getDb();
    await db.update(files).set({ indexStatus: "INDEXING", indexStartedAt: ago(STALL_SECONDS + 60), indexAttempts: 1 }).where(eq(files.id, fileId));
    await onServerStart();
    const file = await waitForIndex(token, project.id, fileId);
    expect(file.indexStatus).toBe("READY");
    expect((await row(fileId)).indexAttempts).toBe(2);
  });

  it("releases a fresh claim at start-up only with the embedded database", async () => {
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, textUpload("notes.txt", "Second trial: the binder cracked."));
    await waitForIndex(token, project.id, fileId);
    const db = await getDb();
    await db.update(files).set({ indexStatus: "INDEXING", indexStartedAt: new Date(), indexAttempts: 1 }).where(eq(files.id, fileId));
    await onServerStart();
    if (config.database.url) {
      // PostgreSQL: another instance may be reading it; its claim is left alone until it stalls.
      await new Promise((r) => setTimeout(r, 500));
      expect((await row(fileId)).indexStatus).toBe("INDEXING");
    } else {
      // PGlite: one process per data directory, so every claim at start is a dead process's.
      expect((await waitForIndex(token, project.id, fileId)).indexStatus).toBe("READY");
    }
  });

  it("gives a file up after INDEX_MAX_ATTEMPTS claims that ended without an outcome", async () => {
    expect(config.files.indexMaxAttempts).toBe(3);
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, textUpload("freeze.md", "# A file that killed its indexer"));
    await waitForIndex(token, project.id, fileId);
    const db = await getDb();
    // Claimed three times, and each time the process died while reading it.
    await db.update(files).set({ indexStatus: "INDEXING", indexStartedAt: ago(STALL_SECONDS + 60), indexAttempts: 3 }).where(eq(files.id, fileId));
    await indexPending();
    const file = await row(fileId);
    expect(file.indexStatus).toBe("FAILED");
    expect(file.indexError).toBe(givenUpMessage(3));
    expect(file.indexError).toBe("Indexing stopped 3 times while reading this file; it was not indexed");
  });

  it("retries a failure of ours later, and gives up after the last attempt", async () => {
    const { token, project } = await owner();
    const fileId = await uploadFile(token, project.id, textUpload("lost.txt", "Bytes the store will lose."));
    await waitForIndex(token, project.id, fileId);
    const db = await getDb();
    // The object store loses the object: reading it fails on our side, not because of the file.
    await getObjectStore().delete((await row(fileId)).objectKey);
    await db.update(files).set({ indexStatus: "PENDING", indexStartedAt: null, indexAttempts: 0 }).where(eq(files.id, fileId));

    for (const attempt of [1, 2]) {
      await indexPending();
      const file = await row(fileId);
      expect(file).toMatchObject({ indexStatus: "PENDING", indexAttempts: attempt, indexError: null });
      // It waits before its next attempt...
      await indexPending();
      expect((await row(fileId)).indexAttempts).toBe(attempt);
      // ...which comes once that time has passed.
      await db.update(files).set({ indexStartedAt: ago(RETRY_AFTER_SECONDS + 1) }).where(eq(files.id, fileId));
    }
    await indexPending();
    expect(await row(fileId)).toMatchObject({ indexStatus: "FAILED", indexAttempts: 3, indexError: "The file could not be indexed; please upload it again later" });
  });
});
