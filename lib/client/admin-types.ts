import type { TaskResult, UserDTO } from "./api-types";

// The admin routes' records as CONTRACT.md §3 names them. The server's admin module is built beside
// this one, so the shapes are written out here rather than imported from it.

export const ROLES = ["USER", "ADMIN"] as const;
export const USER_STATUSES = ["ACTIVE", "SUSPENDED"] as const;
export const TIERS = ["FREE", "STARTER", "PROFESSIONAL", "ENTERPRISE"] as const;
export const INVITATION_STATUSES = ["ACTIVE", "USED", "REVOKED", "EXPIRED"] as const;
export const ORDER_STATUSES = ["PENDING_PAYMENT", "PAID", "IN_REVIEW", "COMPLETED", "CANCELED"] as const;

export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type Tier = (typeof TIERS)[number];
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type { Page } from "@/lib/shared/page";

export interface UserAdminDto extends UserDTO {
  updatedAt: string;
  lastLoginAt: string | null;
  projectCount: number;
}

export interface UserFilters {
  page: number;
  size: number;
  role?: Role;
  status?: UserStatus;
  membershipTier?: Tier;
  search?: string;
}

export interface UserPatch {
  role?: Role;
  membershipTier?: Tier;
}

export interface AdminStats {
  totalUsers: number;
  activeUsers: number;
  suspendedUsers: number;
  admins: number;
  verifiedUsers: number;
  byTier: Partial<Record<Tier, number>>;
  newUsersLast30Days: number;
  totalProjects: number;
  runsLast30Days: number;
}

export interface InvitationCode {
  code: string;
  status: InvitationStatus;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string | null;
  usedBy: string | null;
  usedAt: string | null;
}

export interface SubscriptionPlan {
  tier: Tier;
  name: string;
  description: string | null;
  priceCents: number;
  currency: string;
  interval: string;
  features: string[];
  active: boolean;
  purchasable: boolean;
  stripePriceId: string | null;
}

export interface ExpertReviewOffering {
  name: string;
  description: string | null;
  priceCents: number;
  currency: string;
  active: boolean;
  stripePriceId: string | null;
}

export interface AdminBillingConfig {
  plans: SubscriptionPlan[];
  expertReview: ExpertReviewOffering | null;
}

export type PlanPatch = Partial<Omit<SubscriptionPlan, "tier" | "interval">>;
export type OfferingPatch = Partial<ExpertReviewOffering>;

export interface TierQuota {
  tier: Tier;
  aiRunsPerMonth: number | null;
  storageBytes: number | null;
  maxProjects: number | null;
}

export interface GlobalQuota {
  aiRunsPerDay: number | null;
  storageBytesTotal: number | null;
}

export interface AdminQuotaConfig {
  tiers: TierQuota[];
  global: GlobalQuota;
}

export interface ExpertReviewOrder {
  id: string;
  projectId: string;
  projectName: string;
  status: OrderStatus;
  notes: string | null;
  amountCents: number;
  currency: string;
  checkoutSessionId: string | null;
  createdAt: string;
  paidAt: string | null;
  updatedAt: string;
}

/** `user` and `project` are null once the account or the project was deleted. */
export interface AdminOrderDetails extends ExpertReviewOrder {
  user: { id: string; email: string; fullName: string | null } | null;
  project: { id: string; name: string; fiscalYear: string } | null;
}

export interface LatestT661 {
  runId: string;
  sessionId: string;
  createdAt: string;
  result: TaskResult;
}
