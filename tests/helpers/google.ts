import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll } from "vitest";

// A stand-in for Google: a JWKS endpoint served through msw and ID tokens signed with its key.

export const GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com";
export const GOOGLE_JWKS_URL = "https://google.test/oauth2/v3/certs";

const keys = await generateKeyPair("RS256");
const stranger = await generateKeyPair("RS256");
const jwk = { ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256", use: "sig" };

export function startFakeGoogle() {
  const server = setupServer(http.get(GOOGLE_JWKS_URL, () => HttpResponse.json({ keys: [jwk] })));
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
}

export async function googleIdToken(
  claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string },
  options: { foreignKey?: boolean } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: "https://accounts.google.com", aud: GOOGLE_CLIENT_ID, iat: now, exp: now + 600, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .sign(options.foreignKey ? stranger.privateKey : keys.privateKey);
}
