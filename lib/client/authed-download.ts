import { ApiError, networkError, toApiError } from "./api-error";
import { getAccessToken } from "./auth-store";
import { API_BASE } from "./http";
import { bootstrapAuth, refreshAuth } from "./refresh";

// A download behind the bearer token cannot be a plain link: the bytes are fetched, then handed to
// the browser under the server's file name.

export interface DownloadedFile {
  filename: string;
  contentType: string;
  blob: Blob;
}

/** The file name of a Content-Disposition header: the RFC 8187 `filename*` first, else `filename`. */
export function dispositionFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  for (const part of header.split(";")) {
    const [rawKey, ...rest] = part.split("=");
    const key = rawKey?.trim().toLowerCase();
    const value = rest.join("=").trim();
    if (key === "filename*" && value.toLowerCase().startsWith("utf-8''")) {
      try {
        return decodeURIComponent(value.slice(7)) || fallback;
      } catch {
        // A malformed escape: try the plain name.
      }
    }
  }
  for (const part of header.split(";")) {
    const [rawKey, ...rest] = part.split("=");
    if (rawKey?.trim().toLowerCase() === "filename") {
      const value = rest.join("=").trim();
      const unquoted = value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value;
      return unquoted || fallback;
    }
  }
  return fallback;
}

async function fetchFile(path: string, token: string): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${path}`, { headers: { authorization: `Bearer ${token}` }, cache: "no-store" });
  } catch {
    throw networkError();
  }
}

const signInFirst = () => new ApiError(401, "UNAUTHENTICATED", "Please sign in to continue.");

/**
 * GETs `/api/bff/api/v1{path}`, an attachment rather than the envelope, with the signed-in user's
 * token; a 401 refreshes once and retries, as authedRequest does.
 */
export async function fetchAuthedFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  await bootstrapAuth();
  const token = getAccessToken();
  if (!token) throw signInFirst();
  let res = await fetchFile(path, token);
  if (res.status === 401) {
    const fresh = await refreshAuth();
    if (!fresh) throw signInFirst();
    res = await fetchFile(path, fresh);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: toApiError reads the text.
    }
    throw toApiError(res.status, body);
  }
  return {
    filename: dispositionFilename(res.headers.get("content-disposition"), fallbackName),
    contentType: res.headers.get("content-type") ?? "application/octet-stream",
    blob: await res.blob(),
  };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = file.filename;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a file behind the token and saves it under the server's name. */
export async function downloadAuthed(path: string, fallbackName: string): Promise<void> {
  saveFile(await fetchAuthedFile(path, fallbackName));
}
