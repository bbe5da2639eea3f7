import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectSessionParams, sessionStatusBody } from "@/lib/sessions/schemas";
import { setSessionStatus } from "@/lib/sessions/service";

// PATCH /api/v1/projects/{projectId}/sessions/{sessionId}/status: archive or reactivate
export const PATCH = route(
  { auth: "user", params: projectSessionParams, body: sessionStatusBody },
  async ({ user, params, body }) => ok(await setSessionStatus(user, params.projectId, params.sessionId, body.status)),
);
