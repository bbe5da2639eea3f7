import { isResetTokenValid } from "@/lib/auth/recovery-service";
import { tokenQuery } from "@/lib/auth/schemas";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/auth/reset-password/validate?token=: whether the reset token is usable (raw boolean)
export const GET = route({ auth: "none", query: tokenQuery }, async ({ query }) =>
  json(await isResetTokenValid(query.token)),
);
