// The object store behind file uploads, downloads and previews. Two drivers: S3 (or R2, MinIO)
// and the embedded local store, whose presigned URLs are served by the app itself.

import type { Readable } from "node:stream";

export interface StoredObject {
  size: number;
  contentType: string | null;
  /** Quoted, as S3 gives it: `"<md5 hex>"` for single-part uploads on both drivers. */
  etag: string | null;
}

export interface PresignedUrl {
  url: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface PresignPutOptions {
  contentType: string;
  contentLength: number;
  expiresInSeconds: number;
}

export interface PresignGetOptions {
  expiresInSeconds: number;
  /** Offered to the browser in Content-Disposition; the key's last segment when absent. */
  filename?: string;
}

export interface ObjectStore {
  /** A URL the browser PUTs the bytes to, bound to the exact content type and length; expires. */
  presignPut(key: string, o: PresignPutOptions): Promise<PresignedUrl>;
  /** A URL that downloads the object as an attachment; expires. */
  presignGet(key: string, o: PresignGetOptions): Promise<PresignedUrl>;
  /** The object's size, type and ETag, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /**
   * The object's bytes. Throws ObjectTooLargeError past maxBytes without reading them all, and
   * NOT_FOUND when the object is missing.
   */
  read(key: string, maxBytes: number): Promise<Buffer>;
  /** The object's bytes as a stream, read as they are consumed (any size), or null when missing. */
  stream(key: string): Promise<Readable | null>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Moves an object (bytes and content type) to another key, replacing what is there, and answers
   * what now lives at `to` (its ETag computed from the bytes that arrived); null when `from` is
   * missing. The caller owns `to`: a concurrent writer of `from` may or may not make it in.
   */
  move(from: string, to: string): Promise<StoredObject | null>;
  /** Idempotent: deleting a missing object succeeds. */
  delete(key: string): Promise<void>;
}
