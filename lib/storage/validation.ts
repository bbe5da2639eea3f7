import { AppError, validationError } from "@/lib/errors";
import type { PresignGetOptions, PresignPutOptions } from "./types";

// What both drivers accept. Keys are built by the app ("projects/<id>/files/<id>/report.pdf"), so
// anything odd is a bug or an attack: refuse it rather than repair it. The local driver maps keys
// onto the file system, where "..", absolute paths and NUL would escape its directory.

const MAX_KEY_BYTES = 1024; // S3's limit
// A file-system name holds 255 bytes; the local driver adds ".json" for the sidecar.
const MAX_SEGMENT_BYTES = 250;
// SigV4 presigned URLs live at most 7 days.
const MAX_EXPIRES_SECONDS = 7 * 24 * 3600;
// C0 controls, DEL and the backslash (a separator on Windows).
const FORBIDDEN_CHARS = /[\u0000-\u001f\u007f\\]/;
// A media type `type/subtype` with optional parameters, printable ASCII only (it goes in a header).
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const CONTENT_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(\\s*;\\s*${TOKEN}=(${TOKEN}|"[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]*"))*$`);

/** The key's segments, after checking that it names a plain relative path. */
export function keySegments(key: string): string[] {
  if (typeof key !== "string" || key.length === 0) throw validationError("key", "must not be empty");
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw validationError("key", `must be at most ${MAX_KEY_BYTES} bytes`);
  if (FORBIDDEN_CHARS.test(key)) throw validationError("key", "must not contain control characters or backslashes");
  if (key.startsWith("/")) throw validationError("key", "must be relative");
  const segments = key.split("/");
  for (const s of segments) {
    if (s === "") throw validationError("key", "must not contain empty segments");
    if (s === "." || s === "..") throw validationError("key", "must not contain . or .. segments");
    if (Buffer.byteLength(s) > MAX_SEGMENT_BYTES) {
      throw validationError("key", `segments must be at most ${MAX_SEGMENT_BYTES} bytes`);
    }
  }
  return segments;
}

export function assertKey(key: string): void {
  keySegments(key);
}

export function assertContentType(contentType: string): void {
  if (typeof contentType !== "string" || contentType.length > 255 || !CONTENT_TYPE.test(contentType)) {
    throw validationError("contentType", "must be a media type such as application/pdf");
  }
}

function assertExpiry(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_EXPIRES_SECONDS) {
    throw validationError("expiresInSeconds", `must be an integer from 1 to ${MAX_EXPIRES_SECONDS}`);
  }
}

export function checkPutOptions(key: string, o: PresignPutOptions): void {
  assertKey(key);
  assertContentType(o.contentType);
  if (!Number.isSafeInteger(o.contentLength) || o.contentLength < 0) {
    throw validationError("contentLength", "must be a non-negative integer");
  }
  assertExpiry(o.expiresInSeconds);
}

export function checkGetOptions(key: string, o: PresignGetOptions): void {
  assertKey(key);
  assertExpiry(o.expiresInSeconds);
}

/** Raised by read() when an object is over the caller's cap; the bytes past it are never read. */
export class ObjectTooLargeError extends AppError {
  constructor(maxBytes: number) {
    super("VALIDATION_FAILED", `The file is larger than the ${maxBytes}-byte limit`);
    this.name = "ObjectTooLargeError";
  }
}
