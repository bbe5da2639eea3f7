import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns";

// EXPIRED is not stored: an ACTIVE code past expires_at reads as EXPIRED.
export const INVITATION_STATUSES = ["ACTIVE", "USED", "REVOKED", "EXPIRED"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationCodes = pgTable(
  "invitation_codes",
  {
    code: text("code").primaryKey(),
    status: text("status", { enum: ["ACTIVE", "USED", "REVOKED"] }).notNull().default("ACTIVE"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    usedBy: text("used_by"),
    usedAt: tstz("used_at"),
  },
  (t) => [index("invitation_codes_status_idx").on(t.status, t.createdAt)],
);
