import { isApiError } from "./api-error";
import type { AuthResponse } from "./api-types";
import { clearAuth, markAnonymous, storeAuth } from "./auth-store";
import { apiRequest } from "./http";
import { readRefreshToken } from "./token-storage";

// A refresh token is single-use: two concurrent refreshes with the same token would look like a
// replay and revoke the whole family. Every caller therefore shares the one refresh in flight.
let inFlight: Promise<string | null> | null = null;

async function doRefresh(): Promise<string | null> {
  // Read from storage each time: another tab may have rotated the token since this one loaded.
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    clearAuth();
    return null;
  }
  try {
    const auth = await apiRequest<AuthResponse>("/auth/refresh", { method: "POST", body: { refreshToken } });
    storeAuth(auth);
    return auth.accessToken;
  } catch (err) {
    // A rejected token is gone for good; an outage is not a reason to throw a valid token away.
    if (isApiError(err) && err.status >= 400 && err.status < 500) clearAuth();
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
export function refreshAuth(): Promise<string | null> {
  inFlight ??= acrossTabs(doRefresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let bootstrap: Promise<void> | null = null;

/** Restores the sign-in once per page load (strict mode's second effect reuses the first run). */
export function bootstrapAuth(): Promise<void> {
  bootstrap ??= (async () => {
    if (readRefreshToken()) await refreshAuth();
    else markAnonymous();
  })();
  return bootstrap;
}
