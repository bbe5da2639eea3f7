import { requestPasswordReset } from "@/lib/auth/recovery-service";
import { emailBody } from "@/lib/auth/schemas";
import { text } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/reset-password-request: email a reset link (raw success string)
export const POST = route({ auth: "none", body: emailBody }, async ({ body, ip }) =>
  text(await requestPasswordReset(body.email, ip)),
);
