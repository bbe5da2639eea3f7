import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { parseStripeForm } from "../../helpers/fake-stripe-form";
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, signPayload, startFakeStripe, type FakeStripe } from "../../helpers/fake-stripe";

// The fake Stripe is what every billing test and the Playwright flow stand on: check that the
// real SDK's requests round-trip through it and that its hosted pages behave like Checkout's.

describe("parseStripeForm", () => {
  it("reads bracketed keys back into objects and arrays", () => {
    const body = "mode=payment&line_items[0][price]=p1&line_items[0][quantity]=1&metadata[userId]=u&expand[]=a&expand[]=b";
    expect(parseStripeForm(body)).toEqual({
      mode: "payment",
      line_items: [{ price: "p1", quantity: "1" }],
      metadata: { userId: "u" },
      expand: ["a", "b"],
    });
  });
});

describe("the fake Stripe", () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    const url = new URL(fake.url);
    stripe = new Stripe(FAKE_STRIPE_SECRET_KEY, {
      httpClient: Stripe.createFetchHttpClient(),
      host: url.hostname,
      port: Number(url.port),
      protocol: "http",
    });
    fake.addPrice("price_a", { unitAmount: 1234 });
  });
  afterAll(() => fake.close());

  it("serves a hosted checkout page whose Pay button completes the session and redirects", async () => {
    const customer = await stripe.customers.create({ email: "a@example.com" });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: "price_a", quantity: 1 }],
      success_url: "http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/pricing?checkout=canceled",
    });
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain("12.34 CAD a month");
    expect(html).toContain('href="http://app.test/pricing?checkout=canceled"');
    const paid = await fetch(session.url!, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://app.test/billing/success?session_id=${session.id}`);
    const after = await stripe.checkout.sessions.retrieve(session.id);
    expect(after).toMatchObject({ status: "complete", payment_status: "paid" });
    const sub = await stripe.subscriptions.retrieve(String(after.subscription));
    expect(sub.status).toBe("active");
    expect(sub.items.data[0]!.price.id).toBe("price_a");
    expect(sub.items.data[0]!.current_period_end).toBeGreaterThan(Date.now() / 1000 + 27 * 24 * 3600);
    expect((await fetch(session.url!, { method: "POST", redirect: "manual" })).status).toBe(409);
  });

  it("answers unknown objects 404 the way Stripe does", async () => {
    await expect(stripe.subscriptions.retrieve("sub_missing")).rejects.toMatchObject({ statusCode: 404 });
  });

  it("signs events the SDK verifies", () => {
    const payload = JSON.stringify(fake.event("customer.created", { id: "cus_1" }));
    const event = stripe.webhooks.constructEvent(payload, signPayload(payload), FAKE_STRIPE_WEBHOOK_SECRET);
    expect(event.type).toBe("customer.created");
  });
});
