import { login } from "@/lib/auth/account-service";
import { loginBody } from "@/lib/auth/schemas";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/login: email and password sign-in (raw AuthResponse)
export const POST = route({ auth: "none", body: loginBody }, async ({ body, ip }) =>
  json(await login(body.email, body.password, ip)),
);
