import { noContent, ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectSessionParams } from "@/lib/sessions/schemas";
import { getSession, removeSession } from "@/lib/sessions/service";

// GET /api/v1/projects/{projectId}/sessions/{sessionId}: one session
export const GET = route({ auth: "user", params: projectSessionParams }, async ({ user, params }) =>
  ok(await getSession(user, params.projectId, params.sessionId)),
);

// DELETE /api/v1/projects/{projectId}/sessions/{sessionId}: delete the session and its messages and runs
export const DELETE = route({ auth: "user", params: projectSessionParams }, async ({ user, params }) => {
  await removeSession(user, params.projectId, params.sessionId);
  return noContent();
});
