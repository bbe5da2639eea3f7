import { userParams } from "@/lib/admin/schemas";
import { suspendAdminUser } from "@/lib/admin/users-service";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/admin/users/{userId}/suspend: suspend a user and end their sessions (raw UserAdminDto)
export const POST = route({ auth: "admin", params: userParams }, async ({ user, params }) => {
  const result = await suspendAdminUser(user, params.userId);
  return json(result.user, result.refused ? 400 : 200);
});
