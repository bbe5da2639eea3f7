import { describe, expect, it, vi } from "vitest";

const stripe = await vi.hoisted(async () => (await import("../../helpers/stripe-env")).startStripeEnv());

import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { billingAccounts, payments } from "@/db/schema";
import { updateOffering, updatePlan } from "@/lib/billing/catalog-repo";
import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { createProject, MISSING_ID } from "../../helpers/workspace";
import { expectDocumented as doc } from "../openapi/conformance";
import { billingMe, confirm, PRICES, startCheckout, subscribe, withConfiguredPrices } from "./support";

withConfiguredPrices(stripe);

const SUB = "/api/v1/billing/checkout/subscription";
const REVIEW = "/api/v1/billing/checkout/expert-review";
const PORTAL = "/api/v1/billing/portal-session";
const ORDERS = "/api/v1/billing/expert-review/orders";
const customerCreations = () => stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers").length;

describe("the catalog", () => {
  it("lists the active plans and the offering to anyone, without price ids", async () => {
    const res = doc("get", "/api/v1/subscription-plans", await api.get("/api/v1/subscription-plans"));
    expect(res.status).toBe(200);
    const { plans, expertReview } = res.json.data;
    expect(plans.map((p: { tier: string }) => p.tier)).toEqual(["FREE", "STARTER", "PROFESSIONAL", "ENTERPRISE"]);
    expect(plans[0]).toMatchObject({ tier: "FREE", purchasable: false, priceCents: 0, interval: "month" });
    expect(plans[1]).toMatchObject({ tier: "STARTER", purchasable: true, active: true, currency: "cad" });
    expect(expertReview).toMatchObject({ name: "Expert review", active: true, priceCents: 149900 });
    expect(res.text).not.toContain("stripePriceId");
    expect(res.text).not.toContain("price_");
  });

  it("hides an inactive plan, and shows no offering while it is inactive", async () => {
    const db = await getDb();
    await updatePlan(db, "ENTERPRISE", { active: false });
    await updateOffering(db, { active: false });
    const res = await api.get("/api/v1/subscription-plans");
    expect(res.json.data.plans.map((p: { tier: string }) => p.tier)).toEqual(["FREE", "STARTER", "PROFESSIONAL"]);
    expect(res.json.data.expertReview).toBeNull();
    await updatePlan(db, "ENTERPRISE", { active: true });
    await updateOffering(db, { active: true });
  });
});

describe("subscription checkout", () => {
  it("refuses no token, a bad tier and FREE", async () => {
    expect(doc("post", SUB, await api.post(SUB, { tier: "STARTER" })).status).toBe(401);
    const { token } = await registerUser();
    for (const body of [{}, { tier: "GOLD" }, { tier: "FREE" }]) {
      const res = doc("post", SUB, await api.post(SUB, body, { token }));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(res.json.error.details[0].path).toBe("tier");
    }
  });

  it("answers 409 for a plan not for sale, inactive, or without a price id", async () => {
    const { token } = await registerUser();
    const db = await getDb();
    for (const [change, restore] of [
      [{ purchasable: false }, { purchasable: true }],
      [{ active: false }, { active: true }],
      [{ stripePriceId: null }, { stripePriceId: PRICES.PROFESSIONAL }],
    ] as const) {
      await updatePlan(db, "PROFESSIONAL", change);
      const res = doc("post", SUB, await api.post(SUB, { tier: "PROFESSIONAL" }, { token }));
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.json.error.code).toBe("CONFLICT");
      await updatePlan(db, "PROFESSIONAL", restore);
    }
  });

  it("creates a session for the plan's price, with one customer reused across checkouts", async () => {
    const { token, user, email } = await registerUser();
    const before = customerCreations();
    const first = await startCheckout(token, "STARTER");
    const second = await startCheckout(token, "PROFESSIONAL");
    expect(customerCreations() - before).toBe(1);
    const a = stripe.session(first.sessionId);
    const b = stripe.session(second.sessionId);
    expect(first.url).toBe(`${stripe.url}/pay/${first.sessionId}`);
    expect(a).toMatchObject({ mode: "subscription", client_reference_id: user.id, priceId: PRICES.STARTER });
    expect(a.metadata).toMatchObject({ userId: user.id, tier: "STARTER" });
    expect(a.success_url).toBe("http://localhost:3000/billing/success?session_id={CHECKOUT_SESSION_ID}");
    expect(b.customer).toBe(a.customer);
    expect(stripe.customers.get(String(a.customer))).toMatchObject({ email, metadata: { userId: user.id } });
  });

  it("answers 502 UPSTREAM_FAILED when Stripe fails", async () => {
    const { token } = await registerUser();
    stripe.failRequests = 10;
    const res = doc("post", SUB, await api.post(SUB, { tier: "STARTER" }, { token }));
    stripe.failRequests = 0;
    expect(res.status).toBe(502);
    expect(res.json.error.code).toBe("UPSTREAM_FAILED");
  });
});

