import type { ResponseConfig, RouteConfig } from "@asteasolutions/zod-to-openapi";
import { config, type RateLimitRule } from "@/lib/config";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import { envelope, plainUnauthorizedSchema } from "./responses";
import { z } from "./zod";

// One operation of the API, described the way route() is configured (auth, params, query, body)
// plus what the handler answers, and turned into zod-to-openapi's route config. The errors every
// route() answers (edge access, auth, validation, body size, INTERNAL) are added here, so each
// operation lists only its own.

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** none: public; bearer: an access token; internal: the worker's X-Internal-Token. */
export type Auth = "none" | "bearer" | "internal";

export interface OperationError {
  code: ErrorCode;
  when: string;
  /** Where the route answers another status than the code's usual one. */
  status?: number;
  /** The component the failure body's `data` holds, when it is not null. */
  dataRef?: string;
}

export interface Operation {
  method: Method;
  path: string;
  tag: string;
  /** The route file's comment line. */
  summary: string;
  description?: string;
  auth: Auth;
  /** Wrapped by route(): checks the edge-access headers when configured, maps errors to the failure body. */
  wrapped: boolean;
  /** Self-service routes answer a missing or bad token with a plain `{"message": "Unauthorized"}`. */
  plainUnauthorized?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyOptional?: boolean;
  /** The largest body accepted, in bytes (413 past it). */
  bodyLimit?: number;
  success: {
    status: 200 | 201 | 204;
    description: string;
    /** envelope: {success, data, message, timestamp} around the schema; json: the schema raw; text: text/plain; binary: a file. */
    as?: "envelope" | "json" | "text" | "binary";
    schema?: z.ZodType;
    /** binary: the content types the file can have (an attachment, named in Content-Disposition). */
    contentTypes?: string[];
  };
  errors?: OperationError[];
  /** Answers outside the failure body (readiness's 503 DOWN). */
  otherResponses?: Record<number, { description: string; schema: z.ZodType }>;
  /** The per-client limits the route counts against, with the settings that change them. */
  rateLimits?: { setting: string; per: string; rule: RateLimitRule }[];
  /**
   * Left out of the published document (a route only a provider calls, like Stripe's webhook); still
   * listed in `operations`, so the route coverage and response conformance checks see it.
   */
  hidden?: boolean;
}

export const err = (code: ErrorCode, when: string, extra: Omit<OperationError, "code" | "when"> = {}): OperationError => ({
  code,
  when,
  ...extra,
});

const minutes = (rule: RateLimitRule) => `${rule.max} per ${rule.windowSeconds / 60} min`;

function standardErrors(op: Operation): OperationError[] {
  const out: OperationError[] = [];
  if (op.wrapped) {
    out.push(err("FORBIDDEN", "the deployment requires edge access and the Edge-Access-Client-Id/-Secret headers are missing or wrong"));
  }
  if (op.auth === "bearer") {
    out.push(err("UNAUTHENTICATED", "no bearer token, or an expired, malformed or revoked one"));
    out.push(err("ACCOUNT_SUSPENDED", "the caller's account is suspended"));
  }
  if (op.auth === "internal") out.push(err("UNAUTHENTICATED", "no valid X-Internal-Token"));
  const parsed = [op.params && "a path parameter", op.query && "a query parameter", op.body && "a body field"].filter(Boolean);
  if (parsed.length > 0) {
    const malformed = op.body ? "; malformed JSON" : "";
    const which = parsed.length > 1 ? `${parsed.slice(0, -1).join(", ")} or ${parsed.at(-1)}` : parsed[0];
    out.push(err("VALIDATION_FAILED", `${which} is missing or invalid (every issue in error.details)${malformed}`));
  }
  if (op.body) {
    const limit = op.bodyLimit ?? config.http.maxJsonBodyBytes;
    out.push(err("VALIDATION_FAILED", `the body is over ${limit.toLocaleString("en-US")} bytes (refused unread)`, { status: 413 }));
  }
  if (op.rateLimits?.length) {
    const limits = op.rateLimits.map((l) => `${minutes(l.rule)} ${l.per} (${l.setting})`).join("; ");
    out.push(err("RATE_LIMITED", `over the limit: ${limits}`));
  }
  if (op.wrapped) out.push(err("INTERNAL", "an unexpected failure on the server's side"));
  return out;
}

