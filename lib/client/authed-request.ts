import { ApiError } from "./api-error";
import { getAccessToken } from "./auth-store";
import { apiRequest, type RequestOptions } from "./http";
import { bootstrapAuth, refreshAuth } from "./refresh";

const signedOut = () => new ApiError(401, "UNAUTHENTICATED", "Please sign in to continue.");

/**
 * A call with the bearer token. A 401 means the access token expired or was revoked: refresh once
 * (shared with any other call that hit a 401 at the same time) and retry once.
 */
export async function authedRequest<T>(path: string, options: Omit<RequestOptions, "token"> = {}): Promise<T> {
  await bootstrapAuth();
  const token = getAccessToken();
  if (!token) throw signedOut();
  try {
    return await apiRequest<T>(path, { ...options, token });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    // Another call may already have refreshed while this one was on the wire.
    const current = getAccessToken();
    const fresh = current && current !== token ? current : await refreshAuth();
    if (!fresh) throw signedOut();
    return apiRequest<T>(path, { ...options, token: fresh });
  }
}
