import { orderDetails } from "@/lib/admin/orders-service";
import { orderParams } from "@/lib/billing/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/admin/expert-reviews/orders/{orderId}: one order with its user and project
export const GET = route({ auth: "admin", params: orderParams }, async ({ params }) => ok(await orderDetails(params.orderId)));
