import { Readable } from "node:stream";
import { config } from "@/lib/config";
import { AppError, notFound } from "@/lib/errors";
import { attachmentDisposition } from "@/lib/storage/content-disposition";
import { getLocalObjectStore, type LocalObjectStore } from "@/lib/storage/local";
import { LOCAL_ROUTE_PREFIX, verifySigned } from "@/lib/storage/local-signing";
import { toErrorResponse } from "./error-response";

// The local driver's presigned URLs, served by the app: /api/storage/o/<key>?op=...&sig=...
// Not under /api/v1 and not behind edge access: the browser and the worker call these directly,
// and the signature is the only credential.

function localStore(): LocalObjectStore {
  // With S3 configured, these URLs are never issued: do not expose a second store.
  if (config.storage.driver !== "local") throw notFound("Object");
  return getLocalObjectStore();
}

// The key as signed, read from the path itself: each segment was percent-encoded by signedUrl.
function keyFrom(req: Request): string {
  const { pathname } = new URL(req.url);
  if (!pathname.startsWith(LOCAL_ROUTE_PREFIX)) throw notFound("Object");
  try {
    return pathname.slice(LOCAL_ROUTE_PREFIX.length).split("/").map(decodeURIComponent).join("/");
  } catch {
    throw new AppError("FORBIDDEN", "Invalid signature");
  }
}

// Readable.fromWeb would cancel the request body when the upload stops early (too many bytes),
// and cancelling it destroys the socket before the 400 is sent. Releasing the reader leaves the
// rest unread instead; the answer says Connection: close, so the server then drops the connection
// rather than reading (or waiting for) what the client still sends.
function bodyStream(body: ReadableStream<Uint8Array> | null): Readable {
  if (!body) return Readable.from([]);
  const reader = body.getReader();
  return new Readable({
    read() {
      reader.read().then(
        ({ done, value }) => void this.push(done ? null : value),
        // The body only fails when the client goes away mid-upload: its failure, not ours.
        (err: unknown) => this.destroy(new AppError("VALIDATION_FAILED", "The upload was interrupted", { cause: err })),
      );
    },
    destroy(err, callback) {
      reader.releaseLock();
      callback(err);
    },
  });
}

// PUT /api/storage/o/{key}: an upload through a presigned URL, streamed to disk
export async function handleLocalPut(req: Request): Promise<Response> {
  try {
    const store = localStore();
    const key = keyFrom(req);
    const signed = verifySigned(store.signingKey(), "put", key, new URL(req.url).searchParams);
    if (signed.ct === undefined || signed.len === undefined) throw new AppError("FORBIDDEN", "Invalid signature");
    // Bound like an S3 presigned PUT: a mismatch is a request the URL does not authorize.
    const contentType = req.headers.get("content-type");
    if (contentType !== signed.ct) {
      throw new AppError("FORBIDDEN", `Content-Type must be ${signed.ct}, the type this upload URL was signed for`);
    }
    const declared = req.headers.get("content-length");
    if (declared !== null && declared.trim() !== String(signed.len)) {
      throw new AppError("FORBIDDEN", `Content-Length must be ${signed.len}, the size this upload URL was signed for`);
    }
    const etag = await store.receive(key, bodyStream(req.body), signed.ct, signed.len);
    return new Response(null, { status: 200, headers: { etag: `"${etag}"` } });
  } catch (err) {
    // The body may be partly or wholly unread: end the connection instead of draining it.
    const res = toErrorResponse(err);
    res.headers.set("connection", "close");
    return res;
  }
}

// GET /api/storage/o/{key}: a download through a presigned URL, streamed from disk
export async function handleLocalGet(req: Request): Promise<Response> {
  try {
    const store = localStore();
    const key = keyFrom(req);
    const signed = verifySigned(store.signingKey(), "get", key, new URL(req.url).searchParams);
    const object = await store.open(key);
    if (!object) throw notFound("Object");
    const headers = new Headers({
      "content-type": object.contentType ?? "application/octet-stream",
      "content-length": String(object.size),
      "content-disposition": attachmentDisposition(signed.fn ?? key.split("/").pop()!),
      "cache-control": "private, no-store",
      // Uploaded bytes are served from the app's own origin: never let a browser run them.
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    if (object.etag) headers.set("etag", object.etag);
    const body = Readable.toWeb(object.stream) as unknown as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  } catch (err) {
    return toErrorResponse(err);
  }
}
