import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from "arctic";
import { z } from "zod";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";

// The OAuth App flow through arctic. arctic's GitHub class has fixed github.com endpoints, so its
// generic OAuth2Client is used with the GITHUB_OAUTH_BASE endpoints, and PKCE (S256).

export const OAUTH_SCOPES = ["repo", "read:user"];

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Expiring tokens (GitHub's "user-to-server token expiration") come with lifetimes. */
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
}

/** Refused by GitHub: a bad code at exchange, a bad or expired refresh token. */
export class OAuthRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`GitHub refused the grant: ${reason}`);
    this.name = "OAuthRefusedError";
  }
}

function client(): OAuth2Client {
  const oauth = config.github.oauth;
  if (!oauth) throw new AppError("NOT_CONFIGURED", "GitHub sign-in is not configured (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET)");
  return new OAuth2Client(oauth.clientId, oauth.clientSecret, config.github.redirectUri);
}

export const assertOAuthConfigured = () => void client();

export function authorizationUrl(state: string, codeVerifier: string): string {
  const url = client().createAuthorizationURLWithPKCE(
    `${config.github.oauthBase}/login/oauth/authorize`,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    OAUTH_SCOPES,
  );
  return url.toString();
}

const tokenEndpoint = () => `${config.github.oauthBase}/login/oauth/access_token`;

// GitHub answers a refused grant with 200 and {error}; arctic reads 400s as OAuth2RequestError.
const tokenBody = z.union([
  z.object({ error: z.string() }),
  z.object({
    access_token: z.string().min(1),
    refresh_token: z.string().min(1).optional(),
    expires_in: z.number().positive().optional(),
    refresh_token_expires_in: z.number().positive().optional(),
  }),
]);

const inSeconds = (s: number | undefined) => (s ? new Date(Date.now() + s * 1000) : null);

async function tokens(request: () => Promise<{ data: object }>): Promise<IssuedTokens> {
  let data: unknown;
  try {
    data = (await request()).data;
  } catch (err) {
    if (err instanceof OAuth2RequestError) throw new OAuthRefusedError(err.code);
    throw new AppError("UPSTREAM_FAILED", "GitHub's token endpoint failed", { cause: err });
  }
  const parsed = tokenBody.safeParse(data);
  if (!parsed.success) throw new AppError("UPSTREAM_FAILED", "GitHub's token answer was not understood");
  if ("error" in parsed.data) throw new OAuthRefusedError(parsed.data.error);
  const t = parsed.data;
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token ?? null,
    accessTokenExpiresAt: inSeconds(t.expires_in),
    refreshTokenExpiresAt: inSeconds(t.refresh_token_expires_in),
  };
}

export const exchangeCode = (code: string, codeVerifier: string) =>
  tokens(() => client().validateAuthorizationCode(tokenEndpoint(), code, codeVerifier));

export const refreshTokens = (refreshToken: string) =>
  tokens(() => client().refreshAccessToken(tokenEndpoint(), refreshToken, []));
