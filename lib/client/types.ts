// The backend's own record types, imported as types only so no server code reaches the bundle.
export type { UserDTO } from "@/lib/users/dto";
export type { AuthResponse } from "@/lib/auth/auth-response";

export interface ErrorDetail {
  path: string;
  message: string;
}
