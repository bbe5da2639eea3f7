import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { claimParams, updateClaimBody } from "@/lib/claims/schemas";
import { getClaim, updateClaim } from "@/lib/claims/service";

// GET /api/v1/projects/{projectId}/claim: the project's T661 Part 2 record (version 0 before the first save)
export const GET = route({ auth: "user", params: claimParams }, async ({ user, params }) => ok(await getClaim(user, params.projectId)));

// PUT /api/v1/projects/{projectId}/claim: change lines and Section A fields on the version read (409 when stale)
export const PUT = route({ auth: "user", params: claimParams, body: updateClaimBody }, async ({ user, params, body }) =>
  ok(await updateClaim(user, params.projectId, body)),
);
