import "server-only";
import type { Database } from "@/db/client";
import type { GithubCredentialRow } from "@/db/schema";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { GithubApiError } from "./api";
import { OAuthRefusedError, refreshTokens, type IssuedTokens } from "./oauth";
import { findCredentialById, setTokenStatus, updateCredentialIfUnchanged, type CredentialValues } from "./repo";
import { open, seal, sealedWithOldKey, TokenKeyMissingError } from "./token-cipher";

// A credential's token, ready for use: refreshed first when it expires within a minute, re-sealed
// under the current key when an older one sealed it. GitHub answering 401, a failed refresh or a
// key that is gone mark it REAUTH_REQUIRED. Tokens never leave this module but to GitHub or the
// worker's envelope, and never reach a log line.

const REFRESH_MARGIN_MS = 60_000;

export const reauthRequired = () =>
  new AppError("REAUTH_REQUIRED", "GitHub no longer accepts this connection: connect GitHub again");

/** The sealed columns of a fresh token set, for the user `ownerId`. */
export function sealedTokens(ownerId: string, tokens: IssuedTokens): Omit<CredentialValues, "userId" | "kind" | "githubLogin"> {
  const access = seal(tokens.accessToken, ownerId);
  const refresh = tokens.refreshToken ? seal(tokens.refreshToken, ownerId) : null;
  return {
    accessTokenCipher: access.cipher,
    accessTokenKeyId: access.keyId,
    refreshTokenCipher: refresh?.cipher ?? null,
    refreshTokenKeyId: refresh?.keyId ?? null,
    tokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
    tokenStatus: "ACTIVE",
  };
}

async function markReauth(db: Database, credential: GithubCredentialRow, reason: string): Promise<never> {
  await setTokenStatus(db, credential.id, "REAUTH_REQUIRED");
  log.warn("github credential needs a new authorization", { credentialId: credential.id, reason });
  throw reauthRequired();
}

const expiresSoon = (at: Date | null) => at !== null && at.getTime() - Date.now() < REFRESH_MARGIN_MS;

async function refreshed(db: Database, credential: GithubCredentialRow): Promise<string> {
  const refreshCipher = credential.refreshTokenCipher;
  if (!refreshCipher || !config.github.oauth || expiresSoon(credential.refreshTokenExpiresAt)) {
    return markReauth(db, credential, "the access token expired and cannot be refreshed");
  }
  let tokens: IssuedTokens;
  try {
    tokens = await refreshTokens(open(refreshCipher, credential.userId));
  } catch (err) {
    // Another request may have refreshed first (GitHub's refresh tokens are single-use).
    const now = await findCredentialById(db, credential.id);
    if (now && now.tokenStatus === "ACTIVE" && now.updatedAt.getTime() !== credential.updatedAt.getTime()) {
      return usableToken(db, now);
    }
    if (err instanceof OAuthRefusedError || err instanceof TokenKeyMissingError) {
      return markReauth(db, credential, err instanceof OAuthRefusedError ? `refresh refused: ${err.reason}` : err.message);
    }
    log.warn("github token refresh failed", { credentialId: credential.id, ...errorFields(err) });
    return markReauth(db, credential, "the refresh failed");
  }
  const row = await updateCredentialIfUnchanged(db, credential, {
    ...sealedTokens(credential.userId, tokens),
    lastRefreshAt: new Date(),
  });
  if (!row) {
    const now = await findCredentialById(db, credential.id);
    if (!now) throw reauthRequired();
    return usableToken(db, now);
  }
  return tokens.accessToken;
}

/** The credential's access token, refreshed or re-sealed as needed; REAUTH_REQUIRED when unusable. */
export async function usableToken(db: Database, credential: GithubCredentialRow): Promise<string> {
  if (credential.tokenStatus !== "ACTIVE") throw reauthRequired();
  if (expiresSoon(credential.tokenExpiresAt)) return refreshed(db, credential);
  let token: string;
  try {
    token = open(credential.accessTokenCipher, credential.userId);
  } catch (err) {
    return markReauth(db, credential, err instanceof Error ? err.message : "the token could not be opened");
  }
  if (sealedWithOldKey(credential.accessTokenKeyId) || (credential.refreshTokenKeyId && sealedWithOldKey(credential.refreshTokenKeyId))) {
    // Rotation: re-seal under the current key; losing a race to another write changes nothing.
    const refresh = credential.refreshTokenCipher ? open(credential.refreshTokenCipher, credential.userId) : null;
    const access = seal(token, credential.userId);
    const resealed = refresh ? seal(refresh, credential.userId) : null;
    await updateCredentialIfUnchanged(db, credential, {
      accessTokenCipher: access.cipher,
      accessTokenKeyId: access.keyId,
      refreshTokenCipher: resealed?.cipher ?? null,
      refreshTokenKeyId: resealed?.keyId ?? null,
    });
  }
  return token;
}

/**
 * Calls GitHub with the credential's token and maps its failures: 401 marks the credential
 * REAUTH_REQUIRED (409), a repository or branch it cannot see is 404, anything else 502.
 */
export async function withGithub<T>(
  db: Database,
  credential: GithubCredentialRow,
  call: (token: string) => Promise<T>,
  what = "Repository",
): Promise<T> {
  const token = await usableToken(db, credential);
  try {
    return await call(token);
  } catch (err) {
    if (!(err instanceof GithubApiError)) throw err;
    if (err.unauthorized) return markReauth(db, credential, "GitHub answered 401");
    if (err.notFound) throw new AppError("NOT_FOUND", `${what} not found on GitHub, or not visible to this connection`);
    throw new AppError("UPSTREAM_FAILED", "GitHub could not answer; try again", { cause: err });
  }
}
