import { billingProfile } from "@/lib/billing/service";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/billing/me: the caller's plan and quota usage
export const GET = route({ auth: "user" }, async ({ user }) => ok(await billingProfile(user)));
