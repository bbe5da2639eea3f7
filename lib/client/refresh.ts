import { isApiError } from "./api-error";
import { apiRequest } from "./http";
import { clearSession, markAnonymous, startSession } from "./session-store";
import { readRefreshToken } from "./token-storage";
import type { AuthResponse } from "./types";

// A refresh token is single-use: two concurrent refreshes with the same token would look like a
// replay and revoke the whole family. Every caller therefore shares the one refresh in flight.
let inFlight: Promise<string | null> | null = null;

async function doRefresh(): Promise<string | null> {
  // Read from storage each time: another tab may have rotated the token since this one loaded.
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    clearSession();
    return null;
  }
  try {
    const auth = await apiRequest<AuthResponse>("/auth/refresh", { method: "POST", body: { refreshToken } });
    startSession(auth);
    return auth.accessToken;
  } catch (err) {
    // A rejected token is gone for good; an outage is not a reason to throw a valid token away.
    if (isApiError(err) && err.status >= 400 && err.status < 500) clearSession();
    else markAnonymous();
    return null;
  }
}

// Tabs share the stored token too: two tabs opened at once would both spend it. The Web Locks API
// queues them, and the second then reads the token the first one stored.
async function acrossTabs(run: () => Promise<string | null>): Promise<string | null> {
  if (typeof navigator === "undefined" || !navigator.locks) return run();
  return await navigator.locks.request("sred.refresh", run);
}

/** Rotates the refresh token and returns the new access token, or null when signed out. */
export function refreshSession(): Promise<string | null> {
  inFlight ??= acrossTabs(doRefresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let bootstrap: Promise<void> | null = null;

/** Restores the session once per page load (strict mode's second effect reuses the first run). */
export function bootstrapSession(): Promise<void> {
  bootstrap ??= (async () => {
    if (readRefreshToken()) await refreshSession();
    else markAnonymous();
  })();
  return bootstrap;
}
