import {
  batchInvitationQuery,
  createInvitationQuery,
  globalQuotaBody,
  invitationListQuery,
  invitationParams,
  patchUserBody,
  tierParams,
  tierQuotaBody,
  userListQuery,
  userParams,
} from "@/lib/admin/schemas";
import { config } from "@/lib/config";
import {
  adminStatsSchema,
  globalQuotaSchema,
  invitationSchema,
  pageOf,
  quotaConfigSchema,
  tierQuotaSchema,
  userAdminSchema,
} from "../admin-records";
import { err, type Operation } from "../operation";
import { failureSchema } from "../responses";
import { z } from "../zod";

// Admin routes: an ADMIN's bearer token. Invitations and users answer raw JSON (and a raw
// text/plain code); quota configuration answers the envelope. Every write is audited and counted
// against the admin's write limit.

const forbidden = err("FORBIDDEN", "the caller is not an ADMIN");
const admin = { auth: "bearer", wrapped: true, errors: [forbidden] } satisfies Partial<Operation>;
const invitations = { ...admin, auth: "bearer" as const, tag: "Admin: invitations" };
const users = { ...admin, auth: "bearer" as const, tag: "Admin: users" };
const quotas = { ...admin, auth: "bearer" as const, tag: "Admin: quotas" };

const writeLimit = [
  { setting: "RATE_LIMIT_ADMIN_WRITES_PER_USER", per: "per admin", rule: config.rateLimits.adminWritesPerUser },
];
const raw = (description: string, schema: z.ZodType, status: 200 | 201 = 200) => ({ status, description, as: "json", schema }) as const;
const data = (description: string, schema: z.ZodType) => ({ status: 200, description, schema }) as const;

const paging = "`page` is 0-based (a negative one reads as 0); `size` defaults to 20, a size under 1 reads as 20 and one over 200 as 200.";
const invitationMissing = err("NOT_FOUND", "no invitation with this code");
const userMissing = err("NOT_FOUND", "no user with this id");
const lastAdmin = {
  400: {
    description:
      "The last-admin rule: the change would leave no active ADMIN, so nothing changed and the body is the unchanged UserAdminDto (not a failure body). Also VALIDATION_FAILED failures.",
    schema: z.union([userAdminSchema, failureSchema]),
  },
};
const createdByQuery = "createdBy defaults to the caller's email.";

export const adminOperations: Operation[] = [
  {
    ...invitations,
    method: "post",
    path: "/api/v1/admin/invitations",
    summary: "Create an invitation code",
    description: `A code valid 30 days, for registration when REGISTRATION_MODE=invite. ${createdByQuery}`,
    query: createInvitationQuery,
    success: { status: 201, description: "The code (text/plain)", as: "text" },
    rateLimits: writeLimit,
  },
  {
    ...invitations,
    method: "post",
    path: "/api/v1/admin/invitations/batch",
    summary: "Create several invitation codes",
    description: `count: 1..100 (1 when absent). ${createdByQuery}`,
    query: batchInvitationQuery,
    success: raw("The codes", z.array(z.string()), 201),
    rateLimits: writeLimit,
  },
  {
    ...invitations,
    method: "get",
    path: "/api/v1/admin/invitations",
    summary: "Invitation codes, newest first",
    description: `${paging} status filters (EXPIRED: unused codes past their expiry).`,
    query: invitationListQuery,
    success: raw("A page of codes", pageOf(invitationSchema, "InvitationCodePage")),
  },
  {
    ...invitations,
    method: "get",
    path: "/api/v1/admin/invitations/{code}",
    summary: "One invitation code",
    params: invitationParams,
    success: raw("The code", invitationSchema),
    errors: [forbidden, invitationMissing],
  },
  {
    ...invitations,
    method: "delete",
    path: "/api/v1/admin/invitations/{code}",
    summary: "Revoke an invitation code",
    description: "Revoking a revoked code again changes nothing.",
    params: invitationParams,
    success: { status: 204, description: "Revoked" },
    errors: [forbidden, invitationMissing, err("CONFLICT", "the code was already used")],
    rateLimits: writeLimit,
  },
  {
    ...users,
    method: "get",
    path: "/api/v1/admin/users",
    summary: "Users, newest first",
    description: `${paging} role, status and membershipTier filter; search matches inside email, username or full name, case-insensitively.`,
    query: userListQuery,
    success: raw("A page of users", pageOf(userAdminSchema, "UserAdminPage")),
  },
  {
    ...users,
    method: "get",
    path: "/api/v1/admin/users/stats",
    summary: "Counts of users, projects and recent runs",
    success: raw("The counts", adminStatsSchema),
  },
  {
    ...users,
    method: "get",
    path: "/api/v1/admin/users/{userId}",
    summary: "One user",
    params: userParams,
    success: raw("The user", userAdminSchema),
    errors: [forbidden, userMissing],
  },
  {
    ...users,
    method: "patch",
    path: "/api/v1/admin/users/{userId}",
    summary: "Change a user",
    description:
      "A partial body: username, email, fullName, status, role, membershipTier, emailVerified. A new email is unverified unless emailVerified says otherwise. Suspending ends the user's sessions.",
    params: userParams,
    body: patchUserBody,
    success: raw("The user as changed", userAdminSchema),
    errors: [forbidden, userMissing, err("CONFLICT", "another account has this email or username")],
    otherResponses: lastAdmin,
    rateLimits: writeLimit,
  },
  {
    ...users,
    method: "post",
    path: "/api/v1/admin/users/{userId}/suspend",
    summary: "Suspend a user",
    description: "Revokes every refresh token; the user's access tokens are refused from the next request.",
    params: userParams,
    success: raw("The suspended user", userAdminSchema),
    errors: [forbidden, userMissing],
    otherResponses: lastAdmin,
    rateLimits: writeLimit,
  },
  {
    ...users,
    method: "post",
    path: "/api/v1/admin/users/{userId}/activate",
    summary: "Lift a suspension",
    params: userParams,
    success: raw("The active user", userAdminSchema),
    errors: [forbidden, userMissing],
    rateLimits: writeLimit,
  },
  {
    ...quotas,
    method: "get",
    path: "/api/v1/admin/quotas/config",
    summary: "Every tier's limits and the global caps",
    success: data("The quota configuration", quotaConfigSchema),
  },
  {
    ...quotas,
    method: "put",
    path: "/api/v1/admin/quotas/tiers/{tier}",
    summary: "Change a tier's limits",
    description: "A partial body; null means unlimited. Applies from the next request.",
    params: tierParams,
    body: tierQuotaBody,
    success: data("The tier's limits", tierQuotaSchema),
    rateLimits: writeLimit,
  },
  {
    ...quotas,
    method: "put",
    path: "/api/v1/admin/quotas/global",
    summary: "Change the service-wide caps",
    description: "A partial body; null means unlimited. Applies from the next request.",
    body: globalQuotaBody,
    success: data("The global caps", globalQuotaSchema),
    rateLimits: writeLimit,
  },
];
