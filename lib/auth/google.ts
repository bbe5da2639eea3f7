import { createRemoteJWKSet, jwtVerify } from "jose";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";

const ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name?: string;
}

let jwks: { url: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

function keySet(url: string) {
  if (jwks?.url !== url) jwks = { url, set: createRemoteJWKSet(new URL(url)) };
  return jwks.set;
}

/** Verifies a Google ID token (signature, issuer, audience, expiry) and returns its verified identity. */
export async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity> {
  const clientId = config.accounts.googleClientId;
  if (!clientId) throw new AppError("NOT_CONFIGURED", "Google sign-in is not configured");
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(config.accounts.googleJwksUrl), {
      issuer: ISSUERS,
      audience: clientId,
      algorithms: ["RS256"],
    }));
  } catch {
    throw new AppError("INVALID_CREDENTIALS", "The Google sign-in could not be verified");
  }
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
  if (!payload.sub || !email || payload.email_verified !== true) {
    throw new AppError("INVALID_CREDENTIALS", "The Google account has no verified email address");
  }
  return { sub: payload.sub, email, name: typeof payload.name === "string" ? payload.name : undefined };
}
