import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { claimVersionParams, restoreClaimBody } from "@/lib/claims/schemas";
import { restoreClaimVersion } from "@/lib/claims/service";

// POST /api/v1/projects/{projectId}/claim/versions/{versionId}/restore: make a version's texts current again, as a new version
export const POST = route({ auth: "user", params: claimVersionParams, body: restoreClaimBody }, async ({ user, params, body }) =>
  ok(await restoreClaimVersion(user, params.projectId, params.versionId, body)),
);
