import { userListQuery } from "@/lib/admin/schemas";
import { listAdminUsers } from "@/lib/admin/users-service";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/admin/users: users, newest first, filtered and searched (raw Page of UserAdminDto)
export const GET = route({ auth: "admin", query: userListQuery }, async ({ query }) => json(await listAdminUsers(query)));
