import { describe, expect, it, vi } from "vitest";

const stripe = await vi.hoisted(async () => (await import("../../helpers/stripe-env")).startStripeEnv());

import { count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { stripeEvents } from "@/db/schema";
import * as ordersRepo from "@/lib/billing/orders-repo";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { signPayload } from "../../helpers/fake-stripe";
import { createProject } from "../../helpers/workspace";
import { billingMe, confirm, PRICES, orderAndPayment, sendEvent, startCheckout, withConfiguredPrices } from "./support";

withConfiguredPrices(stripe);

const eventCount = async () => (await (await getDb()).select({ n: count() }).from(stripeEvents))[0]!.n;
const subscriptionOf = (sessionId: string) => String(stripe.session(sessionId).subscription);

async function paidSubscriptionCheckout(tier = "STARTER") {
  const user = await registerUser();
  const { sessionId } = await startCheckout(user.token, tier);
  stripe.pay(sessionId);
  return { ...user, sessionId };
}

async function expertReviewCheckout() {
  const user = await registerUser();
  const project = await createProject(user.token);
  const res = await api.post("/api/v1/billing/checkout/expert-review", { projectId: project.id }, { token: user.token });
  expect(res.status, res.text).toBe(201);
  return { ...user, sessionId: res.json.data.sessionId as string };
}

describe("webhook signature", () => {
  it("refuses a missing, wrong, stale or mismatched signature before anything else", async () => {
    const before = await eventCount();
    const event = stripe.event("customer.created", { id: "cus_x" });
    const payload = JSON.stringify(event);
    for (const signature of [
      null,
      "",
      "t=1,v1=deadbeef",
      signPayload(payload, "whsec_someone_else"),
      signPayload(payload, undefined, Math.floor(Date.now() / 1000) - 3600),
      signPayload(JSON.stringify({ ...event, id: "evt_other" })),
    ]) {
      const res = await sendEvent(event, { signature });
      expect(res.status, String(signature)).toBe(400);
      expect(res.json.error.code).toBe("INVALID_SIGNATURE");
    }
    expect(await eventCount()).toBe(before);
  });

  it("acknowledges and stores an event kind it does not handle", async () => {
    const event = stripe.event("customer.created", { id: "cus_x" });
    const res = await sendEvent(event);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true });
    const [row] = await (await getDb()).select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(row).toMatchObject({ type: "customer.created" });
  });

  it("answers 400 VALIDATION_FAILED for a signed payload that is not an event, so Stripe stops retrying", async () => {
    const before = await eventCount();
    for (const [payload, path] of [
      [{ id: "evt_no_data", type: "checkout.session.completed" }, "data"],
      [{ id: "evt_empty_data", type: "checkout.session.completed", data: {} }, "data.object"],
      [{ type: "checkout.session.completed", data: { object: { id: "cs_x" } } }, "id"],
      [{ id: "evt_no_type", data: { object: { id: "cs_x" } } }, "type"],
      [{ id: "evt_bad_object", type: "customer.subscription.updated", data: { object: "sub_x" } }, "data.object"],
      [["evt_array"], ""],
      ["just a string", ""],
    ] as const) {
      const res = await sendEvent(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(res.json.error.details[0].path).toBe(path);
    }
    expect(await eventCount()).toBe(before);
  });

  it("is not published in the API description", async () => {
    const res = await api.get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.paths).filter((p) => p.includes("webhook"))).toEqual([]);
    expect(res.text).not.toContain("stripe/webhook");
  });
});

