import type { Database } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { promoteToAdmin } from "@/lib/users/repo";

/** ADMIN_EMAILS promotes a user once their listed email is verified (at verification and at login). */
export async function applyAdminEmails(db: Database, user: UserRow): Promise<UserRow> {
  if (user.role === "ADMIN" || !user.emailVerified || !config.accounts.adminEmails.includes(user.email)) return user;
  return (await promoteToAdmin(db, user.id)) ?? user;
}
