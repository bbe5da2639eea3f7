import { patchUserBody, userParams } from "@/lib/admin/schemas";
import { getAdminUser, patchAdminUser } from "@/lib/admin/users-service";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/admin/users/{userId}: one user (raw UserAdminDto)
export const GET = route({ auth: "admin", params: userParams }, async ({ params }) => json(await getAdminUser(params.userId)));

// PATCH /api/v1/admin/users/{userId}: change a user's names, email, status, role or tier (raw UserAdminDto)
export const PATCH = route({ auth: "admin", params: userParams, body: patchUserBody }, async ({ user, params, body }) => {
  const result = await patchAdminUser(user, params.userId, body);
  return json(result.user, result.refused ? 400 : 200);
});
