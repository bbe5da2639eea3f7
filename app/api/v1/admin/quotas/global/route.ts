import { setGlobalQuota } from "@/lib/admin/quota-config-service";
import { globalQuotaBody } from "@/lib/admin/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// PUT /api/v1/admin/quotas/global: change the service-wide caps (partial; null = unlimited)
export const PUT = route({ auth: "admin", body: globalQuotaBody }, async ({ user, body }) => ok(await setGlobalQuota(user, body)));
