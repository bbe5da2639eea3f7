import { register } from "@/lib/auth/account-service";
import { registerBody } from "@/lib/auth/schemas";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/auth/register: create an account (raw AuthResponse)
export const POST = route({ auth: "none", body: registerBody }, async ({ body, ip }) =>
  json(await register(body, ip), 201),
);
