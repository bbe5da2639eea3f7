import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { config } from "@/lib/config";
import { AppError, notFound } from "@/lib/errors";
import { getSecrets } from "@/lib/secrets";
import { deriveSigningKey, signedUrl } from "./local-signing";
import type { ObjectStore, PresignedUrl, PresignGetOptions, PresignPutOptions, StoredObject } from "./types";
import { assertContentType, checkGetOptions, checkPutOptions, keySegments, ObjectTooLargeError } from "./validation";

// The embedded object store: one file per object under <dir>/objects/<key>, its content type and
// ETag in a JSON sidecar under <dir>/meta/<key>.json (separate trees, so no key can collide with a
// sidecar), and uploads in progress under <dir>/tmp. Everything lives under one directory, so the
// final rename is atomic: readers see the old object or the whole new one, never a partial file.

interface Meta {
  contentType: string;
  etag: string;
}

export interface OpenObject extends StoredObject {
  stream: Readable;
}

const isErrno = (err: unknown, ...codes: string[]) =>
  err instanceof Error && codes.includes((err as NodeJS.ErrnoException).code ?? "");

// The client went away or the body stream broke: the upload failed, the server did not.
const isInterrupted = (err: unknown) =>
  err instanceof Error &&
  (err.name === "AbortError" || isErrno(err, "ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "UND_ERR_SOCKET"));

/** Size and MD5 hex of a file, read through once. */
async function hashFile(file: string): Promise<{ size: number; etag: string }> {
  const md5 = crypto.createHash("md5");
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    size += (chunk as Buffer).length;
    md5.update(chunk as Buffer);
  }
  return { size, etag: md5.digest("hex") };
}

export class LocalObjectStore implements ObjectStore {
  private readonly objectsDir: string;
  private readonly metaDir: string;
  private readonly tmpDir: string;
  private key: Buffer | undefined;

  constructor(
    dir: string,
    private readonly appUrl: string,
    private readonly encryptionKey: () => Buffer,
  ) {
    this.objectsDir = path.join(dir, "objects");
    this.metaDir = path.join(dir, "meta");
    this.tmpDir = path.join(dir, "tmp");
  }

  /** The HMAC key for presigned URLs, derived on first use (reading the secrets touches DATA_DIR). */
  signingKey(): Buffer {
    this.key ??= deriveSigningKey(this.encryptionKey());
    return this.key;
  }

  /** Directory used for uploads in progress; tests look in it for leftovers. */
  get uploadsDir(): string {
    return this.tmpDir;
  }

  private resolve(root: string, key: string, suffix = ""): string {
    const segments = keySegments(key);
    segments[segments.length - 1] += suffix;
    const full = path.join(root, ...segments);
    // keySegments already refuses "..", absolute paths and NUL; this is the second lock on the door.
    const rel = path.relative(root, full);
    if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) throw new AppError("VALIDATION_FAILED", "key: escapes the store");
    return full;
  }

  private objectPath = (key: string) => this.resolve(this.objectsDir, key);
  private metaPath = (key: string) => this.resolve(this.metaDir, key, ".json");
  private tmpPath = () => path.join(this.tmpDir, `${crypto.randomUUID()}.part`);

  async presignPut(key: string, o: PresignPutOptions): Promise<PresignedUrl> {
    checkPutOptions(key, o);
    const exp = Math.floor(Date.now() / 1000) + o.expiresInSeconds;
    const fields = { op: "put" as const, key, exp, ct: o.contentType, len: o.contentLength };
    return { url: signedUrl(this.appUrl, this.signingKey(), fields), expiresAt: exp * 1000 };
  }

  async presignGet(key: string, o: PresignGetOptions): Promise<PresignedUrl> {
    checkGetOptions(key, o);
    const exp = Math.floor(Date.now() / 1000) + o.expiresInSeconds;
    const fn = o.filename === undefined || o.filename === "" ? undefined : o.filename;
    return { url: signedUrl(this.appUrl, this.signingKey(), { op: "get", key, exp, fn }), expiresAt: exp * 1000 };
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const stat = await fsp.stat(this.objectPath(key));
      if (!stat.isFile()) return null; // a key prefix ("projects/<id>") is a directory here
      const meta = await this.readMeta(key);
      return { size: stat.size, contentType: meta?.contentType ?? null, etag: meta ? `"${meta.etag}"` : null };
    } catch (err) {
      if (isErrno(err, "ENOENT", "ENOTDIR")) return null;
      throw err;
    }
  }

  /** The object as a stream with its size and type, or null; the open handle survives a replace. */
  async open(key: string): Promise<OpenObject | null> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.objectPath(key), "r");
    } catch (err) {
      if (isErrno(err, "ENOENT", "ENOTDIR", "EISDIR")) return null;
      throw err;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const meta = await this.readMeta(key);
      return {
        size: stat.size,
        contentType: meta?.contentType ?? null,
        etag: meta ? `"${meta.etag}"` : null,
        stream: handle.createReadStream(),
      };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async stream(key: string): Promise<Readable | null> {
    return (await this.open(key))?.stream ?? null;
  }

  async read(key: string, maxBytes: number): Promise<Buffer> {
    const handle = await fsp.open(this.objectPath(key), "r").catch((err: unknown) => {
      throw isErrno(err, "ENOENT", "ENOTDIR", "EISDIR") ? notFound("Object") : err;
    });
    try {
      // Sized from the open handle, so a concurrent replace cannot slip a bigger file past the cap.
      const stat = await handle.stat();
      if (!stat.isFile()) throw notFound("Object");
      if (stat.size > maxBytes) throw new ObjectTooLargeError(maxBytes);
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertContentType(contentType);
    await this.receive(key, Readable.from([body]), contentType, body.length);
  }

  /**
   * Streams `source` into a temporary file, counting and hashing as it goes, and moves it into
   * place only when exactly `length` bytes arrived. Memory stays at one chunk whatever the size.
   * Returns the MD5 hex of the bytes (the ETag, as S3 gives for single-part uploads).
   */
  async receive(key: string, source: Readable, contentType: string, length: number): Promise<string> {
    const target = this.objectPath(key);
    await fsp.mkdir(this.tmpDir, { recursive: true });
    const tmp = this.tmpPath();
    const md5 = crypto.createHash("md5");
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        // Abort at once: a longer body is refused without writing (or reading) the rest of it.
        if (received > length) return done(new AppError("VALIDATION_FAILED", `The body is longer than the signed ${length} bytes`));
        md5.update(chunk);
        done(null, chunk);
      },
    });
    // Opened before streaming: a write stream opens its file lazily, so a body refused in the first
    // chunk could otherwise create the file after the clean-up below had already run.
    const file = await fsp.open(tmp, "wx", 0o600);
    try {
      await pipeline(source, counter, file.createWriteStream());
      if (received !== length) {
        throw new AppError("VALIDATION_FAILED", `The body has ${received} bytes; the upload URL was signed for ${length}`);
      }
      const etag = md5.digest("hex");
      await this.assertPlaceable(target);
      await this.writeMeta(key, { contentType, etag });
      await this.moveIntoPlace(tmp, target);
      return etag;
    } catch (err) {
      // The stream closes the handle itself once it ends or is destroyed; this covers the rest.
      await file.close().catch(() => undefined);
      await fsp.rm(tmp, { force: true });
      if (isInterrupted(err)) throw new AppError("VALIDATION_FAILED", "The upload was interrupted", { cause: err });
      throw err;
    }
  }

  /**
   * Renames the object into place (atomic: readers of `to` see the old object or the whole moved
   * one) and writes its sidecar from the moved bytes, so the ETag cannot describe other bytes even
   * when a PUT to `from` races the move.
   */
  async move(from: string, to: string): Promise<StoredObject | null> {
    const source = this.objectPath(from);
    const target = this.objectPath(to);
    if (source === target) return this.head(to);
    try {
      if (!(await fsp.lstat(source)).isFile()) return null; // a key prefix is a directory here
    } catch (err) {
      if (isErrno(err, "ENOENT", "ENOTDIR")) return null;
      throw err;
    }
    // The content type is the one the upload URL was signed for, the same for every PUT to `from`.
    const contentType = (await this.readMeta(from))?.contentType ?? "application/octet-stream";
    await this.assertPlaceable(target);
    try {
      await this.moveIntoPlace(source, target);
    } catch (err) {
      if (isErrno(err, "ENOENT")) return null; // moved or deleted meanwhile
      throw err;
    }
    const { size, etag } = await hashFile(target);
    await this.writeMeta(to, { contentType, etag });
    await fsp.rm(this.metaPath(from), { force: true });
    await this.pruneEmptyDirs(path.dirname(source), this.objectsDir);
    await this.pruneEmptyDirs(path.dirname(this.metaPath(from)), this.metaDir);
    return { size, contentType, etag: `"${etag}"` };
  }

  async delete(key: string): Promise<void> {
    const objectPath = this.objectPath(key);
    const metaPath = this.metaPath(key);
    await fsp.rm(objectPath, { force: true });
    await fsp.rm(metaPath, { force: true });
    await this.pruneEmptyDirs(path.dirname(objectPath), this.objectsDir);
    await this.pruneEmptyDirs(path.dirname(metaPath), this.metaDir);
  }

  private async readMeta(key: string): Promise<Meta | null> {
    try {
      return JSON.parse(await fsp.readFile(this.metaPath(key), "utf8")) as Meta;
    } catch (err) {
      if (isErrno(err, "ENOENT", "ENOTDIR") || err instanceof SyntaxError) return null;
      throw err;
    }
  }

  private async writeMeta(key: string, meta: Meta): Promise<void> {
    const tmp = this.tmpPath();
    await fsp.writeFile(tmp, JSON.stringify(meta), { flag: "wx", mode: 0o600 });
    try {
      await this.moveIntoPlace(tmp, this.metaPath(key));
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  // S3 allows "a/b" beside "a/b/c"; a file system does not (app keys never do this). Checked
  // before the sidecar is written, so a refused upload leaves nothing behind.
  private async assertPlaceable(target: string): Promise<void> {
    const conflict = () => new AppError("CONFLICT", "key: collides with another object's path");
    try {
      await fsp.mkdir(path.dirname(target), { recursive: true });
      if ((await fsp.stat(target)).isDirectory()) throw conflict();
    } catch (err) {
      if (isErrno(err, "ENOENT")) return;
      throw isErrno(err, "EEXIST", "ENOTDIR") ? conflict() : err;
    }
  }

  private async moveIntoPlace(from: string, to: string): Promise<void> {
    // A concurrent delete may prune the parent between mkdir and rename: make it again, once.
    for (let attempt = 0; ; attempt++) {
      await fsp.mkdir(path.dirname(to), { recursive: true });
      try {
        return await fsp.rename(from, to);
      } catch (err) {
        if (attempt > 0 || !isErrno(err, "ENOENT")) throw err;
      }
    }
  }

  // Keys are per file ("projects/<id>/files/<id>/name"): without pruning, every deleted file
  // would leave its directories behind.
  private async pruneEmptyDirs(dir: string, root: string): Promise<void> {
    for (let d = dir; d !== root && d.startsWith(root + path.sep); d = path.dirname(d)) {
      try {
        await fsp.rmdir(d);
      } catch {
        return; // not empty, or already gone
      }
    }
  }
}

let cached: LocalObjectStore | undefined;

export function getLocalObjectStore(): LocalObjectStore {
  cached ??= new LocalObjectStore(config.storage.localDir, config.appUrl, () => getSecrets().encryptionKey);
  return cached;
}
