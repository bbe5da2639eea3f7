import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { afterAll, describe, expect, it, vi } from "vitest";

// A 20 MB upload and download through the local storage route over real HTTP: the server must
// stream both ways, holding a few chunks at a time, never the whole body.
const server = await vi.hoisted(async () => {
  const { startStorageRouteServer } = await import("./route-server");
  return startStorageRouteServer();
});

import { getObjectStore } from "@/lib/storage";
import { getLocalObjectStore } from "@/lib/storage/local";

afterAll(() => server.close());

const MB = 1024 * 1024;
const SIZE = 20 * MB;
const CHUNK = 64 * 1024;

/** Bytes of the uploads in progress, as written to disk so far. */
function bytesOnDisk(): number {
  const dir = getLocalObjectStore().uploadsDir;
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir).reduce((sum, f) => {
    try {
      return sum + fs.statSync(path.join(dir, f)).size;
    } catch {
      return sum; // renamed into place meanwhile
    }
  }, 0);
}

async function waitFor(predicate: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (predicate()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return predicate();
}

// Peak memory during a transfer is mostly garbage not yet collected, and with client and server
// in one process, in-flight chunks count too. So the test pauses the transfer half-way, lets the
// pipes settle, and measures what survives a full collection: what the server *holds*. A server
// that buffered the body would hold 10 MB there; a streaming one holds a few chunks.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

async function retainedBytes(): Promise<number> {
  gc();
  // A second pass after a tick: undici frees some buffers from FinalizationRegistry callbacks.
  await new Promise((r) => setImmediate(r));
  gc();
  return process.memoryUsage().arrayBuffers;
}

describe("local object store, large objects", () => {
  const key = `projects/${crypto.randomUUID()}/files/${crypto.randomUUID()}/big.bin`;
  // One chunk sent over and over keeps the client's own memory flat.
  const chunk = crypto.randomBytes(CHUNK);
  const expectedMd5 = (() => {
    const h = crypto.createHash("md5");
    for (let i = 0; i < SIZE / CHUNK; i++) h.update(chunk);
    return h.digest("hex");
  })();

  it("streams a 20 MB upload to disk as it arrives, holding a few chunks", async () => {
    const store = getObjectStore();
    const { url } = await store.presignPut(key, { contentType: "application/octet-stream", contentLength: SIZE, expiresInSeconds: 900 });
    const base = await retainedBytes();
    let sent = 0;
    let onDiskAtPause = -1;
    let heldAtPause = -1;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        // Half-way, stop sending until the first half is on disk. A server that buffered the
        // body would write nothing before the end, and the wait would time out.
        if (sent === SIZE / 2 && onDiskAtPause < 0) {
          await waitFor(() => bytesOnDisk() === SIZE / 2, 15_000);
          onDiskAtPause = bytesOnDisk();
          heldAtPause = (await retainedBytes()) - base;
        }
        if (sent >= SIZE) return controller.close();
        controller.enqueue(chunk);
        sent += CHUNK;
      },
    });
    const res = await fetch(url, {
      method: "PUT",
      body,
      duplex: "half",
      headers: { "content-type": "application/octet-stream", "content-length": String(SIZE) },
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(`"${expectedMd5}"`);
    expect(onDiskAtPause).toBe(SIZE / 2);
    expect(heldAtPause).toBeLessThan(4 * MB);
    expect(await store.head(key)).toEqual({ size: SIZE, contentType: "application/octet-stream", etag: `"${expectedMd5}"` });
  });

  it("streams the 20 MB download, reading ahead only as far as the pipes hold", async () => {
    const { url } = await getObjectStore().presignGet(key, { expiresInSeconds: 60 });
    const base = await retainedBytes();
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(SIZE));
    // The client reads nothing for a while: the server fills the socket buffers and must stop.
    await new Promise((r) => setTimeout(r, 300));
    const heldWhileIdle = (await retainedBytes()) - base;
    const h = crypto.createHash("md5");
    for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) h.update(part);
    expect(h.digest("hex")).toBe(expectedMd5);
    // Reading the file whole would hold 20 MB; loopback socket buffers alone take a few.
    expect(heldWhileIdle).toBeLessThan(10 * MB);
  });
});
