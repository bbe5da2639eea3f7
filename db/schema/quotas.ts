import { bigint, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz } from "./columns";
import { MEMBERSHIP_TIERS, users } from "./users";

// Limits per membership tier; null means unlimited. Seeded by migration, edited by admins.
export const tierQuotas = pgTable("tier_quotas", {
  tier: text("tier", { enum: MEMBERSHIP_TIERS }).primaryKey(),
  aiRunsPerMonth: integer("ai_runs_per_month"),
  storageBytes: bigint("storage_bytes", { mode: "number" }),
  maxProjects: integer("max_projects"),
});

// One row (id 1): the caps over all users.
export const globalQuota = pgTable("global_quota", {
  id: integer("id").primaryKey(),
  aiRunsPerDay: integer("ai_runs_per_day"),
  storageBytesTotal: bigint("storage_bytes_total", { mode: "number" }),
});

// One row per user: the AI runs counted in the current month (UTC). Every quota decision upserts
// this row first, which locks it, so parallel requests of one user queue.
export const userQuotas = pgTable("user_quotas", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  periodStart: date("period_start", { mode: "string" }).notNull(),
  aiRunsUsed: integer("ai_runs_used").notNull().default(0),
});

// AI runs counted per day (UTC) over all users, against the global daily cap.
export const aiRunDailyUsage = pgTable("ai_run_daily_usage", {
  day: date("day", { mode: "string" }).primaryKey(),
  runs: integer("runs").notNull().default(0),
});

export const RESERVATION_STATUSES = ["RESERVED", "CONFIRMED", "CANCELLED", "EXPIRED"] as const;

export const aiRunReservations = pgTable(
  "ai_run_reservations",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: RESERVATION_STATUSES }).notNull().default("RESERVED"),
    // The counters the reservation was added to, so a cancellation gives back the right ones.
    periodStart: date("period_start", { mode: "string" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    settledAt: tstz("settled_at"),
  },
  (t) => [
    index("ai_run_reservations_user_idx").on(t.userId, t.createdAt),
    index("ai_run_reservations_status_idx").on(t.status, t.expiresAt),
  ],
);
