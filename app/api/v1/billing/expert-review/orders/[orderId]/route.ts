import { getMyOrder } from "@/lib/billing/orders-service";
import { orderParams } from "@/lib/billing/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/billing/expert-review/orders/{orderId}: one of the caller's orders
export const GET = route({ auth: "user", params: orderParams }, async ({ user, params }) =>
  ok(await getMyOrder(user, params.orderId)),
);
