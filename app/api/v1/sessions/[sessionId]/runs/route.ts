import { created } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { runBody } from "@/lib/runs/schemas";
import { executeRun } from "@/lib/runs/service";
import { sessionParams } from "@/lib/sessions/schemas";

// POST /api/v1/sessions/{sessionId}/runs: run the prompt through the AI worker and keep both messages
export const POST = route({ auth: "user", params: sessionParams, body: runBody }, async ({ user, params, body }) =>
  created(await executeRun(user, params.sessionId, body)),
);
