import { startPortalSession } from "@/lib/billing/checkout-service";
import { portalSessionBody } from "@/lib/billing/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/billing/portal-session: a Stripe customer portal session
export const POST = route({ auth: "user", body: portalSessionBody }, async ({ user, body }) =>
  ok(await startPortalSession(user, body?.returnUrl)),
);
