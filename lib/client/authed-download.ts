import { networkError, toApiError } from "./api-error";
import { getAccessToken } from "./auth-store";
import { API_BASE } from "./http";
import { bootstrapAuth, refreshAuth } from "./refresh";

// A download behind the bearer token cannot be a plain link: fetch it, then hand the browser the
// bytes under the server's file name.

async function fetchWith(path: string, token: string | null): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, cache: "no-store" });
  } catch {
    throw networkError();
  }
}

// The exact name is the RFC 8187 `filename*`; the quoted `filename` is its ASCII stand-in.
function fileNameOf(res: Response, fallback: string): string {
  const disposition = res.headers.get("content-disposition") ?? "";
  const encoded = disposition.split("filename*=UTF-8''")[1]?.split(";")[0]?.trim();
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: fall through to the ASCII name.
    }
  }
  return /filename="([^"]{1,200})"/.exec(disposition)?.[1] ?? fallback;
}

/** Downloads `/api/bff/api/v1{path}` with the signed-in user's token; a 401 refreshes once. */
export async function downloadAuthed(path: string, fallbackName: string): Promise<void> {
  await bootstrapAuth();
  let res = await fetchWith(path, getAccessToken());
  if (res.status === 401) {
    const fresh = await refreshAuth();
    if (fresh) res = await fetchWith(path, fresh);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A plain-text failure stays text.
    }
    throw toApiError(res.status, body);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = fileNameOf(res, fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
