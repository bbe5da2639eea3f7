// The raw PUT of a file's bytes to its presigned URL. XMLHttpRequest rather than fetch: only it
// reports upload progress. No Authorization header: the URL carries its own signature, and the
// Content-Type must be exactly the one that was presigned.

export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "UploadError";
    this.status = status;
  }
}

interface PutOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

// The app's own store answers the envelope with a message; S3 answers XML, which is not shown.
function storeMessage(body: string): string | null {
  if (!body.trimStart().startsWith("{")) return null;
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return typeof message === "string" && message.length < 300 ? message : null;
  } catch {
    return null;
  }
}

function failure(status: number, body = ""): UploadError {
  const message = storeMessage(body);
  if (message && status !== 0) return new UploadError(status, `The storage refused the upload: ${message}`);
  if (status === 0) return new UploadError(0, "The upload was interrupted. Check your connection and retry.");
  if (status === 403) return new UploadError(status, "The storage refused the upload link (it may have expired). Retry to get a new one.");
  if (status === 413) return new UploadError(status, "The storage refused the file as too large.");
  return new UploadError(status, `The storage refused the upload (HTTP ${status}). Retry, or remove the file.`);
}

/** Resolves with the stored object's ETag (null when the store does not expose it). */
export function putFile(url: string, body: Blob, contentType: string, options: PutOptions = {}): Promise<{ etag: string | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve({ etag: xhr.getResponseHeader("ETag") });
      } else {
        reject(failure(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(failure(0));
    xhr.ontimeout = () => reject(failure(0));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    if (options.signal) {
      if (options.signal.aborted) return reject(new DOMException("The upload was cancelled", "AbortError"));
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
