import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childEnv, freePort, ROOT, startApp, type ServerProcess } from "../bench/processes";
import { postWebhook, startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { PASSWORD, request, uniqueEmail } from "./http";
import { newDataDir } from "./server";

// Stripe billing through the production server (npm run serve) against the local fake Stripe: its
// own server, as it needs the Stripe settings and price ids seeded before it starts.

const PRICES = { starter: "price_smoke_starter", professional: "price_smoke_professional", review: "price_smoke_review" };

describe("Stripe billing on the production server", () => {
  const dataDir = newDataDir();
  let stripe: FakeStripe;
  let server: ServerProcess;
  let base = "";

  beforeAll(async () => {
    stripe = await startFakeStripe();
    stripe.addPrice(PRICES.starter, { unitAmount: 4900 });
    stripe.addPrice(PRICES.review, { unitAmount: 149900 });
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" };
    execFileSync(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", path.join(ROOT, "tests/smoke/seed-billing-prices.ts"), PRICES.starter, PRICES.professional, PRICES.review],
      { cwd: ROOT, env: childEnv(env), stdio: "pipe" },
    );
    const port = await freePort();
    server = await startApp(
      { ...env, ...stripe.env(), APP_URL: `http://127.0.0.1:${port}`, BCRYPT_ROUNDS: "4", BACKEND_ORIGIN: "", REGISTRATION_MODE: "open", TRUST_PROXY: "", EDGE_ACCESS_CLIENT_ID: "", EDGE_ACCESS_CLIENT_SECRET: "" },
      port,
    );
    base = server.baseUrl;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sells a plan: checkout, the hosted Pay page, confirm and a signed webhook", async () => {
    const plans = await request("GET", `${base}/api/v1/subscription-plans`);
    expect(plans.status).toBe(200);
    expect(plans.text).not.toContain("price_smoke");
    const registered = await request("POST", `${base}/api/v1/auth/register`, { json: { email: uniqueEmail("billing"), password: PASSWORD } });
    expect(registered.status, registered.text).toBe(201);
    const token = registered.json.accessToken as string;

    const checkout = await request("POST", `${base}/api/v1/billing/checkout/subscription`, { token, json: { tier: "STARTER" } });
    expect(checkout.status, checkout.text).toBe(201);
    const { sessionId, url } = checkout.json.data;
    expect(await (await fetch(url)).text()).toContain("49.00 CAD a month");
    const paid = await fetch(url, { method: "POST", redirect: "manual" });
    expect(paid.headers.get("location")).toBe(`${base}/billing/success?session_id=${sessionId}`);

    const confirmed = await request("POST", `${base}/api/v1/billing/checkout/confirm`, { token, json: { sessionId } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.data).toEqual({ kind: "SUBSCRIPTION", status: "CONFIRMED", membershipTier: "STARTER" });

    const sub = stripe.subscription(String(stripe.session(sessionId).subscription));
    stripe.updateSubscription(sub.id, { cancelAtPeriodEnd: true });
    const event = stripe.event("customer.subscription.updated", sub);
    for (let i = 0; i < 2; i += 1) {
      const res = await postWebhook(base, event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    const forged = await postWebhook(base, event, "whsec_forged");
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe("INVALID_SIGNATURE");
    const me = await request("GET", `${base}/api/v1/billing/me`, { token });
    expect(me.json.data).toMatchObject({ membershipTier: "STARTER", subscriptionStatus: "ACTIVE", cancelAtPeriodEnd: true });
    expect(me.json.data.usage.projects.limit).toBe(10);
  });

  it("sells an expert review: the webhook marks the order PAID", async () => {
    const registered = await request("POST", `${base}/api/v1/auth/register`, { json: { email: uniqueEmail("review"), password: PASSWORD } });
    const token = registered.json.accessToken as string;
    const project = await request("POST", `${base}/api/v1/projects`, { token, json: { name: "Sensor", fiscalYear: "2025" } });
    const checkout = await request("POST", `${base}/api/v1/billing/checkout/expert-review`, {
      token,
      json: { projectId: project.json.data.id, notes: "Line 242 please" },
    });
    expect(checkout.status, checkout.text).toBe(201);
    const { sessionId } = checkout.json.data;
    stripe.pay(sessionId);
    expect((await postWebhook(base, stripe.event("checkout.session.completed", stripe.session(sessionId)))).status).toBe(200);
    const order = await request("GET", `${base}/api/v1/billing/expert-review/orders/by-checkout-session?sessionId=${sessionId}`, { token });
    expect(order.json.data).toMatchObject({ status: "PAID", projectName: "Sensor", notes: "Line 242 please", amountCents: 149900 });
  });
});
