import crypto from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";

// The S3 driver against s3rver: S3_* must name it before the settings are read.
const s3 = await vi.hoisted(async () => (await import("../../helpers/s3-storage")).startS3Storage());

import { getObjectStore, ObjectTooLargeError } from "@/lib/storage";
import { S3ObjectStore } from "@/lib/storage/s3";

const store = getObjectStore();

afterAll(() => s3.close());

const newKey = (name = "report.pdf") => `projects/${crypto.randomUUID()}/files/${crypto.randomUUID()}/${name}`;
const md5 = (b: Buffer) => crypto.createHash("md5").update(b).digest("hex");

describe("S3 object store (s3rver)", () => {
  it("is the configured driver", () => {
    expect(store).toBeInstanceOf(S3ObjectStore);
  });

  it("presigns a PUT bound to type and length, that a browser-style fetch can use", async () => {
    const key = newKey("Q3 report é.pdf");
    const bytes = crypto.randomBytes(200_000);
    const before = Date.now();
    const { url, expiresAt } = await store.presignPut(key, {
      contentType: "application/pdf",
      contentLength: bytes.length,
      expiresInSeconds: 900,
    });
    const u = new URL(url);
    expect(u.origin).toBe(s3.endpoint);
    expect(u.pathname.startsWith("/test-bucket/projects/")).toBe(true);
    expect(u.searchParams.get("X-Amz-SignedHeaders")!.split(";")).toEqual(expect.arrayContaining(["content-length", "content-type", "host"]));
    expect(u.searchParams.get("X-Amz-Expires")).toBe("900");
    // The empty-body CRC32 that breaks real uploads must not be there.
    expect([...u.searchParams.keys()].some((k) => k.toLowerCase().includes("checksum"))).toBe(false);
    expect(expiresAt).toBeGreaterThan(before + 899_000);
    expect(expiresAt).toBeLessThanOrEqual(before + 900_000);

    const res = await fetch(url, { method: "PUT", body: bytes, headers: { "content-type": "application/pdf" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(`"${md5(bytes)}"`);

    expect(await store.head(key)).toEqual({ size: bytes.length, contentType: "application/pdf", etag: `"${md5(bytes)}"` });
  });

  it("presigns a GET that downloads the bytes as an attachment", async () => {
    const key = newKey();
    const bytes = crypto.randomBytes(50_000);
    await store.put(key, bytes, "application/pdf");
    const { url, expiresAt } = await store.presignGet(key, { expiresInSeconds: 600, filename: "Rapport été.pdf" });
    expect(expiresAt).toBeGreaterThan(Date.now() + 590_000);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Rapport _t_.pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("reads an object under a cap, and refuses one over it", async () => {
    const key = newKey("notes.txt");
    await store.put(key, Buffer.from("hello world"), "text/plain");
    expect((await store.read(key, 11)).toString()).toBe("hello world");
    await expect(store.read(key, 10)).rejects.toBeInstanceOf(ObjectTooLargeError);
    await expect(store.read(newKey(), 10)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers null for a missing object and deletes idempotently", async () => {
    const key = newKey();
    expect(await store.head(key)).toBeNull();
    await store.put(key, Buffer.from("bye"), "text/plain");
    expect(await store.head(key)).toMatchObject({ size: 3, contentType: "text/plain" });
    await store.delete(key);
    await store.delete(key);
    expect(await store.head(key)).toBeNull();
  });

  it("moves an object server-side with its type, replacing the target; null for a missing source", async () => {
    // The copy source is URL-encoded (spaces, non-ASCII). s3rver decodes it with decodeURI, so a
    // "+" or "&" would fail here and not on S3; app keys hold neither (keySafeName).
    const from = newKey("Q3 report é.pdf");
    const to = newKey("Q3 report é.pdf");
    const bytes = crypto.randomBytes(40_000);
    await store.put(to, Buffer.from("older bytes"), "text/plain");
    await store.put(from, bytes, "application/pdf");
    expect(await store.move(from, to)).toEqual({ size: bytes.length, contentType: "application/pdf", etag: `"${md5(bytes)}"` });
    expect(await store.head(from)).toBeNull();
    expect((await store.read(to, bytes.length)).equals(bytes)).toBe(true);
    expect(await store.move(from, newKey())).toBeNull();
  });

  it("refuses unsafe keys before calling S3", async () => {
    await expect(store.head("../x")).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await expect(store.put("a//b", Buffer.from(""), "text/plain")).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("turns an unreachable store into UPSTREAM_FAILED", async () => {
    const down = new S3ObjectStore({
      bucket: "test-bucket",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    await expect(down.head(newKey())).rejects.toMatchObject({ code: "UPSTREAM_FAILED", status: 502 });
  });
});
