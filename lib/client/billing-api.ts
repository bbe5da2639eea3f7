import type { MembershipTier } from "@/db/schema";
import type { SubscriptionPlansResponse } from "@/lib/billing/catalog-service";
import type { CheckoutSessionResult } from "@/lib/billing/checkout-service";
import type { CheckoutConfirmation } from "@/lib/billing/confirm-service";
import type { ExpertReviewOrderDto, SubscriptionPlanDto } from "@/lib/billing/dto";
import { authedData, publicData } from "./envelope";

// The billing routes (CONTRACT.md §3 billing records) as the browser calls them. Type imports of
// the server's own DTOs only: they vanish from the build.

export type { CheckoutConfirmation, MembershipTier, SubscriptionPlansResponse };
export type SubscriptionPlan = SubscriptionPlanDto;
export type ExpertReviewOrder = ExpertReviewOrderDto;
export type ExpertReviewStatus = ExpertReviewOrder["status"];

export const fetchPlans = () => publicData<SubscriptionPlansResponse>("/subscription-plans");

export const startSubscriptionCheckout = (tier: MembershipTier) =>
  authedData<CheckoutSessionResult>("/billing/checkout/subscription", { method: "POST", body: { tier } });

export const startExpertReviewCheckout = (projectId: string, notes: string) =>
  authedData<CheckoutSessionResult>("/billing/checkout/expert-review", {
    method: "POST",
    body: notes ? { projectId, notes } : { projectId },
  });

export const confirmCheckout = (sessionId: string) =>
  authedData<CheckoutConfirmation>("/billing/checkout/confirm", { method: "POST", body: { sessionId } });

/** The portal returns to the billing page (the server's default), so no `returnUrl` is sent. */
export const openPortalSession = () => authedData<{ url: string }>("/billing/portal-session", { method: "POST", body: {} });

export const listExpertReviewOrders = () => authedData<ExpertReviewOrder[]>("/billing/expert-review/orders");
