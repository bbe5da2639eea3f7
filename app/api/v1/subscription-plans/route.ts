import { publicCatalog } from "@/lib/billing/catalog-service";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/subscription-plans: the active plans and the expert review offering (public)
export const GET = route({ auth: "none" }, async () => ok(await publicCatalog()));
