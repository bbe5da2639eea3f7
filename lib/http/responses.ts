import { AppError, type ErrorDetail } from "@/lib/errors";

// The response shapes of docs/api.md: the envelope, raw JSON, raw strings and empty bodies.

export function ok<T>(data: T, status = 200): Response {
  return Response.json({ success: true, data, message: null, timestamp: new Date().toISOString() }, { status });
}

export const created = <T>(data: T) => ok(data, 201);

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}

export function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export const noContent = () => new Response(null, { status: 204 });

export const emptyOk = () => new Response(null, { status: 200 });

export function failureBody(message: string, code: string, details?: ErrorDetail[], data: unknown = null) {
  return {
    success: false,
    data,
    message,
    error: details ? { code, details } : { code },
    timestamp: new Date().toISOString(),
  };
}

export function errorResponse(err: AppError): Response {
  return json(failureBody(err.message, err.code, err.details, err.data ?? null), err.status, err.headers);
}
