import "server-only";
import { getDb } from "@/db/client";
import type { MembershipTier, UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { AppError, validationError } from "@/lib/errors";
import { getProjectForOwner } from "@/lib/projects/repo";
import { getAccount, saveCustomer } from "./accounts-repo";
import { getOffering, getPlan } from "./catalog-repo";
import { insertOrder } from "./orders-repo";
import { insertPayment } from "./payments-repo";
import type { ExpertReviewCheckoutInput } from "./schemas";
import { assertPaymentsConfigured, callStripe } from "./stripe";
import { LIVE_STATUSES } from "./sync";

// Hosted checkout sessions for a subscription or an expert review, and the customer portal.

export interface CheckoutSessionResult {
  sessionId: string;
  url: string;
}

/** Where Stripe sends the browser back: a web page that calls checkout/confirm. */
export const checkoutReturnUrls = {
  success: () => `${config.appUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
  subscriptionCancel: () => `${config.appUrl}/pricing?checkout=canceled`,
  expertReviewCancel: (projectId: string) => `${config.appUrl}/projects/${projectId}?checkout=canceled`,
};

const conflict = (message: string) => new AppError("CONFLICT", message);

/** The user's Stripe customer, created on their first checkout and reused after. */
async function customerOf(user: UserRow): Promise<string> {
  const db = await getDb();
  const account = await getAccount(db, user.id);
  if (account) return account.stripeCustomerId;
  const customer = await callStripe("create customer", (s) =>
    s.customers.create({ email: user.email, name: user.fullName ?? undefined, metadata: { userId: user.id } }),
  );
  return (await saveCustomer(db, user.id, customer.id)).stripeCustomerId;
}

function sessionResult(session: { id: string; url: string | null }): CheckoutSessionResult {
  if (!session.url) throw new AppError("UPSTREAM_FAILED", "The payment provider returned no checkout page");
  return { sessionId: session.id, url: session.url };
}

export async function startSubscriptionCheckout(user: UserRow, tier: MembershipTier): Promise<CheckoutSessionResult> {
  if (tier === "FREE") throw validationError("tier", "FREE cannot be purchased");
  assertPaymentsConfigured();
  const db = await getDb();
  const plan = await getPlan(db, tier);
  if (!plan || !plan.active || !plan.purchasable) throw conflict(`The ${tier} plan is not for sale`);
  if (!plan.stripePriceId) throw conflict(`The ${tier} plan has no price configured yet`);
  const account = await getAccount(db, user.id);
  if (account?.subscriptionStatus && LIVE_STATUSES.includes(account.subscriptionStatus)) {
    throw conflict("A subscription is already active: change it in the billing portal");
  }
  const customer = await customerOf(user);
  const metadata = { userId: user.id, kind: "SUBSCRIPTION", tier };
  const session = await callStripe("create subscription checkout", (s) =>
    s.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price: plan.stripePriceId!, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: checkoutReturnUrls.success(),
      cancel_url: checkoutReturnUrls.subscriptionCancel(),
    }),
  );
  await insertPayment(db, {
    userId: user.id,
    kind: "SUBSCRIPTION",
    checkoutSessionId: session.id,
    tier,
    amountCents: plan.priceCents,
    currency: plan.currency,
  });
  return sessionResult(session);
}

export async function startExpertReviewCheckout(user: UserRow, input: ExpertReviewCheckoutInput): Promise<CheckoutSessionResult> {
  // Configuration first: without Stripe the answer is 503 whatever project is named.
  assertPaymentsConfigured();
  const db = await getDb();
  const project = await getProjectForOwner(db, { projectId: input.projectId, ownerId: user.id });
  const offering = await getOffering(db);
  if (!offering || !offering.active) throw conflict("Expert review is not offered at the moment");
  if (!offering.stripePriceId) throw conflict("Expert review has no price configured yet");
  const customer = await customerOf(user);
  const notes = input.notes ?? null;
  const session = await callStripe("create expert review checkout", (s) =>
    s.checkout.sessions.create({
      mode: "payment",
      customer,
      client_reference_id: user.id,
      line_items: [{ price: offering.stripePriceId!, quantity: 1 }],
      metadata: { userId: user.id, kind: "EXPERT_REVIEW", projectId: project.id, notes: notes ?? "" },
      success_url: checkoutReturnUrls.success(),
      cancel_url: checkoutReturnUrls.expertReviewCancel(project.id),
    }),
  );
  await db.transaction(async (tx) => {
    const orderId = await insertOrder(tx, {
      userId: user.id,
      projectId: project.id,
      projectName: project.name,
      notes,
      amountCents: offering.priceCents,
      currency: offering.currency,
      checkoutSessionId: session.id,
    });
    await insertPayment(tx, {
      userId: user.id,
      kind: "EXPERT_REVIEW",
      checkoutSessionId: session.id,
      orderId,
      amountCents: offering.priceCents,
      currency: offering.currency,
    });
  });
  return sessionResult(session);
}

/** A billing portal session; `returnUrl` must be on this service's own origin (APP_URL). */
export async function startPortalSession(user: UserRow, returnUrl?: string): Promise<{ url: string }> {
  if (returnUrl && new URL(returnUrl).origin !== new URL(config.appUrl).origin) {
    throw validationError("returnUrl", "must be a page of this site");
  }
  assertPaymentsConfigured();
  const account = await getAccount(await getDb(), user.id);
  if (!account) throw conflict("No billing account yet: subscribe to a plan first");
  const portal = await callStripe("create portal session", (s) =>
    s.billingPortal.sessions.create({ customer: account.stripeCustomerId, return_url: returnUrl ?? `${config.appUrl}/billing` }),
  );
  return { url: portal.url };
}
