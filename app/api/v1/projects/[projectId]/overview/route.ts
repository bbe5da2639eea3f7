import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { getProjectOverview } from "@/lib/projects/overview-service";
import { projectOverviewQuery, projectParams } from "@/lib/projects/schemas";

// GET /api/v1/projects/{projectId}/overview: the claim's readiness (pre-check, T661 lines, evidence, logbook)
export const GET = route({ auth: "user", params: projectParams, query: projectOverviewQuery }, async ({ user, params, query }) =>
  ok(await getProjectOverview(user, params.projectId, query)),
);
