import { refresh } from "@/lib/auth/account-service";
import { refreshBody } from "@/lib/auth/schemas";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/refresh: rotate the refresh token (raw AuthResponse)
export const POST = route({ auth: "none", body: refreshBody }, async ({ body }) =>
  json(await refresh(body.refreshToken)),
);
