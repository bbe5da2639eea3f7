import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

// The app's storage route behind a real HTTP server on 127.0.0.1, so uploads are real fetch PUTs
// to the presigned URLs. APP_URL and DATA_DIR must be set before the settings are read.
const server = await vi.hoisted(async () => {
  const { startStorageRouteServer } = await import("./route-server");
  return startStorageRouteServer();
});

import { getObjectStore, ObjectTooLargeError } from "@/lib/storage";
import { getLocalObjectStore } from "@/lib/storage/local";

const store = getObjectStore();
const TTL = 900;

afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const newKey = (name = "report.pdf") => `projects/${crypto.randomUUID()}/files/${crypto.randomUUID()}/${name}`;
const md5 = (b: Buffer) => crypto.createHash("md5").update(b).digest("hex");
const leftovers = () => (fs.existsSync(getLocalObjectStore().uploadsDir) ? fs.readdirSync(getLocalObjectStore().uploadsDir) : []);
const objectFile = (key: string) => path.join(server.dataDir, "storage", "objects", ...key.split("/"));

async function presign(key: string, contentType: string, contentLength: number) {
  return (await store.presignPut(key, { contentType, contentLength, expiresInSeconds: TTL })).url;
}

function put(url: string, body: BodyInit, headers: Record<string, string>) {
  return fetch(url, { method: "PUT", body, headers, duplex: "half" } as RequestInit);
}

