import { setOffering } from "@/lib/admin/billing-config-service";
import { offeringBody } from "@/lib/admin/billing-schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// PUT /api/v1/admin/billing/expert-review: change the expert review offering (partial; null clears the price id)
export const PUT = route({ auth: "admin", body: offeringBody }, async ({ user, body }) => ok(await setOffering(user, body)));
