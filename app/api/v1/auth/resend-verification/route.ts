import { resendVerification } from "@/lib/auth/recovery-service";
import { emailQuery } from "@/lib/auth/schemas";
import { text } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/resend-verification?email=: send a new verification link (raw success string)
export const POST = route({ auth: "none", query: emailQuery }, async ({ query, ip }) =>
  text(await resendVerification(query.email, ip)),
);
