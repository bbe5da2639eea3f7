import "server-only";
import type Stripe from "stripe";
import type { Database } from "@/db/client";
import type { SubscriptionStatus } from "@/db/schema";
import { log } from "@/lib/log";
import { getAccountByCustomer, saveSubscription, setMembershipTier } from "./accounts-repo";
import { getPlanByPriceId } from "./catalog-repo";
import { getOrderById, moveOrderStatus } from "./orders-repo";
import { cancelPendingPayment, getPaymentBySession, markPaymentPaid } from "./payments-repo";
import { idOf } from "./stripe";

// Applies Stripe's current state of a subscription or a checkout session to the database, inside
// the caller's transaction. Callers fetch the objects from Stripe first, so the outcome depends on
// Stripe's state now, never on the order events arrived in; and every write is a no-op when already
// applied, so a confirm, a webhook and a replay of either end in the same place.

const STATUS: Record<string, SubscriptionStatus> = {
  incomplete: "INCOMPLETE",
  incomplete_expired: "INCOMPLETE_EXPIRED",
  trialing: "TRIALING",
  active: "ACTIVE",
  past_due: "PAST_DUE",
  canceled: "CANCELED",
  unpaid: "UNPAID",
};

/** Statuses that keep the plan's tier (a late payment is still being retried). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ["ACTIVE", "TRIALING", "PAST_DUE"];
/** Statuses after which the user is back on FREE. */
const ENDED_STATUSES: readonly SubscriptionStatus[] = ["CANCELED", "UNPAID", "INCOMPLETE_EXPIRED"];

export const subscriptionStatusOf = (s: Stripe.Subscription): SubscriptionStatus => STATUS[s.status] ?? "UNKNOWN";

/** The period end: on the items since Stripe's 2025-03 API, on the subscription before. */
function periodEnd(s: Stripe.Subscription): Date | null {
  const seconds =
    s.items.data[0]?.current_period_end ?? (s as unknown as { current_period_end?: number }).current_period_end;
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

export const isPaid = (session: Stripe.Checkout.Session) =>
  session.status === "complete" && (session.payment_status === "paid" || session.payment_status === "no_payment_required");

export async function applySubscription(tx: Database, sub: Stripe.Subscription): Promise<void> {
  const customerId = idOf(sub.customer);
  const account = customerId ? await getAccountByCustomer(tx, customerId) : undefined;
  if (!account) {
    log.info("stripe subscription of an unknown customer ignored", { subscriptionId: sub.id });
    return;
  }
  const status = subscriptionStatusOf(sub);
  const live = LIVE_STATUSES.includes(status);
  // The end of an older subscription, after a newer one took its place, changes nothing.
  if (!live && account.stripeSubscriptionId && account.stripeSubscriptionId !== sub.id) return;
  const priceId = idOf(sub.items.data[0]?.price);
  await saveSubscription(tx, account.userId, {
    stripeSubscriptionId: sub.id,
    stripePriceId: priceId,
    subscriptionStatus: status,
    currentPeriodEnd: periodEnd(sub),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  });
  if (live) {
    const plan = priceId ? await getPlanByPriceId(tx, priceId) : undefined;
    if (plan) await setMembershipTier(tx, account.userId, plan.tier);
    else log.warn("stripe subscription price matches no plan; tier unchanged", { subscriptionId: sub.id, priceId });
  } else if (ENDED_STATUSES.includes(status)) {
    await setMembershipTier(tx, account.userId, "FREE");
  }
}

/**
 * A checkout session as Stripe has it now: paid, it settles its payment and either the
 * subscription (`subscription`, fetched by the caller) or the expert review order; expired, it
 * cancels what is still pending. Sessions this service did not create are ignored.
 */
export async function applyCheckoutSession(
  tx: Database,
  session: Stripe.Checkout.Session,
  subscription?: Stripe.Subscription,
): Promise<void> {
  const payment = await getPaymentBySession(tx, session.id);
  if (!payment) {
    log.info("stripe checkout session not created here ignored", { sessionId: session.id });
    return;
  }
  if (session.status === "expired") {
    await cancelPendingPayment(tx, session.id);
    if (payment.orderId) await moveOrderStatus(tx, { orderId: payment.orderId, from: "PENDING_PAYMENT", to: "CANCELED" });
    return;
  }
  if (!isPaid(session)) return;
  await markPaymentPaid(tx, {
    checkoutSessionId: session.id,
    paymentIntentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
  });
  if (subscription) await applySubscription(tx, subscription);
  if (payment.orderId && !(await moveOrderStatus(tx, { orderId: payment.orderId, from: "PENDING_PAYMENT", to: "PAID" }))) {
    // The money is taken but the order stays CANCELED (an admin canceled it before the buyer paid):
    // reopening it would override the admin, so it is flagged for a refund instead.
    const order = await getOrderById(tx, payment.orderId);
    if (order?.status === "CANCELED") log.warn("paid checkout of a canceled order: refund it", { orderId: order.id });
  }
}
