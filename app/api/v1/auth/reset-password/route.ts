import { resetPassword } from "@/lib/auth/recovery-service";
import { resetPasswordBody } from "@/lib/auth/schemas";
import { text } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/reset-password: set a new password from a reset token (raw success string)
export const POST = route({ auth: "none", body: resetPasswordBody }, async ({ body }) =>
  text(await resetPassword(body.token, body.newPassword)),
);
