import { z } from "zod";
import { INVITATION_STATUSES, MEMBERSHIP_TIERS, ROLES, USER_STATUSES } from "@/db/schema";
import { emailSchema, usernameSchema } from "@/lib/auth/schemas";
import { singleLine } from "@/lib/schemas/text";

// Admin request schemas: paging, filters, path parameters and the partial PUT/PATCH bodies.

const integerText = z.string().regex(/^-?\d+$/, "must be an integer").transform(Number);

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;
/** Far past any real list; it keeps page × size inside the database's offset and a number exact. */
export const MAX_PAGE = 1_000_000;

// As Spring's pageable: a negative page reads as 0, a size under 1 as the default, and a size
// over the cap as the cap; a non-integer, and a page past MAX_PAGE, are refused.
export const pageQuery = z.object({
  page: integerText
    .optional()
    .transform((v) => Math.max(0, v ?? 0))
    .pipe(z.number().max(MAX_PAGE, `must be at most ${MAX_PAGE}`)),
  size: integerText
    .optional()
    .transform((v) => (v === undefined || v < 1 ? DEFAULT_PAGE_SIZE : Math.min(MAX_PAGE_SIZE, v))),
});

export type PageRequest = z.output<typeof pageQuery>;

const createdBy = singleLine(z.string().trim().max(254, "must be at most 254 characters"))
  .transform((v) => (v === "" ? undefined : v))
  .optional();

export const createInvitationQuery = z.object({ createdBy });

export const batchInvitationQuery = z.object({
  createdBy,
  count: integerText
    .pipe(z.number().min(1, "must be at least 1").max(100, "must be at most 100"))
    .optional()
    .transform((v) => v ?? 1),
});

export const invitationListQuery = pageQuery.extend({ status: z.enum(INVITATION_STATUSES).optional() });

export const invitationParams = z.object({
  code: singleLine(z.string().min(1, "is required").max(100, "must be at most 100 characters")),
});

export const userListQuery = pageQuery.extend({
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  membershipTier: z.enum(MEMBERSHIP_TIERS).optional(),
  search: singleLine(z.string().trim().max(200, "must be at most 200 characters"))
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
});

export type UserListQuery = z.output<typeof userListQuery>;

export const userParams = z.object({ userId: z.uuid("must be a UUID") });

const fullName = singleLine(z.string().trim().max(200, "must be at most 200 characters"))
  .transform((v) => (v === "" ? null : v))
  .nullable();

// Partial bodies: an absent field stays as it is, and fields of the record that cannot be changed
// (id, createdAt...) are ignored, so a client may send back the record it read.
export const patchUserBody = z.object({
  username: usernameSchema.nullable().optional(),
  email: emailSchema.optional(),
  fullName: fullName.optional(),
  status: z.enum(USER_STATUSES).optional(),
  role: z.enum(ROLES).optional(),
  membershipTier: z.enum(MEMBERSHIP_TIERS).optional(),
  emailVerified: z.boolean().optional(),
});

export type PatchUserInput = z.output<typeof patchUserBody>;

export const tierParams = z.object({ tier: z.enum(MEMBERSHIP_TIERS) });

// null means unlimited; an absent field stays as it is. Counts are stored in 32-bit integer
// columns, byte sizes in bigint ones.
const INT4_MAX = 2_147_483_647;
const bytes = z.number().int("must be an integer").min(0, "must not be negative").nullable().optional();
const count = z.number().int("must be an integer").min(0, "must not be negative").max(INT4_MAX, `must be at most ${INT4_MAX}`).nullable().optional();

export const tierQuotaBody = z.object({ aiRunsPerMonth: count, storageBytes: bytes, maxProjects: count });
export const globalQuotaBody = z.object({ aiRunsPerDay: count, storageBytesTotal: bytes });

export type TierQuotaInput = z.output<typeof tierQuotaBody>;
export type GlobalQuotaInput = z.output<typeof globalQuotaBody>;
