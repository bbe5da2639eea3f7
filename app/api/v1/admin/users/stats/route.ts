import { adminUserStats } from "@/lib/admin/users-service";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/admin/users/stats: counts of users, projects and recent runs (raw)
export const GET = route({ auth: "admin" }, async () => json(await adminUserStats()));
