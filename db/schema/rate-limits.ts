import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { tstz } from "./columns";

// Fixed-window counters, one row per limited key (e.g. "login:ip:203.0.113.7").
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: tstz("window_start").notNull(),
  count: integer("count").notNull(),
});
