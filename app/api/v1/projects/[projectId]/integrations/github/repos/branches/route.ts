import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { branchesQuery, projectParams } from "@/lib/integrations/github/schemas";
import { listRepoBranches } from "@/lib/integrations/github/service";

// GET /api/v1/projects/{projectId}/integrations/github/repos/branches: branches of one repository
export const GET = route({ auth: "user", params: projectParams, query: branchesQuery }, async ({ user, params, query }) =>
  ok(await listRepoBranches(user, params.projectId, query.repo)),
);
