import { authedData, publicData } from "./envelope";

// The billing routes (CONTRACT.md §3 billing records) as the browser calls them.

export type MembershipTier = "FREE" | "STARTER" | "PROFESSIONAL" | "ENTERPRISE";
export type ExpertReviewStatus = "PENDING_PAYMENT" | "PAID" | "IN_REVIEW" | "COMPLETED" | "CANCELED";

export interface SubscriptionPlan {
  tier: MembershipTier;
  name: string;
  description: string | null;
  priceCents: number;
  currency: string;
  interval: "month";
  features: string[];
  active: boolean;
  purchasable: boolean;
}

export interface ExpertReviewOffering {
  name: string;
  description: string | null;
  priceCents: number;
  currency: string;
  active: boolean;
}

export interface SubscriptionPlansResponse {
  plans: SubscriptionPlan[];
  expertReview: ExpertReviewOffering | null;
}

export interface ExpertReviewOrder {
  id: string;
  /** Null once the project was deleted; the name stays. */
  projectId: string | null;
  projectName: string;
  status: ExpertReviewStatus;
  notes: string | null;
  amountCents: number;
  currency: string;
  checkoutSessionId: string | null;
  createdAt: string;
  paidAt: string | null;
  updatedAt: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

export interface CheckoutConfirmation {
  kind: "SUBSCRIPTION" | "EXPERT_REVIEW";
  status: "CONFIRMED";
  membershipTier?: MembershipTier;
  order?: ExpertReviewOrder;
}

export const fetchPlans = () => publicData<SubscriptionPlansResponse>("/subscription-plans");

export const startSubscriptionCheckout = (tier: MembershipTier) =>
  authedData<CheckoutSession>("/billing/checkout/subscription", { method: "POST", body: { tier } });

export const startExpertReviewCheckout = (projectId: string, notes: string) =>
  authedData<CheckoutSession>("/billing/checkout/expert-review", {
    method: "POST",
    body: notes ? { projectId, notes } : { projectId },
  });

export const confirmCheckout = (sessionId: string) =>
  authedData<CheckoutConfirmation>("/billing/checkout/confirm", { method: "POST", body: { sessionId } });

/** The portal returns to the billing page (the server's default), so no `returnUrl` is sent. */
export const openPortalSession = () => authedData<{ url: string }>("/billing/portal-session", { method: "POST", body: {} });

export const listExpertReviewOrders = () => authedData<ExpertReviewOrder[]>("/billing/expert-review/orders");
