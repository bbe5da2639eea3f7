import { sendVerificationToUser } from "@/lib/auth/recovery-service";
import { text } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/email-verification: send a verification link to the caller (raw success string)
export const POST = route({ auth: "user", plainUnauthorized: true }, async ({ user, ip }) =>
  text(await sendVerificationToUser(user, ip)),
);
