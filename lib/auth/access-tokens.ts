import { jwtVerify, SignJWT } from "jose";
import { getSecrets } from "@/lib/secrets";
import type { MembershipTier, Role } from "@/db/schema";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "sred-workspace";

export interface AccessClaims {
  sub: string;
  role: Role;
  tier: MembershipTier;
}

export async function signAccessToken(claims: AccessClaims): Promise<string> {
  return new SignJWT({ role: claims.role, tier: claims.tier })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(getSecrets().authSecret);
}

/** The token's subject, or null when the token is malformed, forged or expired. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, getSecrets().authSecret, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      requiredClaims: ["sub", "exp"],
    });
    return { sub: payload.sub as string, role: payload.role as Role, tier: payload.tier as MembershipTier };
  } catch {
    return null;
  }
}
