import "server-only";
import { generateCodeVerifier } from "arctic";
import { getDb, type Database } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { randomToken, sha256 } from "@/lib/crypto/digest";
import { AppError, validationError } from "@/lib/errors";
import { log } from "@/lib/log";
import { getProjectForOwner } from "@/lib/projects/repo";
import { getBranch, getRepo, getUser, GithubApiError, listBranches, listUserRepos, revokeOAuthToken } from "./api";
import { sealedTokens, withGithub } from "./credentials";
import { toBranchDTO, toRepoDTO, toStatusDTO, type GithubBranchDTO, type GithubRepoDTO, type GithubStatusDTO } from "./dto";
import { assertOAuthConfigured, authorizationUrl, exchangeCode, OAuthRefusedError } from "./oauth";
import {
  consumeOauthState,
  deleteBinding,
  deleteCredentialIfUnused,
  deleteStaleOauthStates,
  findBinding,
  findCredential,
  insertBinding,
  insertOauthState,
  upsertCredential,
} from "./repo";
import type { BindInput, OAuthExchangeInput, ReposQuery } from "./schemas";
import { open } from "./token-cipher";

// The GitHub binding of a project (the spec's code-host rules 1 to 8). The credential belongs to
// the user; the binding to the project. Order of checks: project (404), then settings (503), then
// state (409), then GitHub.

const REPOS_PER_PAGE = 30;
// A query filters inside full_name across the caller's repositories: at most this many are read.
const QUERY_SCAN_PAGES = 10;

const owned = (db: Database, user: UserRow, projectId: string) => getProjectForOwner(db, { projectId, ownerId: user.id });

async function statusOf(db: Database, user: UserRow, projectId: string): Promise<GithubStatusDTO> {
  return toStatusDTO(await findCredential(db, user.id), await findBinding(db, projectId));
}

export async function startOAuth(user: UserRow, projectId: string): Promise<{ authorize_url: string; state: string }> {
  const db = await getDb();
  await owned(db, user, projectId);
  assertOAuthConfigured();
  const state = randomToken(32);
  const codeVerifier = generateCodeVerifier();
  await deleteStaleOauthStates(db);
  await insertOauthState(db, {
    stateHash: sha256(state),
    userId: user.id,
    projectId,
    codeVerifier,
    expiresAt: new Date(Date.now() + config.github.stateTtlSeconds * 1000),
  });
  return { authorize_url: authorizationUrl(state, codeVerifier), state };
}

export async function exchangeOAuth(user: UserRow, projectId: string, input: OAuthExchangeInput): Promise<GithubStatusDTO> {
  const db = await getDb();
  await owned(db, user, projectId);
  assertOAuthConfigured();
  const consumed = await consumeOauthState(db, { stateHash: sha256(input.state), userId: user.id, projectId });
  if (!consumed) {
    throw new AppError("INVALID_TOKEN", "This GitHub sign-in is unknown, expired or already used: start again");
  }
  let tokens;
  try {
    tokens = await exchangeCode(input.code, consumed.codeVerifier);
  } catch (err) {
    if (err instanceof OAuthRefusedError) throw validationError("code", "GitHub refused this code: start again");
    throw err;
  }
  const login = await getUser(tokens.accessToken).catch((err: unknown) => {
    if (err instanceof GithubApiError && err.unauthorized) throw validationError("code", "GitHub refused the token it issued");
    throw new AppError("UPSTREAM_FAILED", "GitHub could not answer; try again", { cause: err });
  });
  await upsertCredential(db, {
    userId: user.id,
    kind: "OAUTH",
    githubLogin: login.login,
    ...sealedTokens(user.id, tokens),
    lastRefreshAt: null,
  });
  return statusOf(db, user, projectId);
}

export async function getStatus(user: UserRow, projectId: string): Promise<GithubStatusDTO> {
  const db = await getDb();
  await owned(db, user, projectId);
  return statusOf(db, user, projectId);
}

async function credentialOrConflict(db: Database, user: UserRow) {
  const credential = await findCredential(db, user.id);
  if (!credential) throw new AppError("CONFLICT", "GitHub is not connected: connect it first, or bind with a manual token");
  return credential;
}