export const statusOf = (e: OperationError) => e.status ?? ERROR_STATUS[e.code];

/** All the errors an operation can answer, one entry per code and status (its own cases first). */
export function operationErrors(op: Operation): OperationError[] {
  const merged: OperationError[] = [];
  for (const e of [...(op.errors ?? []), ...standardErrors(op)]) {
    const same = merged.find((o) => o.code === e.code && statusOf(o) === statusOf(e));
    if (same) Object.assign(same, { when: `${same.when}; ${e.when}`, dataRef: same.dataRef ?? e.dataRef });
    else merged.push({ ...e });
  }
  return merged;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The Failure component, its code narrowed to those this response can carry (and its data, when set). */
function failureFor(codes: ErrorCode[], data?: string) {
  const narrowed = {
    type: "object" as const,
    properties: {
      error: { type: "object" as const, properties: { code: { type: "string" as const, enum: codes } } },
      ...(data ? { data: ref(data) } : {}),
    },
  };
  return { allOf: [ref("Failure"), narrowed] };
}

function errorResponses(op: Operation): Record<string, ResponseConfig> {
  const byStatus = new Map<number, OperationError[]>();
  for (const e of operationErrors(op)) byStatus.set(statusOf(e), [...(byStatus.get(statusOf(e)) ?? []), e]);
  const responses: Record<string, ResponseConfig> = {};
  for (const [status, errors] of [...byStatus].sort(([a], [b]) => a - b)) {
    const plain = op.plainUnauthorized && status === 401;
    const description = errors.map((e) => `${plain ? "plain body" : e.code}: ${e.when}`).join("\n");
    const data = errors.find((e) => e.dataRef)?.dataRef;
    const schema = plain ? plainUnauthorizedSchema : failureFor([...new Set(errors.map((e) => e.code))], data);
    const headers: ResponseConfig["headers"] =
      status === 429
        ? { "Retry-After": { description: "seconds until the window resets", schema: { type: "integer" } } }
        : status === 413
          ? { Connection: { description: "close: the rest of the body is not read", schema: { type: "string" } } }
          : undefined;
    responses[status] = { description, headers, content: { "application/json": { schema } } };
  }
  return responses;
}

function successResponse(op: Operation): ResponseConfig {
  const { description, as = "envelope", schema } = op.success;
  if (as === "binary") {
    const file = { type: "string" as const, format: "binary" };
    return {
      description,
      headers: { "Content-Disposition": { description: "attachment, with the file's name", schema: { type: "string" } } },
      content: Object.fromEntries((op.success.contentTypes ?? ["application/octet-stream"]).map((t) => [t, { schema: file }])),
    };
  }
  if (op.success.status === 204 || !schema && as !== "text") return { description };
  if (as === "text") return { description, content: { "text/plain": { schema: z.string() } } };
  return { description, content: { "application/json": { schema: as === "envelope" ? envelope(schema!) : schema! } } };
}

function otherResponses(op: Operation): Record<string, ResponseConfig> {
  const entries = Object.entries(op.otherResponses ?? {});
  return Object.fromEntries(
    entries.map(([status, r]) => [status, { description: r.description, content: { "application/json": { schema: r.schema } } }]),
  );
}

const EDGE: Record<string, string[]> = { edgeAccessClientId: [], edgeAccessClientSecret: [] };

function security(op: Operation): RouteConfig["security"] {
  const base: Record<string, string[]> = op.auth === "bearer" ? { bearerAuth: [] } : op.auth === "internal" ? { internalToken: [] } : {};
  // Two alternatives: without edge access (not configured), and with it (EDGE_ACCESS_* set).
  return op.wrapped ? [base, { ...base, ...EDGE }] : [base];
}

export function toRouteConfig(op: Operation): RouteConfig {
  return {
    method: op.method,
    path: op.path,
    operationId: `${op.method}${op.path.replace(/^\/api\/v1/, "").replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    security: security(op),
    request: {
      params: op.params,
      query: op.query,
      body: op.body ? { required: !op.bodyOptional, content: { "application/json": { schema: op.body } } } : undefined,
    },
    responses: { [op.success.status]: successResponse(op), ...errorResponses(op), ...otherResponses(op) },
  };
}