describe("subscription events", () => {
  it("applies a completed checkout without confirm; confirm afterwards changes nothing", async () => {
    const { token, sessionId } = await paidSubscriptionCheckout("PROFESSIONAL");
    const res = await sendEvent(stripe.event("checkout.session.completed", stripe.session(sessionId)));
    expect(res.status, res.text).toBe(200);
    expect(await billingMe(token)).toMatchObject({ membershipTier: "PROFESSIONAL", subscriptionStatus: "ACTIVE" });
    const confirmed = await confirm(token, sessionId);
    expect(confirmed.json.data).toEqual({ kind: "SUBSCRIPTION", status: "CONFIRMED", membershipTier: "PROFESSIONAL" });
  });

  it("acknowledges a duplicate event without effect", async () => {
    const { token, sessionId } = await paidSubscriptionCheckout();
    const subId = subscriptionOf(sessionId);
    const updated = stripe.event("customer.subscription.updated", stripe.subscription(subId));
    expect((await sendEvent(updated)).status).toBe(200);
    expect((await billingMe(token)).membershipTier).toBe("STARTER");
    // Stripe's state moves on, but the same event id delivered again is not processed again.
    stripe.updateSubscription(subId, { status: "canceled" });
    const again = await sendEvent(updated);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ received: true });
    expect((await billingMe(token)).membershipTier).toBe("STARTER");
  });

  it("reads the subscription from Stripe, so updated-before-created ends in the current state", async () => {
    const { token, sessionId } = await paidSubscriptionCheckout();
    const subId = subscriptionOf(sessionId);
    const created = stripe.event("customer.subscription.created", stripe.subscription(subId));
    stripe.updateSubscription(subId, { priceId: PRICES.PROFESSIONAL, cancelAtPeriodEnd: true });
    const updated = stripe.event("customer.subscription.updated", stripe.subscription(subId));
    expect((await sendEvent(updated)).status).toBe(200);
    expect((await sendEvent(created)).status).toBe(200);
    expect(await billingMe(token)).toMatchObject({ membershipTier: "PROFESSIONAL", subscriptionStatus: "ACTIVE", cancelAtPeriodEnd: true });
  });

  it("keeps the tier while past due, and downgrades to FREE once canceled, unpaid or expired", async () => {
    for (const status of ["canceled", "unpaid", "incomplete_expired"]) {
      const { token, sessionId } = await paidSubscriptionCheckout();
      const subId = subscriptionOf(sessionId);
      expect((await sendEvent(stripe.event("customer.subscription.created", stripe.subscription(subId)))).status).toBe(200);
      stripe.updateSubscription(subId, { status: "past_due" });
      await sendEvent(stripe.event("customer.subscription.updated", stripe.subscription(subId)));
      expect(await billingMe(token)).toMatchObject({ membershipTier: "STARTER", subscriptionStatus: "PAST_DUE" });
      stripe.updateSubscription(subId, { status });
      const kind = status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated";
      expect((await sendEvent(stripe.event(kind, stripe.subscription(subId)))).status).toBe(200);
      expect(await billingMe(token), status).toMatchObject({ membershipTier: "FREE", subscriptionStatus: status.toUpperCase() });
    }
  });

  it("ignores the end of an older subscription once a newer one is live", async () => {
    const { token, sessionId } = await paidSubscriptionCheckout();
    const oldId = subscriptionOf(sessionId);
    await confirm(token, sessionId);
    stripe.updateSubscription(oldId, { status: "canceled" });
    const oldDeleted = stripe.event("customer.subscription.deleted", stripe.subscription(oldId));
    expect((await sendEvent(oldDeleted)).status).toBe(200);
    expect((await billingMe(token)).membershipTier).toBe("FREE");
    const next = await startCheckout(token, "PROFESSIONAL");
    stripe.pay(next.sessionId);
    await sendEvent(stripe.event("checkout.session.completed", stripe.session(next.sessionId)));
    expect((await billingMe(token)).membershipTier).toBe("PROFESSIONAL");
    // The old one's deletion, delivered late under another event id, changes nothing.
    expect((await sendEvent(stripe.event("customer.subscription.deleted", stripe.subscription(oldId)))).status).toBe(200);
    expect(await billingMe(token)).toMatchObject({ membershipTier: "PROFESSIONAL", subscriptionStatus: "ACTIVE" });
  });

  it("lets the new tier's quotas apply, and FREE's again after a downgrade", async () => {
    const { token, sessionId } = await paidSubscriptionCheckout();
    for (let i = 0; i < 3; i += 1) await createProject(token, { name: `Project ${i}` });
    const refused = await api.post("/api/v1/projects", { name: "Fourth", fiscalYear: "2025" }, { token });
    expect(refused.status).toBe(402);
    expect(refused.json.error.code).toBe("QUOTA_EXCEEDED");
    expect((await billingMe(token)).usage.projects).toEqual({ used: 3, limit: 3 });

    await sendEvent(stripe.event("checkout.session.completed", stripe.session(sessionId)));
    const me = await billingMe(token);
    expect(me.usage).toMatchObject({ projects: { used: 3, limit: 10 }, aiRuns: { limit: 200 }, storageBytes: { limit: 2147483648 } });
    await createProject(token, { name: "Fourth" });

    stripe.updateSubscription(subscriptionOf(sessionId), { status: "canceled" });
    await sendEvent(stripe.event("customer.subscription.deleted", stripe.subscription(subscriptionOf(sessionId))));
    const again = await api.post("/api/v1/projects", { name: "Fifth", fiscalYear: "2025" }, { token });
    expect(again.status).toBe(402);
    expect((await billingMe(token)).usage.projects).toEqual({ used: 4, limit: 3 });
  });
});

