import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { claimParams, claimVersionsQuery } from "@/lib/claims/schemas";
import { listClaimVersions } from "@/lib/claims/service";

// GET /api/v1/projects/{projectId}/claim/versions: the claim's versions, newest first, a page at a time
export const GET = route({ auth: "user", params: claimParams, query: claimVersionsQuery }, async ({ user, params, query }) =>
  ok(await listClaimVersions(user, params.projectId, query)),
);
