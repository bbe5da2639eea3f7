import "server-only";
import type { Database } from "@/db/client";
import type { RateLimitRule } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { countHit } from "./repo";

/**
 * Counts one request against `key` in a fixed window kept in Postgres (so every instance sees the
 * same counters) and throws 429 RATE_LIMITED with Retry-After once the window's budget is spent.
 */
export async function hit(db: Database, key: string, rule: RateLimitRule): Promise<void> {
  const row = await countHit(db, { key, windowSeconds: rule.windowSeconds });
  if (row && row.count > rule.max) {
    const retryAfter = Math.max(1, row.retryAfterSeconds);
    throw new AppError("RATE_LIMITED", "Too many requests. Please wait and try again.", {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}
