import { userParams } from "@/lib/admin/schemas";
import { activateAdminUser } from "@/lib/admin/users-service";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/admin/users/{userId}/activate: lift a suspension (raw UserAdminDto)
export const POST = route({ auth: "admin", params: userParams }, async ({ user, params }) =>
  json((await activateAdminUser(user, params.userId)).user),
);
