import { noContent, ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectParams } from "@/lib/integrations/github/schemas";
import { getStatus, unbind } from "@/lib/integrations/github/service";

// GET /api/v1/projects/{projectId}/integrations/github: the project's GitHub binding status
export const GET = route({ auth: "user", params: projectParams }, async ({ user, params }) =>
  ok(await getStatus(user, params.projectId)),
);

// DELETE /api/v1/projects/{projectId}/integrations/github: unbind, removing the credential when unused
export const DELETE = route({ auth: "user", params: projectParams }, async ({ user, params }) => {
  await unbind(user, params.projectId);
  return noContent();
});
