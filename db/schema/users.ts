import { sql } from "drizzle-orm";
import { boolean, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, tstz, updatedAt } from "./columns";

export const ROLES = ["USER", "ADMIN"] as const;
export const USER_STATUSES = ["ACTIVE", "SUSPENDED"] as const;
export const MEMBERSHIP_TIERS = ["FREE", "STARTER", "PROFESSIONAL", "ENTERPRISE"] as const;

export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export const users = pgTable(
  "users",
  {
    id: id(),
    // Stored lower-cased, so equality is case-insensitive.
    email: text("email").notNull().unique(),
    username: text("username"),
    fullName: text("full_name"),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ROLES }).notNull().default("USER"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("ACTIVE"),
    emailVerified: boolean("email_verified").notNull().default(false),
    membershipTier: text("membership_tier", { enum: MEMBERSHIP_TIERS }).notNull().default("FREE"),
    googleSub: text("google_sub").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: tstz("last_login_at"),
  },
  (t) => [uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`)],
);

export type UserRow = typeof users.$inferSelect;