export async function listRepos(user: UserRow, projectId: string, query: ReposQuery): Promise<GithubRepoDTO[]> {
  const db = await getDb();
  await owned(db, user, projectId);
  const credential = await credentialOrConflict(db, user);
  const needle = query.query?.toLowerCase();
  if (!needle) {
    return (await withGithub(db, credential, (t) => listUserRepos(t, query.page, REPOS_PER_PAGE))).map(toRepoDTO);
  }
  const matches = await withGithub(db, credential, async (t) => {
    const found = [];
    for (let page = 1; page <= QUERY_SCAN_PAGES; page += 1) {
      const rows = await listUserRepos(t, page, 100);
      found.push(...rows.filter((r) => r.full_name.toLowerCase().includes(needle)));
      if (rows.length < 100) break;
    }
    return found;
  });
  const start = (query.page - 1) * REPOS_PER_PAGE;
  return matches.slice(start, start + REPOS_PER_PAGE).map(toRepoDTO);
}

export async function listRepoBranches(user: UserRow, projectId: string, repo: string): Promise<GithubBranchDTO[]> {
  const db = await getDb();
  await owned(db, user, projectId);
  const credential = await credentialOrConflict(db, user);
  return withGithub(db, credential, async (t) => {
    await getRepo(t, repo);
    const all = [];
    // Capped at 10 pages of 100: a picker has no use for more.
    for (let page = 1; page <= 10; page += 1) {
      const rows = await listBranches(t, repo, page);
      all.push(...rows);
      if (rows.length < 100) break;
    }
    return all.map(toBranchDTO);
  });
}

const bindingExists = () => new AppError("CONFLICT", "This project is already bound to a repository: unbind it first");

export async function bind(user: UserRow, projectId: string, input: BindInput): Promise<GithubStatusDTO> {
  const db = await getDb();
  await owned(db, user, projectId);
  if (await findBinding(db, projectId)) throw bindingExists();

  let manualLogin: string | undefined;
  if (input.manual_token) {
    manualLogin = await getUser(input.manual_token).then(
      (u) => u.login,
      (err: unknown) => {
        if (err instanceof GithubApiError && (err.unauthorized || err.notFound)) {
          throw validationError("manual_token", "GitHub does not accept this token");
        }
        throw new AppError("UPSTREAM_FAILED", "GitHub could not answer; try again", { cause: err });
      },
    );
  }
  const check = async (token: string) => {
    const repo = await getRepo(token, input.repo_full_name);
    await getBranch(token, input.repo_full_name, input.default_branch).catch((err: unknown) => {
      if (err instanceof GithubApiError && err.notFound) throw new AppError("NOT_FOUND", "Branch not found in this repository");
      throw err;
    });
    return repo;
  };

  if (input.manual_token) {
    const token = input.manual_token;
    const repo = await check(token).catch((err: unknown) => {
      if (err instanceof GithubApiError && err.notFound) throw new AppError("NOT_FOUND", "Repository not found, or not visible to this token");
      if (err instanceof GithubApiError) throw new AppError("UPSTREAM_FAILED", "GitHub could not answer; try again", { cause: err });
      throw err;
    });
    return db.transaction(async (tx) => {
      const credential = await upsertCredential(tx, {
        userId: user.id,
        kind: "MANUAL",
        githubLogin: manualLogin ?? null,
        ...sealedTokens(user.id, { accessToken: token, refreshToken: null, accessTokenExpiresAt: null, refreshTokenExpiresAt: null }),
        lastRefreshAt: null,
      });
      await storeBinding(tx, credential.id, projectId, input, String(repo.id));
      return statusOf(tx, user, projectId);
    });
  }

  const credential = await credentialOrConflict(db, user);
  const repo = await withGithub(db, credential, check);
  return db.transaction(async (tx) => {
    await storeBinding(tx, credential.id, projectId, input, String(repo.id));
    return statusOf(tx, user, projectId);
  });
}

async function storeBinding(tx: Database, credentialId: string, projectId: string, input: BindInput, repoId: string) {
  const row = await insertBinding(tx, {
    projectId,
    credentialId,
    repoFullName: input.repo_full_name,
    repoId,
    defaultBranch: input.default_branch,
  });
  if (!row) throw bindingExists();
}

/**
 * Removes the project's binding, and the user's credential when no binding uses it any more. An
 * OAuth token so removed is also revoked at GitHub, after the commit and at best (a personal
 * access token is the user's to revoke).
 */
export async function unbind(user: UserRow, projectId: string): Promise<void> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    await owned(tx, user, projectId);
    await deleteBinding(tx, projectId);
    const credential = await findCredential(tx, user.id, { lock: true });
    return credential && (await deleteCredentialIfUnused(tx, credential.id)) ? credential : undefined;
  });
  const app = config.github.oauth;
  if (removed?.kind !== "OAUTH" || !app) return;
  try {
    await revokeOAuthToken(app, open(removed.accessTokenCipher, removed.userId));
  } catch (err) {
    log.warn("github token not revoked at unbind", { credentialId: removed.id, reason: err instanceof Error ? err.message : "error" });
  }
}
