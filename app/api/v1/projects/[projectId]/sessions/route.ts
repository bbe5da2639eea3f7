import { created, ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectParams } from "@/lib/projects/schemas";
import { createSessionBody } from "@/lib/sessions/schemas";
import { createSession, listProjectSessions } from "@/lib/sessions/service";

// POST /api/v1/projects/{projectId}/sessions: create a session
export const POST = route({ auth: "user", params: projectParams, body: createSessionBody }, async ({ user, params, body }) =>
  created(await createSession(user, params.projectId, body)),
);

// GET /api/v1/projects/{projectId}/sessions: the project's sessions, newest first
export const GET = route({ auth: "user", params: projectParams }, async ({ user, params }) =>
  ok(await listProjectSessions(user, params.projectId)),
);
