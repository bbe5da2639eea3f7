import { authedRequest } from "./authed-request";
import { apiRequest, type RequestOptions } from "./http";

// Workspace routes answer the envelope `{success, data, message}`: callers get `data`.

interface Envelope<T> {
  data: T;
}

/** A signed-in call to an envelope route; resolves to its `data`. DELETE's empty 204 resolves to undefined. */
export async function authedData<T>(path: string, options: Omit<RequestOptions, "token"> = {}): Promise<T> {
  const body = await authedRequest<Envelope<T> | undefined>(path, options);
  return body?.data as T;
}

/** A public call to an envelope route; resolves to its `data`. */
export async function publicData<T>(path: string, options: Omit<RequestOptions, "token"> = {}): Promise<T> {
  const body = await apiRequest<Envelope<T> | undefined>(path, options);
  return body?.data as T;
}
