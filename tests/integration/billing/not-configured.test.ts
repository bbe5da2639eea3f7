import { describe, expect, it, vi } from "vitest";

// Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET the payment routes answer 503
// NOT_CONFIGURED after authentication and validation; the catalog and billing/me still work.
vi.hoisted(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_API_BASE;
});

import { api } from "../../helpers/api";
import { registerUser } from "../../helpers/accounts";
import { createProject, MISSING_ID } from "../../helpers/workspace";
import { expectDocumented as doc } from "../openapi/conformance";
import { billingMe, sendEvent } from "./support";

describe("billing without Stripe", () => {
  it("still serves the catalog and the billing profile", async () => {
    const res = doc("get", "/api/v1/subscription-plans", await api.get("/api/v1/subscription-plans"));
    expect(res.status).toBe(200);
    expect(res.json.data.plans).toHaveLength(4);
    const { token } = await registerUser();
    expect(await billingMe(token)).toMatchObject({ membershipTier: "FREE", subscriptionStatus: null, currentPeriodEnd: null });
  });

  it("answers 503 NOT_CONFIGURED on every payment route", async () => {
    const { token } = await registerUser();
    const project = await createProject(token);
    const calls = [
      ["post", "/api/v1/billing/checkout/subscription", "/api/v1/billing/checkout/subscription", { tier: "STARTER" }],
      ["post", "/api/v1/billing/checkout/expert-review", "/api/v1/billing/checkout/expert-review", { projectId: project.id }],
      ["post", "/api/v1/billing/checkout/expert-review", "/api/v1/billing/checkout/expert-review", { projectId: MISSING_ID }],
      ["post", "/api/v1/billing/checkout/confirm", "/api/v1/billing/checkout/confirm", { sessionId: "cs_test_x" }],
      ["post", "/api/v1/billing/portal-session", "/api/v1/billing/portal-session", undefined],
      ["get", "/api/v1/billing/expert-review/orders", "/api/v1/billing/expert-review/orders", undefined],
      ["get", "/api/v1/billing/expert-review/orders/{orderId}", `/api/v1/billing/expert-review/orders/${MISSING_ID}`, undefined],
      ["get", "/api/v1/billing/expert-review/orders/by-checkout-session", "/api/v1/billing/expert-review/orders/by-checkout-session?sessionId=cs_x", undefined],
    ] as const;
    for (const [method, template, url, body] of calls) {
      const res = doc(method, template, method === "get" ? await api.get(url, { token }) : await api.post(url, body, { token }));
      expect(res.status, url).toBe(503);
      expect(res.json.error.code).toBe("NOT_CONFIGURED");
    }
    // Validation still comes first.
    expect((await api.post("/api/v1/billing/checkout/subscription", { tier: "FREE" }, { token })).status).toBe(400);
  });

  it("answers the webhook 503 without a webhook secret", async () => {
    const res = await sendEvent({ id: "evt_1", type: "customer.created", data: { object: {} } });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("NOT_CONFIGURED");
  });
});
