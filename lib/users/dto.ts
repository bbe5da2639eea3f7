import type { UserRow } from "@/db/schema";

export interface UserDTO {
  id: string;
  email: string;
  username: string | null;
  fullName: string | null;
  role: UserRow["role"];
  status: UserRow["status"];
  emailVerified: boolean;
  membershipTier: UserRow["membershipTier"];
  createdAt: string;
}

export function toUserDTO(u: UserRow): UserDTO {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    fullName: u.fullName,
    role: u.role,
    status: u.status,
    emailVerified: u.emailVerified,
    membershipTier: u.membershipTier,
    createdAt: u.createdAt.toISOString(),
  };
}
