import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectSessionParams, sessionTitleBody } from "@/lib/sessions/schemas";
import { renameSession } from "@/lib/sessions/service";

// PATCH /api/v1/projects/{projectId}/sessions/{sessionId}/title: rename
export const PATCH = route(
  { auth: "user", params: projectSessionParams, body: sessionTitleBody },
  async ({ user, params, body }) => ok(await renameSession(user, params.projectId, params.sessionId, body.title)),
);
