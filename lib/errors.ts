// One error type for the whole service, with the closed set of codes of docs/errors.md.

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_FILE_SELECTION: 400,
  INVALID_TOKEN: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  REAUTH_REQUIRED: 409,
  QUOTA_EXCEEDED: 402,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  WORKER_FAILED: 502,
  NOT_CONFIGURED: 503,
  INVALID_SIGNATURE: 400,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetail {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  /** Overrides the code's default status where docs/errors.md pins another (e.g. 401 INVALID_TOKEN). */
  status?: number;
  details?: ErrorDetail[];
  /** Data carried in the failure envelope (the failed-run body). */
  data?: unknown;
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ErrorDetail[];
  readonly data?: unknown;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.details = options.details;
    this.data = options.data;
    this.headers = options.headers;
  }
}

export const notFound = (what = "Resource") => new AppError("NOT_FOUND", `${what} not found`);

export const validationError = (path: string, message: string) =>
  new AppError("VALIDATION_FAILED", `${path}: ${message}`, { details: [{ path, message }] });
