import { billingConfig } from "@/lib/admin/billing-config-service";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/admin/billing/config: every plan (inactive ones too) and the expert review offering, with price ids
export const GET = route({ auth: "admin" }, async () => ok(await billingConfig()));
