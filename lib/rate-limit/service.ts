import { lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rateLimits } from "@/db/schema";
import type { RateLimitRule } from "@/lib/config";
import { AppError } from "@/lib/errors";

/**
 * Counts one request against `key` in a fixed window kept in Postgres (so every instance sees the
 * same counters) and throws 429 RATE_LIMITED with Retry-After once the window's budget is spent.
 */
export async function hit(db: Database, key: string, rule: RateLimitRule): Promise<void> {
  const window = sql`make_interval(secs => ${rule.windowSeconds}::int)`;
  const expired = sql`"rate_limits"."window_start" <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE "rate_limits"."count" + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE "rate_limits"."window_start" END`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<string>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))`,
    });
  if (row && row.count > rule.max) {
    const retryAfter = Math.max(1, Number(row.retryAfter));
    throw new AppError("RATE_LIMITED", "Too many requests. Please wait and try again.", {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}

/** Deletes counters whose window ended more than a day ago. */
export async function sweepRateLimits(db: Database): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
    .returning({ key: rateLimits.key });
  return rows.length;
}
