import { quotaConfig } from "@/lib/admin/quota-config-service";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/admin/quotas/config: every tier's limits and the global caps
export const GET = route({ auth: "admin" }, async () => ok(await quotaConfig()));
