import { logout } from "@/lib/auth/account-service";
import { refreshBody } from "@/lib/auth/schemas";
import { emptyOk } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/logout: revoke the refresh token named in the body (empty 200)
export const POST = route({ auth: "none", body: refreshBody }, async ({ body }) => {
  await logout(body.refreshToken);
  return emptyOk();
});
