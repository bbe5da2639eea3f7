import { afterAll, beforeAll, expect } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { expertReviewOrders, payments } from "@/db/schema";
import { updateOffering, updatePlan } from "@/lib/billing/catalog-repo";
import { api, type ApiResponse } from "../../helpers/api";
import { FAKE_STRIPE_WEBHOOK_SECRET, signPayload, type FakeStripe } from "../../helpers/fake-stripe";
import { expectDocumented } from "../openapi/conformance";

// Shared steps of the billing tests: Stripe prices on the plans, a signed event posted to the
// webhook route, and a subscription bought through checkout and confirm.

export const PRICES = {
  STARTER: "price_starter_month",
  PROFESSIONAL: "price_professional_month",
  ENTERPRISE: "price_enterprise_month",
  EXPERT_REVIEW: "price_expert_review",
} as const;

export async function configurePrices(stripe: FakeStripe) {
  const db = await getDb();
  await updatePlan(db, "STARTER", { stripePriceId: PRICES.STARTER });
  await updatePlan(db, "PROFESSIONAL", { stripePriceId: PRICES.PROFESSIONAL });
  await updatePlan(db, "ENTERPRISE", { stripePriceId: PRICES.ENTERPRISE });
  await updateOffering(db, { stripePriceId: PRICES.EXPERT_REVIEW });
  stripe.addPrice(PRICES.STARTER, { unitAmount: 4900 });
  stripe.addPrice(PRICES.PROFESSIONAL, { unitAmount: 14900 });
  stripe.addPrice(PRICES.ENTERPRISE, { unitAmount: 49900 });
  stripe.addPrice(PRICES.EXPERT_REVIEW, { unitAmount: 149900 });
}

/** The prices on the plans before the file's tests, and the fake Stripe closed after them. */
export function withConfiguredPrices(stripe: FakeStripe) {
  beforeAll(() => configurePrices(stripe));
  afterAll(() => stripe.close());
}

/** The expert review order and the payment a checkout session made. */
export async function orderAndPayment(sessionId: string) {
  const db = await getDb();
  const [order] = await db.select().from(expertReviewOrders).where(eq(expertReviewOrders.checkoutSessionId, sessionId));
  const [payment] = await db.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  return { order: order!, payment: payment! };
}

export const WEBHOOK = "/api/v1/billing/stripe/webhook";

/** Posts an event to the webhook route, signed like Stripe signs it (or with the given header). */
export async function sendEvent(event: unknown, o: { secret?: string; signature?: string | null } = {}): Promise<ApiResponse> {
  const payload = JSON.stringify(event);
  const signature = o.signature === undefined ? signPayload(payload, o.secret ?? FAKE_STRIPE_WEBHOOK_SECRET) : o.signature;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["stripe-signature"] = signature;
  return expectDocumented("post", WEBHOOK, await api.post(WEBHOOK, undefined, { rawBody: payload, headers }));
}

export async function startCheckout(token: string, tier: string) {
  const res = expectDocumented(
    "post",
    "/api/v1/billing/checkout/subscription",
    await api.post("/api/v1/billing/checkout/subscription", { tier }, { token }),
  );
  expect(res.status, res.text).toBe(201);
  return res.json.data as { sessionId: string; url: string };
}

export async function confirm(token: string, sessionId: string) {
  return expectDocumented("post", "/api/v1/billing/checkout/confirm", await api.post("/api/v1/billing/checkout/confirm", { sessionId }, { token }));
}

/** Buys `tier` end to end: checkout, the hosted page's Pay, and confirm. Returns the session id. */
export async function subscribe(stripe: FakeStripe, token: string, tier: string): Promise<string> {
  const { sessionId } = await startCheckout(token, tier);
  stripe.pay(sessionId);
  const res = await confirm(token, sessionId);
  expect(res.status, res.text).toBe(200);
  return sessionId;
}

export async function billingMe(token: string) {
  const res = expectDocumented("get", "/api/v1/billing/me", await api.get("/api/v1/billing/me", { token }));
  expect(res.status, res.text).toBe(200);
  return res.json.data;
}
