import { setTierQuota } from "@/lib/admin/quota-config-service";
import { tierParams, tierQuotaBody } from "@/lib/admin/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// PUT /api/v1/admin/quotas/tiers/{tier}: change a tier's limits (partial; null = unlimited)
export const PUT = route({ auth: "admin", params: tierParams, body: tierQuotaBody }, async ({ user, params, body }) =>
  ok(await setTierQuota(user, params.tier, body)),
);
