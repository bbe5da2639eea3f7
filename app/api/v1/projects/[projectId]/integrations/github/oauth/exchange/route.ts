import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { oauthExchangeBody, projectParams } from "@/lib/integrations/github/schemas";
import { exchangeOAuth } from "@/lib/integrations/github/service";

// POST /api/v1/projects/{projectId}/integrations/github/oauth/exchange: store the credential from the callback's code
export const POST = route({ auth: "user", params: projectParams, body: oauthExchangeBody }, async ({ user, params, body }) =>
  ok(await exchangeOAuth(user, params.projectId, body)),
);
