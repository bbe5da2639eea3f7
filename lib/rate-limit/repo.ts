import { lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rateLimits } from "@/db/schema";

/**
 * Counts one request against `key` in a fixed window of `windowSeconds` (a new window starts when
 * the last one ended), in one upsert; answers the window's count and the seconds until it ends.
 */
export async function countHit(
  db: Database,
  { key, windowSeconds }: { key: string; windowSeconds: number },
): Promise<{ count: number; retryAfterSeconds: number } | undefined> {
  const window = sql`make_interval(secs => ${windowSeconds}::int)`;
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
  return row && { count: row.count, retryAfterSeconds: Number(row.retryAfter) };
}

/** Deletes counters whose window ended more than a day ago. */
export async function deleteStaleRateLimits(db: Database): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
    .returning({ key: rateLimits.key });
  return rows.length;
}
