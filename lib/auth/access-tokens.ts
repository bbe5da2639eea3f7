import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { MEMBERSHIP_TIERS, ROLES, type MembershipTier, type Role } from "@/db/schema";
import { getSecrets } from "@/lib/secrets";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "sred-workspace";

export interface AccessClaims {
  sub: string;
  role: Role;
  tier: MembershipTier;
  /** The refresh-token family the token was issued with: revoking the family ends the token too. */
  fid: string;
}

// A signature proves who issued a token, not that its claims have the shapes the code relies on
// (a token signed by an older release, or with a leaked key, may carry anything).
const claimsSchema = z.object({
  sub: z.uuid(),
  role: z.enum(ROLES),
  tier: z.enum(MEMBERSHIP_TIERS),
  fid: z.uuid(),
});

export async function signAccessToken(claims: AccessClaims): Promise<string> {
  return new SignJWT({ role: claims.role, tier: claims.tier, fid: claims.fid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(getSecrets().authSecret);
}

/** The token's claims, or null when the token is malformed, forged, expired or of another shape. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, getSecrets().authSecret, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      requiredClaims: ["sub", "exp"],
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
