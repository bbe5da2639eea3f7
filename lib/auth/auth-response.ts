import type { Database } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { toUserDTO, type UserDTO } from "@/lib/users/dto";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "./access-tokens";
import { issueRefreshToken } from "./refresh-tokens";

export interface AuthResponse {
  accessToken: string;
  refreshToken: string;
  tokenType: "Bearer";
  expiresIn: number;
  user: UserDTO;
}

export async function issueAuthResponse(db: Database, user: UserRow, familyId?: string): Promise<AuthResponse> {
  const refresh = await issueRefreshToken(db, user.id, familyId);
  const claims = { sub: user.id, role: user.role, tier: user.membershipTier, fid: refresh.familyId };
  return {
    accessToken: await signAccessToken(claims),
    refreshToken: refresh.token,
    tokenType: "Bearer",
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    user: toUserDTO(user),
  };
}
