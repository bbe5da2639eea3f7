import { z } from "zod";
import { config } from "@/lib/config";

// The few GitHub REST calls the binding makes, against GITHUB_API_BASE with the caller's token.
// Answers are parsed with zod; a 401 (bad, expired or revoked token) and a 404 (or a 403: a
// repository the token cannot see) are told apart from other failures. Tokens never reach logs.

export class GithubApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "GithubApiError";
  }
  get unauthorized() {
    return this.status === 401;
  }
  get notFound() {
    return this.status === 404 || this.status === 403;
  }
}

const userSchema = z.object({ id: z.number(), login: z.string() });
const repoSchema = z.object({
  id: z.union([z.number(), z.string()]),
  full_name: z.string(),
  default_branch: z.string().nullish(),
  private: z.boolean().optional(),
});
const branchSchema = z.object({ name: z.string(), protected: z.boolean().optional() });

export type GithubUser = z.infer<typeof userSchema>;
export type GithubRepo = z.infer<typeof repoSchema>;
export type GithubBranch = z.infer<typeof branchSchema>;

const TIMEOUT_MS = 15_000;

async function get<T extends z.ZodType>(token: string, path: string, schema: T): Promise<z.output<T>> {
  let res: Response;
  try {
    res = await fetch(`${config.github.apiBase}${path}`, {
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${token}`,
        "user-agent": "sred-workspace",
        "x-github-api-version": "2022-11-28",
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new GithubApiError(0, `GitHub could not be reached: ${err instanceof Error ? err.name : "error"}`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new GithubApiError(res.status, `GitHub answered ${res.status} for ${path.split("?")[0]}`);
  }
  const parsed = schema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new GithubApiError(res.status, `GitHub's answer to ${path.split("?")[0]} was not understood`);
  return parsed.data;
}

const seg = (v: string) => encodeURIComponent(v);
const repoPath = (fullName: string) => {
  const [owner, name] = fullName.split("/");
  return `/repos/${seg(owner!)}/${seg(name!)}`;
};

export const getUser = (token: string) => get(token, "/user", userSchema);

/** One page (1-based) of the repositories the token can see, most recently pushed first. */
export const listUserRepos = (token: string, page: number, perPage: number) =>
  get(token, `/user/repos?per_page=${perPage}&page=${page}&sort=pushed`, z.array(repoSchema));

export const getRepo = (token: string, fullName: string) => get(token, repoPath(fullName), repoSchema);

export const getBranch = (token: string, fullName: string, branch: string) =>
  get(token, `${repoPath(fullName)}/branches/${seg(branch)}`, branchSchema);

export const listBranches = (token: string, fullName: string, page: number) =>
  get(token, `${repoPath(fullName)}/branches?per_page=100&page=${page}`, z.array(branchSchema));

/**
 * Revokes one OAuth token of the OAuth App (`DELETE /applications/{client_id}/token`, authenticated
 * as the app). Best effort: the caller ignores failures beyond logging them.
 */
export async function revokeOAuthToken(app: { clientId: string; clientSecret: string }, accessToken: string): Promise<void> {
  const res = await fetch(`${config.github.apiBase}/applications/${seg(app.clientId)}/token`, {
    method: "DELETE",
    headers: {
      accept: "application/vnd.github+json",
      authorization: `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString("base64")}`,
      "content-type": "application/json",
      "user-agent": "sred-workspace",
      "x-github-api-version": "2022-11-28",
    },
    body: JSON.stringify({ access_token: accessToken }),
    signal: AbortSignal.timeout(5_000),
  });
  await res.body?.cancel();
  // 404: the token was already gone (expired, or revoked by the user).
  if (!res.ok && res.status !== 404) throw new GithubApiError(res.status, `GitHub answered ${res.status} to the token revocation`);
}
