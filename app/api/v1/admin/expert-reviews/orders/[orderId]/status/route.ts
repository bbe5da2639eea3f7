import { orderStatusBody } from "@/lib/admin/billing-schemas";
import { moveOrder } from "@/lib/admin/orders-service";
import { orderParams } from "@/lib/billing/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// PATCH /api/v1/admin/expert-reviews/orders/{orderId}/status: move an order (PAID→IN_REVIEW→COMPLETED, or cancel)
export const PATCH = route({ auth: "admin", params: orderParams, body: orderStatusBody }, async ({ user, params, body }) =>
  ok(await moveOrder(user, params.orderId, body.status)),
);
