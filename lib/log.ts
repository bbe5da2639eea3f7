import { DrizzleQueryError } from "drizzle-orm/errors";
import { config } from "@/lib/config";

// Structured one-line JSON logs. Callers pass facts, never secrets or tokens.

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, "silent">;

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (LEVELS[level] < LEVELS[config.logLevel]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error" || level === "warn") console.error(line);
  else console.info(line);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

/**
 * An error as log fields; the stack only where a developer must find the bug (`withStack`).
 * A failed query is logged by its SQL and the database's reason, never its parameters: those are
 * the user's data (a password hash at registration, an email, a token hash).
 */
export function errorFields(err: unknown, withStack = false): Record<string, unknown> {
  if (err instanceof DrizzleQueryError) {
    const fields: Record<string, unknown> = { error: "Failed query", query: err.query };
    const cause = err.cause;
    if (cause) fields.cause = cause.message;
    // The error's own stack starts with its message, which lists the parameters; the cause's does not.
    if (withStack && cause?.stack) fields.stack = cause.stack;
    return fields;
  }
  if (err instanceof Error) return withStack ? { error: err.message, stack: err.stack } : { error: err.message };
  return { error: String(err) };
}
