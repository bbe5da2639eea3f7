import { changePassword } from "@/lib/auth/profile-service";
import { changePasswordBody } from "@/lib/auth/schemas";
import { text } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/change-password: change the caller's password (raw success string)
export const POST = route({ auth: "user", plainUnauthorized: true, body: changePasswordBody }, async ({ user, body }) =>
  text(await changePassword(user, body.currentPassword, body.newPassword)),
);
