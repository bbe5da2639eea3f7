import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { claimVersionParams } from "@/lib/claims/schemas";
import { getClaimVersionRecord } from "@/lib/claims/service";

// GET /api/v1/projects/{projectId}/claim/versions/{versionId}: one version, with the record as it was
export const GET = route({ auth: "user", params: claimVersionParams }, async ({ user, params }) =>
  ok(await getClaimVersionRecord(user, params.projectId, params.versionId)),
);
