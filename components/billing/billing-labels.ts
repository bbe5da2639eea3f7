import type { ExpertReviewStatus, MembershipTier } from "@/lib/client/billing-api";

// Friendly words for the billing enums, and the price format the pages share.

export const TIER_ORDER: readonly MembershipTier[] = ["FREE", "STARTER", "PROFESSIONAL", "ENTERPRISE"];

export const tierRank = (tier: string) => TIER_ORDER.indexOf(tier as MembershipTier);

export const ORDER_STATUS: Record<ExpertReviewStatus, { label: string; tone: string; hint: string }> = {
  PENDING_PAYMENT: { label: "Awaiting payment", tone: "pending", hint: "Checkout was started but not paid." },
  PAID: { label: "Paid", tone: "success", hint: "A reviewer will pick it up shortly." },
  IN_REVIEW: { label: "In review", tone: "info", hint: "A reviewer is reading the claim." },
  COMPLETED: { label: "Completed", tone: "success", hint: "The review is done." },
  CANCELED: { label: "Canceled", tone: "muted", hint: "No payment was taken." },
};

const SUBSCRIPTION_STATUS: Record<string, string> = {
  INCOMPLETE: "Payment incomplete",
  INCOMPLETE_EXPIRED: "Payment expired",
  TRIALING: "Trial",
  ACTIVE: "Active",
  PAST_DUE: "Payment past due",
  CANCELED: "Canceled",
  UNPAID: "Unpaid",
  UNKNOWN: "Unknown",
};

export const subscriptionStatusLabel = (status: string) => SUBSCRIPTION_STATUS[status] ?? status;

/** A subscription Stripe still bills: plan changes go through the portal, not a new checkout. */
export const isLiveSubscription = (status: string | null) =>
  status === "ACTIVE" || status === "TRIALING" || status === "PAST_DUE" || status === "UNPAID";

/** "$29" for whole amounts, "$29.50" otherwise, in the price's own currency. */
export function formatPrice(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: currency.toUpperCase(),
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
