import { verifyEmail } from "@/lib/auth/recovery-service";
import { tokenBody, tokenQuery } from "@/lib/auth/schemas";
import { text } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/verify-email: verify the email from a token in the body (raw success string)
export const POST = route({ auth: "none", body: tokenBody }, async ({ body }) => text(await verifyEmail(body.token)));

// GET /api/v1/auth/verify-email?token=: the same with the token in the query
export const GET = route({ auth: "none", query: tokenQuery }, async ({ query }) =>
  text(await verifyEmail(query.token)),
);