/** A chunked body (no Content-Length), as a non-browser client can send. */
function chunked(...parts: Buffer[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const next = parts.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

async function expectFailure(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toMatchObject({ success: false, data: null, error: { code } });
  expect(typeof body.message).toBe("string");
  expect(Date.parse(body.timestamp)).not.toBeNaN();
  return body as { message: string };
}

describe("local object store over HTTP", () => {
  it("round-trips an upload: presigned PUT, head, presigned GET with type and disposition", async () => {
    const key = newKey("Q3 report é.pdf");
    const bytes = crypto.randomBytes(300_000);
    const url = await presign(key, "application/pdf", bytes.length);
    expect(url.startsWith(`${server.origin}/api/storage/o/projects/`)).toBe(true);

    const res = await put(url, bytes, { "content-type": "application/pdf" });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(`"${md5(bytes)}"`);

    expect(await store.head(key)).toEqual({ size: bytes.length, contentType: "application/pdf", etag: `"${md5(bytes)}"` });

    const { url: getUrl, expiresAt } = await store.presignGet(key, { expiresInSeconds: 600, filename: "Q3 report é.pdf" });
    expect(expiresAt).toBeGreaterThan(Date.now() + 590_000);
    const got = await fetch(getUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("content-length")).toBe(String(bytes.length));
    expect(got.headers.get("content-disposition")).toBe(
      `attachment; filename="Q3 report _.pdf"; filename*=UTF-8''Q3%20report%20%C3%A9.pdf`,
    );
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);

    expect((await store.read(key, bytes.length)).equals(bytes)).toBe(true);
    await expect(store.read(key, bytes.length - 1)).rejects.toBeInstanceOf(ObjectTooLargeError);
  });

  it("accepts a chunked body of exactly the signed length", async () => {
    const key = newKey("notes.txt");
    const url = await presign(key, "text/plain", 10);
    const res = await put(url, chunked(Buffer.from("hello"), Buffer.from("world")), { "content-type": "text/plain" });
    expect(res.status).toBe(200);
    expect((await store.read(key, 100)).toString()).toBe("helloworld");
  });

  it("refuses another content type than the signed one", async () => {
    const key = newKey();
    const url = await presign(key, "application/pdf", 5);
    const body = await expectFailure(await put(url, Buffer.from("<svg>"), { "content-type": "image/svg+xml" }), 403, "FORBIDDEN");
    expect(body.message).toContain("application/pdf");
    expect(await store.head(key)).toBeNull();
  });

  it("refuses a Content-Length other than the signed one", async () => {
    const key = newKey();
    const url = await presign(key, "application/pdf", 5);
    await expectFailure(await put(url, Buffer.from("123456"), { "content-type": "application/pdf" }), 403, "FORBIDDEN");
    await expectFailure(await put(url, Buffer.from("1234"), { "content-type": "application/pdf" }), 403, "FORBIDDEN");
    expect(await store.head(key)).toBeNull();
  });

  it("refuses a chunked body longer than signed, leaving nothing on disk", async () => {
    const key = newKey();
    const url = await presign(key, "application/pdf", 1000);
    const res = await put(url, chunked(crypto.randomBytes(600), crypto.randomBytes(600)), { "content-type": "application/pdf" });
    const body = await expectFailure(res, 400, "VALIDATION_FAILED");
    expect(body.message).toContain("longer than the signed 1000 bytes");
    expect(await store.head(key)).toBeNull();
    expect(fs.existsSync(objectFile(key))).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it("answers a far longer chunked body early, without reading all of it", async () => {
    const key = newKey();
    const url = await presign(key, "application/pdf", 1000);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 65_536;
        if (sent > 200 * 1024 * 1024) controller.error(new Error("the server read everything"));
        else controller.enqueue(new Uint8Array(65_536));
      },
    });
    const res = await put(url, endless, { "content-type": "application/pdf" });
    await expectFailure(res, 400, "VALIDATION_FAILED");
    expect(sent).toBeLessThan(50 * 1024 * 1024);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a chunked body shorter than signed, leaving nothing on disk", async () => {
    const key = newKey();
    const url = await presign(key, "application/pdf", 1000);
    const res = await put(url, chunked(crypto.randomBytes(999)), { "content-type": "application/pdf" });
    const body = await expectFailure(res, 400, "VALIDATION_FAILED");
    expect(body.message).toContain("999 bytes");
    expect(await store.head(key)).toBeNull();
    expect(leftovers()).toEqual([]);
  });

  it("cleans up after a client that goes away mid-upload", async () => {
    const key = newKey();
    const url = await presign(key, "application/pdf", 10 * 65_536);
    const abort = new AbortController();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        sent += 1;
        if (sent < 4) return controller.enqueue(new Uint8Array(65_536));
        // undici keeps pulling after an abort: send nothing more, or this loops for ever.
        if (sent > 4) return;
        // Abort once the server has started writing the upload.
        await vi.waitFor(() => expect(leftovers()).toHaveLength(1), { timeout: 5000 });
        abort.abort();
      },
    });
    const upload = fetch(url, { method: "PUT", body, duplex: "half", signal: abort.signal, headers: { "content-type": "application/pdf" } } as RequestInit);
    await expect(upload).rejects.toThrow();
    await vi.waitFor(() => expect(leftovers()).toEqual([]), { timeout: 5000 });
    expect(await store.head(key)).toBeNull();
  });

  it("refuses an expired upload or download URL", async () => {
    const key = newKey();
    await store.put(key, Buffer.from("%PDF"), "application/pdf");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 3_600_000 });
    const putUrl = await presign(key, "application/pdf", 4);
    const { url: getUrl } = await store.presignGet(key, { expiresInSeconds: 60 });
    vi.useRealTimers();
    const body = await expectFailure(await put(putUrl, Buffer.from("%PDF"), { "content-type": "application/pdf" }), 403, "FORBIDDEN");
    expect(body.message).toMatch(/expired/);
    await expectFailure(await fetch(getUrl), 403, "FORBIDDEN");
  });

  it("refuses a tampered signature, key, length or operation", async () => {
    const key = newKey();
    await store.put(key, Buffer.from("secret"), "text/plain");
    const putUrl = new URL(await presign(key, "text/plain", 6));
    const getUrl = new URL((await store.presignGet(key, { expiresInSeconds: 60 })).url);

    const badSig = new URL(putUrl);
    badSig.searchParams.set("sig", `${putUrl.searchParams.get("sig")!.slice(0, -2)}AA`);
    await expectFailure(await put(badSig.href, Buffer.from("hacked"), { "content-type": "text/plain" }), 403, "FORBIDDEN");

    const longer = new URL(putUrl);
    longer.searchParams.set("len", "7");
    await expectFailure(await put(longer.href, Buffer.from("hacked!"), { "content-type": "text/plain" }), 403, "FORBIDDEN");

    const otherKey = new URL(getUrl);
    otherKey.pathname = otherKey.pathname.replace(/[^/]+$/, "other.txt");
    await expectFailure(await fetch(otherKey), 403, "FORBIDDEN");

    // A download URL does not authorize an upload.
    const asPut = new URL(getUrl);
    await expectFailure(await put(asPut.href, Buffer.from("hacked"), { "content-type": "text/plain" }), 403, "FORBIDDEN");

    expect((await store.read(key, 100)).toString()).toBe("secret");
  });

  it("never lets a key escape the storage directory", async () => {
    await expect(store.put("../../secrets.json", Buffer.from("{}"), "application/json")).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
    });
    await expect(store.presignPut("/etc/passwd", { contentType: "text/plain", contentLength: 1, expiresInSeconds: 60 })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
    });
    // Encoded slashes survive URL parsing and decode into the key: unsigned, they are refused.
    const res = await fetch(`${server.origin}/api/storage/o/a%2F..%2F..%2F..%2Fsecrets.json?op=get&exp=9999999999&sig=x`);
    await expectFailure(res, 403, "FORBIDDEN");
    // Dot segments, even encoded, are resolved by the URL parser before any handler sees the path.
    const dots = await fetch(`${server.origin}/api/storage/o/%2E%2E/%2E%2E/secrets.json?op=get&exp=9999999999&sig=x`);
    await expectFailure(dots, 404, "NOT_FOUND");
  });

  it("answers 404 for a missing object", async () => {
    const { url } = await store.presignGet(newKey(), { expiresInSeconds: 60 });
    await expectFailure(await fetch(url), 404, "NOT_FOUND");
    expect(await store.head(newKey())).toBeNull();
    await expect(store.read(newKey(), 10)).rejects.toMatchObject({ code: "NOT_FOUND" });
    // A key prefix is a directory on disk, not an object.
    const key = newKey();
    await store.put(key, Buffer.from("x"), "text/plain");
    const prefix = key.split("/").slice(0, 2).join("/");
    expect(await store.head(prefix)).toBeNull();
    await expect(store.read(prefix, 10_000)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expectFailure(await fetch((await store.presignGet(prefix, { expiresInSeconds: 60 })).url), 404, "NOT_FOUND");
    await expect(store.put(prefix, Buffer.from("y"), "text/plain")).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(store.put(`${key}/under`, Buffer.from("y"), "text/plain")).rejects.toMatchObject({ code: "CONFLICT" });
    expect(leftovers()).toEqual([]);
    const metaDir = path.join(server.dataDir, "storage", "meta");
    expect(fs.existsSync(path.join(metaDir, `${prefix}.json`))).toBe(false);
    expect(fs.existsSync(path.join(metaDir, `${key}/under.json`))).toBe(false);
  });

  it("deletes idempotently and tidies the key's directories", async () => {
    const key = newKey();
    await store.put(key, Buffer.from("bye"), "text/plain");
    expect(await store.head(key)).toMatchObject({ size: 3, contentType: "text/plain" });
    await store.delete(key);
    await store.delete(key);
    expect(await store.head(key)).toBeNull();
    const { url } = await store.presignGet(key, { expiresInSeconds: 60 });
    expect((await fetch(url)).status).toBe(404);
    const projectDir = path.join(server.dataDir, "storage", "objects", ...key.split("/").slice(0, 2));
    expect(fs.existsSync(projectDir)).toBe(false);
  });

  it("moves an object with its sidecar, replacing the target, and tidies the source's directories", async () => {
    const from = newKey("Q3 report é.pdf");
    const to = newKey("Q3 report é.pdf");
    const bytes = crypto.randomBytes(70_000);
    await store.put(to, Buffer.from("older bytes"), "text/plain");
    await put(await presign(from, "application/pdf", bytes.length), bytes, { "content-type": "application/pdf" });
    expect(await store.move(from, to)).toEqual({ size: bytes.length, contentType: "application/pdf", etag: `"${md5(bytes)}"` });
    expect(await store.head(to)).toEqual({ size: bytes.length, contentType: "application/pdf", etag: `"${md5(bytes)}"` });
    expect((await store.read(to, bytes.length)).equals(bytes)).toBe(true);
    expect(await store.head(from)).toBeNull();
    const sourceDir = (root: string) => path.join(server.dataDir, "storage", root, ...from.split("/").slice(0, 2));
    expect(fs.existsSync(sourceDir("objects"))).toBe(false);
    expect(fs.existsSync(sourceDir("meta"))).toBe(false);
    expect(await store.move(from, newKey())).toBeNull();
    // A key prefix is a directory here, not an object: nothing to move.
    expect(await store.move(to.split("/").slice(0, 2).join("/"), newKey())).toBeNull();
    expect(leftovers()).toEqual([]);
  });

  it("replaces an object atomically on a second upload", async () => {
    const key = newKey("data.json");
    await store.put(key, Buffer.from("[1]"), "application/json");
    await store.put(key, Buffer.from("[1,2]"), "application/json");
    expect(await store.head(key)).toMatchObject({ size: 5 });
    expect((await store.read(key, 10)).toString()).toBe("[1,2]");
  });
});
