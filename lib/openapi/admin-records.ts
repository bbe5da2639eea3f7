import { INVITATION_STATUSES, MEMBERSHIP_TIERS } from "@/db/schema";
import { userSchema } from "./responses";
import { z } from "./zod";

// The records of the admin and contact routes, strict like those of ./responses, so a field a DTO
// builder adds without documenting it fails tests/unit/admin.

const timestamp = () => z.iso.datetime().describe("ISO-8601 in UTC");
const limit = (what: string) => z.number().int().nullable().describe(`${what}; null = unlimited`);

export const userAdminSchema = userSchema
  .extend({
    updatedAt: timestamp(),
    lastLoginAt: timestamp().nullable(),
    projectCount: z.number().int(),
  })
  .openapi("UserAdminDto");

export const invitationSchema = z
  .strictObject({
    code: z.string().describe("12+ random characters"),
    status: z.enum(INVITATION_STATUSES).describe("EXPIRED: an unused code past expiresAt"),
    createdBy: z.string().nullable(),
    createdAt: timestamp(),
    expiresAt: timestamp().describe("30 days after creation"),
    usedBy: z.string().nullable().describe("the email that registered with it"),
    usedAt: timestamp().nullable(),
  })
  .openapi("InvitationCode");

export const pageOf = (item: z.ZodType, name: string) =>
  z
    .strictObject({
      content: z.array(item),
      number: z.number().int().describe("this page, 0-based"),
      size: z.number().int().describe("the page size used (default 20, at most 200)"),
      totalElements: z.number().int(),
      totalPages: z.number().int(),
    })
    .openapi(name);

const tierCounts = z.strictObject(Object.fromEntries(MEMBERSHIP_TIERS.map((t) => [t, z.number().int()])));

export const adminStatsSchema = z
  .strictObject({
    totalUsers: z.number().int(),
    activeUsers: z.number().int(),
    suspendedUsers: z.number().int(),
    admins: z.number().int(),
    verifiedUsers: z.number().int(),
    byTier: tierCounts,
    newUsersLast30Days: z.number().int(),
    totalProjects: z.number().int(),
    runsLast30Days: z.number().int(),
  })
  .openapi("AdminStats");

export const tierQuotaSchema = z
  .strictObject({
    tier: z.enum(MEMBERSHIP_TIERS),
    aiRunsPerMonth: limit("AI runs a calendar month (UTC)"),
    storageBytes: limit("bytes of files"),
    maxProjects: limit("projects"),
  })
  .openapi("TierQuotaDto");

export const globalQuotaSchema = z
  .strictObject({
    aiRunsPerDay: limit("AI runs a day (UTC) over all users"),
    storageBytesTotal: limit("bytes of files over all users"),
  })
  .openapi("GlobalQuotaDto");

export const quotaConfigSchema = z
  .strictObject({ tiers: z.array(tierQuotaSchema), global: globalQuotaSchema })
  .openapi("AdminQuotaConfigResponse");

export const contactAnswerSchema = z
  .strictObject({ success: z.boolean(), message: z.string() })
  .openapi("ContactAnswer");
