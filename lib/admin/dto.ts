import type { invitationCodes, InvitationStatus, UserRow } from "@/db/schema";
import { toUserDTO, type UserDTO } from "@/lib/users/dto";

export interface UserAdminDto extends UserDTO {
  updatedAt: string;
  lastLoginAt: string | null;
  projectCount: number;
}

export function toUserAdminDto(u: UserRow, projectCount: number): UserAdminDto {
  return {
    ...toUserDTO(u),
    updatedAt: u.updatedAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    projectCount,
  };
}

export interface InvitationCodeDto {
  code: string;
  status: InvitationStatus;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  usedBy: string | null;
  usedAt: string | null;
}

export type InvitationRow = typeof invitationCodes.$inferSelect;

export function toInvitationDto(row: InvitationRow, now = new Date()): InvitationCodeDto {
  // EXPIRED is not stored: an ACTIVE code past its expiry reads as EXPIRED.
  const status = row.status === "ACTIVE" && row.expiresAt <= now ? "EXPIRED" : row.status;
  return {
    code: row.code,
    status,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedBy: row.usedBy,
    usedAt: row.usedAt?.toISOString() ?? null,
  };
}
