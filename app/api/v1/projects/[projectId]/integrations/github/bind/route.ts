import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { bindBody, projectParams } from "@/lib/integrations/github/schemas";
import { bind } from "@/lib/integrations/github/service";

// POST /api/v1/projects/{projectId}/integrations/github/bind: bind the project to a repository and branch
export const POST = route({ auth: "user", params: projectParams, body: bindBody }, async ({ user, params, body }) =>
  ok(await bind(user, params.projectId, body)),
);
