import { googleSignIn } from "@/lib/auth/account-service";
import { googleBody } from "@/lib/auth/schemas";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/google: sign in with a Google ID token (raw AuthResponse)
export const POST = route({ auth: "none", body: googleBody }, async ({ body }) =>
  json(await googleSignIn(body.idToken, body.invitationCode)),
);