describe("checkout confirm", () => {
  it("validates, hides other users' and unknown sessions, and waits for payment", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const { sessionId } = await startCheckout(alice.token, "STARTER");
    expect((await confirm(alice.token, "")).status).toBe(400);
    expect(doc("post", "/api/v1/billing/checkout/confirm", await api.post("/api/v1/billing/checkout/confirm", { sessionId })).status).toBe(401);
    for (const [token, id] of [[bob.token, sessionId], [alice.token, "cs_test_unknown"]] as const) {
      const res = await confirm(token, id);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("NOT_FOUND");
    }
    const early = await confirm(alice.token, sessionId);
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe("CONFLICT");
    stripe.pay(sessionId);
    expect((await confirm(bob.token, sessionId)).status).toBe(404);
    expect((await billingMe(bob.token)).membershipTier).toBe("FREE");
  });

  it("syncs the subscription once paid; a second confirm changes nothing", async () => {
    const { token, user } = await registerUser();
    const { sessionId } = await startCheckout(token, "STARTER");
    stripe.pay(sessionId);
    const res = await confirm(token, sessionId);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toEqual({ kind: "SUBSCRIPTION", status: "CONFIRMED", membershipTier: "STARTER" });
    const me = await billingMe(token);
    const sub = stripe.subscription(String(stripe.session(sessionId).subscription));
    const periodEnd = (sub.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end;
    expect(me).toMatchObject({ membershipTier: "STARTER", subscriptionStatus: "ACTIVE", cancelAtPeriodEnd: false });
    expect(me.currentPeriodEnd).toBe(new Date(periodEnd * 1000).toISOString());
    const [payment] = await (await getDb()).select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
    expect(payment).toMatchObject({ userId: user.id, kind: "SUBSCRIPTION", status: "PAID", tier: "STARTER", stripeSubscriptionId: sub.id });

    const again = await confirm(token, sessionId);
    expect(again.json.data).toEqual(res.json.data);
    const [after] = await (await getDb()).select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
    expect(after!.paidAt).toEqual(payment!.paidAt);
  });

  it("refuses a second subscription checkout while one is live (active, trialing, past due), pointing to the portal", async () => {
    const { token, user } = await registerUser();
    await subscribe(stripe, token, "STARTER");
    const db = await getDb();
    for (const status of ["ACTIVE", "TRIALING", "PAST_DUE"] as const) {
      await db.update(billingAccounts).set({ subscriptionStatus: status }).where(eq(billingAccounts.userId, user.id));
      const res = doc("post", SUB, await api.post(SUB, { tier: "PROFESSIONAL" }, { token }));
      expect(res.status, status).toBe(409);
      expect(res.json.error.code).toBe("CONFLICT");
      expect(res.json.message).toContain("portal");
    }
    await db.update(billingAccounts).set({ subscriptionStatus: "CANCELED" }).where(eq(billingAccounts.userId, user.id));
    expect(doc("post", SUB, await api.post(SUB, { tier: "PROFESSIONAL" }, { token })).status).toBe(201);
  });
});

