import { confirmCheckout } from "@/lib/billing/confirm-service";
import { confirmCheckoutBody } from "@/lib/billing/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/billing/checkout/confirm: apply a completed checkout on the browser's return from Stripe
export const POST = route({ auth: "user", body: confirmCheckoutBody }, async ({ user, body }) =>
  ok(await confirmCheckout(user, body.sessionId)),
);
