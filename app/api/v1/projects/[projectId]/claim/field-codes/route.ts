import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { claimParams } from "@/lib/claims/schemas";
import { getFieldCodes } from "@/lib/claims/service";

// GET /api/v1/projects/{projectId}/claim/field-codes: the line-206 code list with suggestions from the project's text
export const GET = route({ auth: "user", params: claimParams }, async ({ user, params }) => ok(await getFieldCodes(user, params.projectId)));