describe("expert review checkout", () => {
  it("checks the body and the project's owner", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const project = await createProject(alice.token);
    expect(doc("post", REVIEW, await api.post(REVIEW, { projectId: project.id })).status).toBe(401);
    const bad = doc("post", REVIEW, await api.post(REVIEW, { projectId: "nope" }, { token: alice.token }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].path).toBe("projectId");
    const long = await api.post(REVIEW, { projectId: project.id, notes: "x".repeat(501) }, { token: alice.token });
    expect(long.json.error.details[0].path).toBe("notes");
    for (const [token, projectId] of [[bob.token, project.id], [alice.token, MISSING_ID]] as const) {
      const res = doc("post", REVIEW, await api.post(REVIEW, { projectId }, { token }));
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("NOT_FOUND");
    }
  });

  it("answers 409 while the offering is inactive or has no price", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const db = await getDb();
    for (const [change, restore] of [
      [{ active: false }, { active: true }],
      [{ stripePriceId: null }, { stripePriceId: PRICES.EXPERT_REVIEW }],
    ] as const) {
      await updateOffering(db, change);
      const res = doc("post", REVIEW, await api.post(REVIEW, { projectId: project.id }, { token }));
      expect(res.status).toBe(409);
      await updateOffering(db, restore);
    }
  });

  it("stores a pending order, then PAID at confirm, readable three ways by its owner only", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    const project = await createProject(alice.token, { name: "Cold-chain sensor" });
    const res = doc("post", REVIEW, await api.post(REVIEW, { projectId: project.id, notes: "Focus on line 242" }, { token: alice.token }));
    expect(res.status, res.text).toBe(201);
    const { sessionId } = res.json.data;
    const session = stripe.session(sessionId);
    expect(session).toMatchObject({ mode: "payment", priceId: PRICES.EXPERT_REVIEW, client_reference_id: alice.user.id });
    expect(session.metadata).toEqual({ userId: alice.user.id, kind: "EXPERT_REVIEW", projectId: project.id, notes: "Focus on line 242" });
    expect(session.cancel_url).toBe(`http://localhost:3000/projects/${project.id}?checkout=canceled`);

    const list = doc("get", ORDERS, await api.get(ORDERS, { token: alice.token }));
    expect(list.json.data).toHaveLength(1);
    const order = list.json.data[0];
    expect(order).toMatchObject({
      projectId: project.id,
      projectName: "Cold-chain sensor",
      status: "PENDING_PAYMENT",
      notes: "Focus on line 242",
      amountCents: 149900,
      currency: "cad",
      checkoutSessionId: sessionId,
      paidAt: null,
    });
    const one = doc("get", `${ORDERS}/{orderId}`, await api.get(`${ORDERS}/${order.id}`, { token: alice.token }));
    expect(one.json.data).toEqual(order);
    const bySession = doc(
      "get",
      `${ORDERS}/by-checkout-session`,
      await api.get(`${ORDERS}/by-checkout-session?sessionId=${sessionId}`, { token: alice.token }),
    );
    expect(bySession.json.data).toEqual(order);
    expect(doc("get", `${ORDERS}/by-checkout-session`, await api.get(`${ORDERS}/by-checkout-session`, { token: alice.token })).status).toBe(400);
    expect(doc("get", `${ORDERS}/{orderId}`, await api.get(`${ORDERS}/not-a-uuid`, { token: alice.token })).status).toBe(400);
    expect((await api.get(`${ORDERS}/${order.id}`, { token: bob.token })).status).toBe(404);
    expect((await api.get(`${ORDERS}/by-checkout-session?sessionId=${sessionId}`, { token: bob.token })).status).toBe(404);
    expect((await api.get(ORDERS, { token: bob.token })).json.data).toEqual([]);
    expect(doc("get", ORDERS, await api.get(ORDERS)).status).toBe(401);

    stripe.pay(sessionId);
    const confirmed = await confirm(alice.token, sessionId);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.data).toMatchObject({ kind: "EXPERT_REVIEW", status: "CONFIRMED", order: { id: order.id, status: "PAID" } });
    expect(confirmed.json.data.membershipTier).toBeUndefined();
    expect(confirmed.json.data.order.paidAt).not.toBeNull();
    const again = await confirm(alice.token, sessionId);
    expect(again.json.data).toEqual(confirmed.json.data);
    expect((await billingMe(alice.token)).membershipTier).toBe("FREE");
  });
});

describe("the customer portal", () => {
  it("needs a customer, keeps returnUrl on this site, and returns Stripe's url", async () => {
    const { token } = await registerUser();
    expect(doc("post", PORTAL, await api.post(PORTAL, undefined)).status).toBe(401);
    const none = doc("post", PORTAL, await api.post(PORTAL, undefined, { token }));
    expect(none.status).toBe(409);
    await subscribe(stripe, token, "STARTER");
    const foreign = doc("post", PORTAL, await api.post(PORTAL, { returnUrl: "https://evil.example/x" }, { token }));
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.details[0].path).toBe("returnUrl");
    const res = doc("post", PORTAL, await api.post(PORTAL, { returnUrl: "http://localhost:3000/billing?from=portal" }, { token }));
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.url).toContain(`${stripe.url}/portal/`);
    const byDefault = doc("post", PORTAL, await api.post(PORTAL, undefined, { token }));
    expect(new URL(byDefault.json.data.url).searchParams.get("return_url")).toBe("http://localhost:3000/billing");
  });
});