describe("expert review events", () => {
  it("marks the order PAID at completed; a late expired leaves it PAID", async () => {
    const { sessionId } = await expertReviewCheckout();
    stripe.pay(sessionId);
    const completed = stripe.event("checkout.session.completed", stripe.session(sessionId));
    expect((await sendEvent(completed)).status).toBe(200);
    const { order, payment } = await orderAndPayment(sessionId);
    expect(order.status).toBe("PAID");
    expect(order.paidAt).not.toBeNull();
    expect(payment).toMatchObject({ status: "PAID", stripePaymentIntentId: stripe.session(sessionId).payment_intent });
    await sendEvent(stripe.event("checkout.session.expired", { ...stripe.session(sessionId), status: "expired" }));
    expect((await orderAndPayment(sessionId)).order.status).toBe("PAID");
  });

  it("cancels the pending order and payment at expired; a late completed leaves them CANCELED", async () => {
    const { token, sessionId } = await expertReviewCheckout();
    const stale = stripe.event("checkout.session.completed", { ...stripe.session(sessionId), status: "complete", payment_status: "paid" });
    stripe.expire(sessionId);
    expect((await sendEvent(stripe.event("checkout.session.expired", stripe.session(sessionId)))).status).toBe(200);
    expect(await orderAndPayment(sessionId)).toMatchObject({ order: { status: "CANCELED" }, payment: { status: "CANCELED" } });
    expect((await sendEvent(stale)).status).toBe(200);
    expect(await orderAndPayment(sessionId)).toMatchObject({ order: { status: "CANCELED", paidAt: null }, payment: { status: "CANCELED" } });
    expect((await confirm(token, sessionId)).status).toBe(409);
  });

  it("waits for an asynchronous payment, then applies async_payment_succeeded", async () => {
    const { sessionId } = await expertReviewCheckout();
    stripe.pay(sessionId, "unpaid");
    await sendEvent(stripe.event("checkout.session.completed", stripe.session(sessionId)));
    expect((await orderAndPayment(sessionId)).order.status).toBe("PENDING_PAYMENT");
    stripe.session(sessionId).payment_status = "paid";
    expect((await sendEvent(stripe.event("checkout.session.async_payment_succeeded", stripe.session(sessionId)))).status).toBe(200);
    expect((await orderAndPayment(sessionId)).order.status).toBe("PAID");
  });

  it("ignores sessions and customers of other apps without asking Stripe", async () => {
    const calls = stripe.requests.length;
    const session = stripe.session((await expertReviewCheckout()).sessionId);
    stripe.sessions.set("cs_test_foreign", { ...session, id: "cs_test_foreign", status: "complete", payment_status: "paid" });
    const sub = stripe.createSubscription({ customer: "cus_foreign", priceId: PRICES.ENTERPRISE });
    const before = stripe.requests.length;
    for (const event of [
      stripe.event("checkout.session.completed", { id: "cs_test_unknown_to_stripe" }),
      stripe.event("checkout.session.completed", stripe.session("cs_test_foreign")),
      stripe.event("customer.subscription.created", sub),
    ]) {
      expect((await sendEvent(event)).status).toBe(200);
    }
    expect(stripe.requests.length).toBe(before);
    expect(before).toBeGreaterThan(calls);
  });
});

describe("races", () => {
  it("applies once when confirm and two deliveries of the event arrive together", async () => {
    const { token, sessionId } = await expertReviewCheckout();
    stripe.pay(sessionId);
    const event = stripe.event("checkout.session.completed", stripe.session(sessionId));
    const [confirmed, first, second] = await Promise.all([confirm(token, sessionId), sendEvent(event), sendEvent(event)]);
    expect([confirmed.status, first.status, second.status]).toEqual([200, 200, 200]);
    const { order, payment } = await orderAndPayment(sessionId);
    expect(order.status).toBe("PAID");
    expect(payment.status).toBe("PAID");
    expect(confirmed.json.data.order.paidAt).toBe(order.paidAt!.toISOString());
    const rows = await (await getDb()).select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(rows).toHaveLength(1);
  });
});

describe("failures", () => {
  it("answers 500 and keeps nothing when processing fails; Stripe's retry then applies it", async () => {
    const { sessionId } = await expertReviewCheckout();
    stripe.pay(sessionId);
    const event = stripe.event("checkout.session.completed", stripe.session(sessionId));
    const spy = vi.spyOn(ordersRepo, "moveOrderStatus").mockRejectedValueOnce(new Error("disk full"));
    const failed = await sendEvent(event);
    spy.mockRestore();
    expect(failed.status).toBe(500);
    expect(failed.json.error.code).toBe("INTERNAL");
    // The payment was marked PAID inside the transaction before the failure: rolled back with it.
    expect(await orderAndPayment(sessionId)).toMatchObject({ order: { status: "PENDING_PAYMENT" }, payment: { status: "PENDING", paidAt: null } });
    const [recorded] = await (await getDb()).select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(recorded).toBeUndefined();

    const retried = await sendEvent(event);
    expect(retried.status).toBe(200);
    expect(await orderAndPayment(sessionId)).toMatchObject({ order: { status: "PAID" }, payment: { status: "PAID" } });
  });

  it("answers 502 while Stripe cannot be reached, and applies the retry", async () => {
    const { token, sessionId } = await paidSubscriptionCheckout();
    const event = stripe.event("checkout.session.completed", stripe.session(sessionId));
    stripe.failRequests = 10;
    const failed = await sendEvent(event);
    stripe.failRequests = 0;
    expect(failed.status).toBe(502);
    expect((await billingMe(token)).membershipTier).toBe("FREE");
    expect((await sendEvent(event)).status).toBe(200);
    expect((await billingMe(token)).membershipTier).toBe("STARTER");
  });
});
