import { updateProfile } from "@/lib/auth/profile-service";
import { updateMeBody } from "@/lib/auth/schemas";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { toUserDTO } from "@/lib/users/dto";

// GET /api/v1/auth/me: the caller's profile (raw UserDTO)
export const GET = route({ auth: "user", plainUnauthorized: true }, async ({ user }) => json(toUserDTO(user)));

// PATCH /api/v1/auth/me: update username and full name (raw UserDTO)
export const PATCH = route({ auth: "user", plainUnauthorized: true, body: updateMeBody }, async ({ user, body }) =>
  json(await updateProfile(user, body)),
);
