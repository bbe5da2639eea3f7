import type { UserDTO } from "./api-types";

/** The friendliest name the user gave us, falling back to the email that every account has. */
export const displayName = (u: UserDTO) => u.fullName || u.username || u.email;
