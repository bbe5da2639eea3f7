import { orderListQuery } from "@/lib/admin/billing-schemas";
import { listAllOrders } from "@/lib/admin/orders-service";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/admin/expert-reviews/orders: every user's orders, newest first (a Page in the envelope)
export const GET = route({ auth: "admin", query: orderListQuery }, async ({ query }) => ok(await listAllOrders(query)));
