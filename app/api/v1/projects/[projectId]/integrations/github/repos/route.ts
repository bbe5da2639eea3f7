import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectParams, reposQuery } from "@/lib/integrations/github/schemas";
import { listRepos } from "@/lib/integrations/github/service";

// GET /api/v1/projects/{projectId}/integrations/github/repos: repositories the credential can see
export const GET = route({ auth: "user", params: projectParams, query: reposQuery }, async ({ user, params, query }) =>
  ok(await listRepos(user, params.projectId, query)),
);
