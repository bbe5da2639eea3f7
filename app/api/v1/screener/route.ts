import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { screenerBody } from "@/lib/screener/schemas";
import { screen } from "@/lib/screener/service";

// POST /api/v1/screener: public quick eligibility pre-check (ApiResponse<QuickPrecheckResponse>)
export const POST = route({ auth: "none", body: screenerBody }, async ({ body, ip }) => ok(await screen(body.input, ip)));
