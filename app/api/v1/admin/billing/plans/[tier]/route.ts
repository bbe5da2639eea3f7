import { setPlan } from "@/lib/admin/billing-config-service";
import { planBody } from "@/lib/admin/billing-schemas";
import { tierParams } from "@/lib/admin/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// PUT /api/v1/admin/billing/plans/{tier}: change a plan (partial; null clears the price id)
export const PUT = route({ auth: "admin", params: tierParams, body: planBody }, async ({ user, params, body }) =>
  ok(await setPlan(user, params.tier, body)),
);
