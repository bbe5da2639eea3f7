import { startSubscriptionCheckout } from "@/lib/billing/checkout-service";
import { subscriptionCheckoutBody } from "@/lib/billing/schemas";
import { created } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/billing/checkout/subscription: a hosted checkout session for a plan
export const POST = route({ auth: "user", body: subscriptionCheckoutBody }, async ({ user, body }) =>
  created(await startSubscriptionCheckout(user, body.tier)),
);
