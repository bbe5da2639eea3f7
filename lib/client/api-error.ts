import type { ErrorDetail } from "./api-types";

/** Any failed call to the backend, whatever body shape the failure came in. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  /** The envelope's `data` on a failure, when it carries one (the failed run's ids). */
  readonly data: unknown;
  /** Seconds to wait before trying again, from a 429's Retry-After header. */
  retryAfterSeconds: number | null = null;

  constructor(status: number, code: string, message: string, details: ErrorDetail[] = [], data: unknown = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
    this.data = data;
  }
}

export const NETWORK_ERROR = "NETWORK_ERROR";

export function networkError(): ApiError {
  return new ApiError(0, NETWORK_ERROR, "We could not reach the server. Check your connection and try again.");
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function readDetails(v: unknown): ErrorDetail[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((d) =>
    isRecord(d) && typeof d.message === "string" ? [{ path: typeof d.path === "string" ? d.path : "", message: d.message }] : [],
  );
}

// Plain bodies (the self-service 401, proxy errors) carry no code: infer one from the status.
function fallbackCode(status: number): string {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 429) return "RATE_LIMITED";
  if (status >= 500) return "INTERNAL";
  return "UNKNOWN";
}

function fallbackMessage(status: number): string {
  if (status === 401) return "Please sign in to continue.";
  if (status === 429) return "Too many attempts. Please wait a moment and try again.";
  if (status >= 500) return "Something went wrong on our side. Please try again.";
  return "The request could not be completed.";
}

/** Builds an ApiError from the envelope failure body, a plain `{message}`, a string or nothing. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const error = isRecord(body.error) ? body.error : {};
    const code = typeof error.code === "string" ? error.code : fallbackCode(status);
    const message = typeof body.message === "string" && body.message ? body.message : fallbackMessage(status);
    return new ApiError(status, code, message, readDetails(error.details), body.data ?? null);
  }
  const text = typeof body === "string" && body.trim() && body.length < 500 ? body.trim() : fallbackMessage(status);
  return new ApiError(status, fallbackCode(status), text);
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
