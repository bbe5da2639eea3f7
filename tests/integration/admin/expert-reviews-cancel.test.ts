import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const stripe = await vi.hoisted(async () => (await import("../../helpers/stripe-env")).startStripeEnv());

import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { expertReviewOrders } from "@/db/schema";
import { log } from "@/lib/log";
import { api } from "../../helpers/api";
import { createProject } from "../../helpers/workspace";
import { configurePrices, confirm, orderAndPayment, sendEvent } from "../billing/support";
import { expectDocumented } from "../openapi/conformance";
import { newAdmin, newUser } from "./support";

// An admin canceling an unpaid order closes its Stripe checkout first, so the buyer cannot pay for
// a canceled order; a payment that still lands on a canceled order is flagged, never confirmed.

const BASE = "/api/v1/admin/expert-reviews/orders";
let adminToken: string;

beforeAll(async () => {
  await configurePrices(stripe);
  adminToken = (await newAdmin()).token;
});
afterAll(() => stripe.close());

async function pendingOrder() {
  const buyer = await newUser();
  const project = await createProject(buyer.token);
  const res = await api.post("/api/v1/billing/checkout/expert-review", { projectId: project.id }, { token: buyer.token });
  expect(res.status, res.text).toBe(201);
  const sessionId = res.json.data.sessionId as string;
  const [order] = await (await getDb()).select().from(expertReviewOrders).where(eq(expertReviewOrders.checkoutSessionId, sessionId));
  return { token: buyer.token, sessionId, orderId: order!.id };
}

const cancel = async (orderId: string) =>
  expectDocumented("patch", `${BASE}/{orderId}/status`, await api.patch(`${BASE}/${orderId}/status`, { status: "CANCELED" }, { token: adminToken }));

describe("an admin canceling a pending order", () => {
  it("expires the Stripe checkout first, so the hosted page can no longer take the payment", async () => {
    const { sessionId, orderId } = await pendingOrder();
    const res = await cancel(orderId);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.status).toBe("CANCELED");
    expect(stripe.requests.some((r) => r.method === "POST" && r.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    expect(stripe.session(sessionId).status).toBe("expired");
    expect(await orderAndPayment(sessionId)).toMatchObject({ order: { status: "CANCELED" }, payment: { status: "CANCELED" } });
    const pay = await fetch(`${stripe.url}/pay/${sessionId}`, { method: "POST", redirect: "manual" });
    expect(pay.status).toBe(409);
    // Stripe's expired event afterwards changes nothing.
    expect((await sendEvent(stripe.event("checkout.session.expired", stripe.session(sessionId)))).status).toBe(200);
    expect((await orderAndPayment(sessionId)).order.status).toBe("CANCELED");
  });

  it("cancels an order whose checkout Stripe already expired, without expiring it again", async () => {
    const { sessionId, orderId } = await pendingOrder();
    stripe.expire(sessionId);
    const before = stripe.requests.length;
    expect((await cancel(orderId)).json.data.status).toBe("CANCELED");
    expect(stripe.requests.slice(before).some((r) => r.path.endsWith("/expire"))).toBe(false);
  });

  it("cancels an order whose checkout Stripe does not know (another Stripe account's)", async () => {
    const { sessionId, orderId } = await pendingOrder();
    stripe.sessions.delete(sessionId);
    expect((await cancel(orderId)).json.data.status).toBe("CANCELED");
    expect((await orderAndPayment(sessionId)).payment.status).toBe("CANCELED");
  });

  it("answers 409 and leaves the order when the buyer already paid", async () => {
    const { sessionId, orderId } = await pendingOrder();
    stripe.pay(sessionId);
    const res = await cancel(orderId);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("CONFLICT");
    expect(await orderAndPayment(sessionId)).toMatchObject({ order: { status: "PENDING_PAYMENT" }, payment: { status: "PENDING" } });
  });

  it("answers 502 and leaves the order while Stripe cannot be reached", async () => {
    const { sessionId, orderId } = await pendingOrder();
    stripe.failRequests = 10;
    const res = await api.patch(`${BASE}/${orderId}/status`, { status: "CANCELED" }, { token: adminToken });
    stripe.failRequests = 0;
    expect(expectDocumented("patch", `${BASE}/{orderId}/status`, res).status).toBe(502);
    expect((await orderAndPayment(sessionId)).order.status).toBe("PENDING_PAYMENT");
  });
});

describe("a payment that lands on a canceled order", () => {
  it("is recorded and logged for a refund; confirm answers 409 instead of CONFIRMED", async () => {
    const { token, sessionId, orderId } = await pendingOrder();
    // The order canceled without closing the checkout (as before this rule, or by hand in the database).
    await (await getDb()).update(expertReviewOrders).set({ status: "CANCELED" }).where(eq(expertReviewOrders.id, orderId));
    stripe.pay(sessionId);
    const warn = vi.spyOn(log, "warn");
    const res = await confirm(token, sessionId);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("CONFLICT");
    expect(res.json.message).toContain("canceled");
    expect(await orderAndPayment(sessionId)).toMatchObject({ order: { status: "CANCELED", paidAt: null }, payment: { status: "PAID" } });
    expect(warn).toHaveBeenCalledWith("paid checkout of a canceled order: refund it", { orderId });
    warn.mockClear();
    const event = await sendEvent(stripe.event("checkout.session.completed", stripe.session(sessionId)));
    expect(event.status).toBe(200);
    expect(warn).toHaveBeenCalledWith("paid checkout of a canceled order: refund it", { orderId });
    warn.mockRestore();
  });
});
