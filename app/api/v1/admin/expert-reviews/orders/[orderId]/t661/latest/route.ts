import { latestT661 } from "@/lib/admin/orders-service";
import { orderParams } from "@/lib/billing/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/admin/expert-reviews/orders/{orderId}/t661/latest: the newest T661 result of the order's project
export const GET = route({ auth: "admin", params: orderParams }, async ({ params }) => ok(await latestT661(params.orderId)));
