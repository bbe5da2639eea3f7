import type {
  AdminBillingConfig,
  AdminOrderDetails,
  AdminQuotaConfig,
  AdminStats,
  ExpertReviewOffering,
  ExpertReviewOrder,
  GlobalQuota,
  InvitationCode,
  InvitationStatus,
  LatestT661,
  OfferingPatch,
  OrderStatus,
  Page,
  PlanPatch,
  SubscriptionPlan,
  Tier,
  TierQuota,
  UserAdminDto,
  UserFilters,
  UserPatch,
} from "./admin-types";
import { authedRequest } from "./authed-request";
import { authedData } from "./envelope";

// One function per admin route. Invitations and users answer raw bodies; billing, quotas and
// expert reviews answer the envelope.

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const user = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
const invitation = (code: string) => `/admin/invitations/${encodeURIComponent(code)}`;
const order = (id: string) => `/admin/expert-reviews/orders/${encodeURIComponent(id)}`;

export const fetchAdminStats = () => authedRequest<AdminStats>("/admin/users/stats");
export const listAdminUsers = (filters: UserFilters) => authedRequest<Page<UserAdminDto>>(withQuery("/admin/users", { ...filters }));
export const patchAdminUser = (id: string, body: UserPatch) => authedRequest<UserAdminDto>(user(id), { method: "PATCH", body });
export const suspendUser = (id: string) => authedRequest<UserAdminDto>(`${user(id)}/suspend`, { method: "POST" });
export const activateUser = (id: string) => authedRequest<UserAdminDto>(`${user(id)}/activate`, { method: "POST" });

export const listInvitations = (query: { page: number; size: number; status?: InvitationStatus }) =>
  authedRequest<Page<InvitationCode>>(withQuery("/admin/invitations", query));
export const createInvitation = () => authedRequest<string>("/admin/invitations", { method: "POST" });
export const createInvitationBatch = (count: number) =>
  authedRequest<string[]>(withQuery("/admin/invitations/batch", { count }), { method: "POST" });
export const revokeInvitation = (code: string) => authedRequest<void>(invitation(code), { method: "DELETE" });

export const fetchBillingConfig = () => authedData<AdminBillingConfig>("/admin/billing/config");
export const updatePlan = (tier: Tier, body: PlanPatch) =>
  authedData<SubscriptionPlan>(`/admin/billing/plans/${encodeURIComponent(tier)}`, { method: "PUT", body });
export const updateOffering = (body: OfferingPatch) =>
  authedData<ExpertReviewOffering>("/admin/billing/expert-review", { method: "PUT", body });

export const fetchQuotaConfig = () => authedData<AdminQuotaConfig>("/admin/quotas/config");
export const updateTierQuota = (tier: Tier, body: Omit<TierQuota, "tier">) =>
  authedData<TierQuota>(`/admin/quotas/tiers/${encodeURIComponent(tier)}`, { method: "PUT", body });
export const updateGlobalQuota = (body: GlobalQuota) => authedData<GlobalQuota>("/admin/quotas/global", { method: "PUT", body });

export const listOrders = (query: { page: number; size: number; status?: OrderStatus }) =>
  authedData<Page<ExpertReviewOrder>>(withQuery("/admin/expert-reviews/orders", query));
export const getOrder = (id: string) => authedData<AdminOrderDetails>(order(id));
export const setOrderStatus = (id: string, status: OrderStatus) =>
  authedData<ExpertReviewOrder>(`${order(id)}/status`, { method: "PATCH", body: { status } });
export const fetchLatestT661 = (id: string) => authedData<LatestT661>(`${order(id)}/t661/latest`);
export const orderFilesPath = (id: string) => `${order(id)}/files/download`;
