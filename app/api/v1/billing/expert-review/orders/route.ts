import { listMyOrders } from "@/lib/billing/orders-service";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/billing/expert-review/orders: the caller's expert review orders, newest first
export const GET = route({ auth: "user" }, async ({ user }) => ok(await listMyOrders(user)));
