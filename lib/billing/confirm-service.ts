import "server-only";
import type Stripe from "stripe";
import { getDb } from "@/db/client";
import type { MembershipTier, UserRow } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { getMembershipTier } from "./accounts-repo";
import { toOrderDto, type ExpertReviewOrderDto } from "./dto";
import { findOrderOfUserBySession } from "./orders-repo";
import { getPaymentOfUser } from "./payments-repo";
import { assertPaymentsConfigured, callStripe, idOf } from "./stripe";
import { applyCheckoutSession, isPaid } from "./sync";

// Checkout confirm: the browser's return from Stripe. The session is read from Stripe, never
// trusted from the caller, and applied exactly as the webhook applies it.

export interface CheckoutConfirmation {
  kind: "SUBSCRIPTION" | "EXPERT_REVIEW";
  status: "CONFIRMED";
  membershipTier?: MembershipTier;
  order?: ExpertReviewOrderDto;
}

/** The session and, for a paid subscription checkout, its subscription, as Stripe has them now. */
export async function fetchCheckout(sessionId: string): Promise<{ session: Stripe.Checkout.Session; subscription?: Stripe.Subscription }> {
  const session = await callStripe("retrieve checkout session", (s) => s.checkout.sessions.retrieve(sessionId));
  const subscriptionId = session.mode === "subscription" && isPaid(session) ? idOf(session.subscription) : null;
  const subscription = subscriptionId
    ? await callStripe("retrieve subscription", (s) => s.subscriptions.retrieve(subscriptionId))
    : undefined;
  return { session, subscription };
}

export async function confirmCheckout(user: UserRow, sessionId: string): Promise<CheckoutConfirmation> {
  assertPaymentsConfigured();
  const db = await getDb();
  // Sessions of other users, and ones this service never created, are the same 404.
  const payment = await getPaymentOfUser(db, { userId: user.id, checkoutSessionId: sessionId });
  if (!payment) throw notFound("Checkout session");
  const { session, subscription } = await fetchCheckout(sessionId);
  if (session.client_reference_id !== user.id) throw notFound("Checkout session");
  if (!isPaid(session)) throw new AppError("CONFLICT", "The checkout is not complete and paid yet");
  await db.transaction((tx) => applyCheckoutSession(tx, session, subscription));
  if (payment.kind === "SUBSCRIPTION") {
    return { kind: "SUBSCRIPTION", status: "CONFIRMED", membershipTier: (await getMembershipTier(db, user.id))! };
  }
  const order = await findOrderOfUserBySession(db, { userId: user.id, checkoutSessionId: sessionId });
  if (!order) throw notFound("Expert review order");
  // Paid after the order was canceled: no review will happen, so CONFIRMED would be a false promise.
  // The payment stays recorded as PAID (it was taken) and the sync logged it for a refund.
  if (order.status === "CANCELED") {
    throw new AppError("CONFLICT", "This expert review order was canceled before the payment went through; the payment will be refunded");
  }
  return { kind: "EXPERT_REVIEW", status: "CONFIRMED", order: toOrderDto(order) };
}
