import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { config } from "@/lib/config";
import { AppError, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { attachmentDisposition } from "./content-disposition";
import type { ObjectStore, PresignedUrl, PresignGetOptions, PresignPutOptions, StoredObject } from "./types";
import { assertContentType, assertKey, checkGetOptions, checkPutOptions, ObjectTooLargeError } from "./validation";

// The S3 driver (AWS S3, R2, MinIO, or s3rver in tests). The browser PUTs straight to the bucket
// with a presigned URL; the app only signs, checks (HeadObject at confirm) and reads for indexing.

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === "NotFound" || err.name === "NoSuchKey" || err.$metadata?.httpStatusCode === 404;
}

// An unreachable or failing bucket is an infrastructure failure (5xx), never the caller's fault.
function upstreamFailed(op: string, key: string, err: unknown): AppError {
  const status = err instanceof S3ServiceException ? err.$metadata?.httpStatusCode : undefined;
  const message = err instanceof Error ? err.message : String(err);
  log.warn("object store request failed", { op, key, status, error: message });
  return new AppError("UPSTREAM_FAILED", "The file store is unavailable. Please try again.", { cause: err });
}

// Presigned URLs date from a whole second (X-Amz-Date has no finer grain), so expiresAt is exact.
const signingNow = () => Math.floor(Date.now() / 1000) * 1000;

export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(s: S3Settings) {
    this.bucket = s.bucket;
    this.client = new S3Client({
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      // Without an explicit key pair, the SDK's default chain (instance role, AWS_* variables) applies.
      credentials:
        s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
      // SDK ≥ 3.729 would put a CRC32 of an empty body into presigned PUTs, and real uploads fail.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async presignPut(key: string, o: PresignPutOptions): Promise<PresignedUrl> {
    checkPutOptions(key, o);
    const now = signingNow();
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: o.contentType,
      ContentLength: o.contentLength,
    });
    // Signing both headers binds the upload to the exact type and size the app accepted.
    const url = await getSignedUrl(this.client, command, {
      expiresIn: o.expiresInSeconds,
      signingDate: new Date(now),
      signableHeaders: new Set(["content-type", "content-length"]),
    });
    return { url, expiresAt: now + o.expiresInSeconds * 1000 };
  }

  async presignGet(key: string, o: PresignGetOptions): Promise<PresignedUrl> {
    checkGetOptions(key, o);
    const now = signingNow();
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: attachmentDisposition(o.filename || key.split("/").pop()!),
    });
    const url = await getSignedUrl(this.client, command, { expiresIn: o.expiresInSeconds, signingDate: new Date(now) });
    return { url, expiresAt: now + o.expiresInSeconds * 1000 };
  }

  async head(key: string): Promise<StoredObject | null> {
    assertKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? null, etag: out.ETag ?? null };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw upstreamFailed("head", key, err);
    }
  }

  async read(key: string, maxBytes: number): Promise<Buffer> {
    assertKey(key);
    let body: Readable;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      body = out.Body as Readable;
      if ((out.ContentLength ?? 0) > maxBytes) {
        body.destroy();
        throw new ObjectTooLargeError(maxBytes);
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (isNotFound(err)) throw notFound("Object");
      throw upstreamFailed("read", key, err);
    }
    // Counted as it arrives too: a missing or wrong Content-Length must not lift the cap.
    const chunks: Buffer[] = [];
    let total = 0;
    try {
      for await (const chunk of body) {
        total += (chunk as Buffer).length;
        if (total > maxBytes) throw new ObjectTooLargeError(maxBytes);
        chunks.push(chunk as Buffer);
      }
    } catch (err) {
      body.destroy();
      if (err instanceof AppError) throw err;
      throw upstreamFailed("read", key, err);
    }
    return Buffer.concat(chunks, total);
  }

  async stream(key: string): Promise<Readable | null> {
    assertKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw upstreamFailed("read", key, err);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    assertContentType(contentType);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }),
      );
    } catch (err) {
      throw upstreamFailed("put", key, err);
    }
  }

  /** CopyObject (server-side; type and metadata go with it), then DeleteObject of the source. */
  async move(from: string, to: string): Promise<StoredObject | null> {
    assertKey(from);
    assertKey(to);
    if (from === to) return this.head(to);
    try {
      // The SDK sends CopySource as given, and S3 wants it URL-encoded: encode each key segment.
      const copySource = `${this.bucket}/${from.split("/").map(encodeURIComponent).join("/")}`;
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: copySource }));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw upstreamFailed("move", from, err);
    }
    // The copy's own metadata: nothing but the caller writes `to`.
    const moved = await this.head(to);
    await this.delete(from);
    return moved;
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      // S3 answers 204 for a missing key; some compatible stores answer 404.
      if (isNotFound(err)) return;
      throw upstreamFailed("delete", key, err);
    }
  }
}

let cached: S3ObjectStore | undefined;

export function getS3ObjectStore(): S3ObjectStore {
  const s = config.storage.s3;
  if (!s.bucket) throw new AppError("NOT_CONFIGURED", "S3_BUCKET is not set");
  cached ??= new S3ObjectStore({ ...s, bucket: s.bucket });
  return cached;
}
