import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectParams } from "@/lib/integrations/github/schemas";
import { startOAuth } from "@/lib/integrations/github/service";

// POST /api/v1/projects/{projectId}/integrations/github/oauth/start: the GitHub authorize URL and its state
export const POST = route({ auth: "user", params: projectParams }, async ({ user, params }) =>
  ok(await startOAuth(user, params.projectId)),
);
