import { getMyOrderBySession } from "@/lib/billing/orders-service";
import { bySessionQuery } from "@/lib/billing/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/billing/expert-review/orders/by-checkout-session?sessionId=: the caller's order of a checkout session
export const GET = route({ auth: "user", query: bySessionQuery }, async ({ user, query }) =>
  ok(await getMyOrderBySession(user, query.sessionId)),
);
