import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { historyQuery, sessionParams } from "@/lib/sessions/schemas";
import { sessionHistory } from "@/lib/sessions/service";

// GET /api/v1/sessions/{sessionId}/history?limit=: the newest USER and ASSISTANT messages, chronological
export const GET = route({ auth: "user", params: sessionParams, query: historyQuery }, async ({ user, params, query }) =>
  ok(await sessionHistory(user, params.sessionId, query.limit)),
);
