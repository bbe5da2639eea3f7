import { GITHUB_TOKEN_STATUSES } from "@/db/schema";
import { bindBody, branchesQuery, oauthExchangeBody, projectParams, reposQuery } from "@/lib/integrations/github/schemas";
import { err, type Operation } from "../operation";
import { z } from "../zod";

// The GitHub binding of a project (the spec's code-host integration): OAuth, repository and
// branch pickers, bind and unbind. Records keep the spec's snake_case. No answer carries a token.

const github = { tag: "GitHub", auth: "bearer", wrapped: true } as const;
const BASE = "/api/v1/projects/{projectId}/integrations/github";

const projectMissing = err("NOT_FOUND", "no project with this id belongs to the caller");
const noCredential = err("CONFLICT", "the caller has no GitHub credential (connect GitHub first, or bind with manual_token)");
const reauth = err("REAUTH_REQUIRED", "GitHub answered 401, or the expiring token could not be refreshed: token_status becomes REAUTH_REQUIRED; connect again");
const upstream = err("UPSTREAM_FAILED", "GitHub failed or could not be reached");
const notConfigured = err("NOT_CONFIGURED", "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are not set (manual_token binding still works)");

export const githubStatusSchema = z
  .strictObject({
    authorized: z.boolean().describe("a usable credential exists (token_status ACTIVE)"),
    connected: z.boolean().describe("the project is bound to a repository"),
    enabled: z.boolean().describe("the binding is enabled for runtime use"),
    repo_full_name: z.string().nullable().describe("<owner>/<name>, when connected"),
    repo_id: z.string().nullable().describe("the repository's id on GitHub, when connected"),
    default_branch: z.string().nullable(),
    token_status: z.enum(GITHUB_TOKEN_STATUSES).nullable().describe("null when the caller has no credential"),
    token_expires_at: z.iso.datetime().nullable().describe("access-token expiry, for expiring tokens"),
    last_refresh_at: z.iso.datetime().nullable().describe("the last refresh of an expiring token"),
  })
  .openapi("GithubBindingStatus");

export const githubRepoSchema = z
  .strictObject({
    id: z.string(),
    full_name: z.string(),
    default_branch: z.string().nullable(),
    private_repo: z.boolean(),
  })
  .openapi("GithubRepository");

export const githubBranchSchema = z.strictObject({ name: z.string(), protected: z.boolean() }).openapi("GithubBranch");

const oauthStartSchema = z
  .strictObject({
    authorize_url: z.url().describe("send the browser here; GitHub returns to APP_URL/integrations/github/callback"),
    state: z.string().describe("opaque, single-use, valid 10 minutes (OAUTH_STATE_TTL_SECONDS) for this user and project"),
  })
  .openapi("GithubOAuthStart");

const data = (description: string, schema: z.ZodType) => ({ status: 200, description, schema }) as const;

export const githubOperations: Operation[] = [
  {
    ...github,
    method: "post",
    path: `${BASE}/oauth/start`,
    summary: "The GitHub authorize URL and its state",
    description: "Starts the OAuth App flow (PKCE S256). The state is stored hashed with the caller and the project.",
    params: projectParams,
    success: data("Where to send the browser", oauthStartSchema),
    errors: [projectMissing, notConfigured],
  },
  {
    ...github,
    method: "post",
    path: `${BASE}/oauth/exchange`,
    summary: "Store the credential from the callback's code",
    description:
      "The callback page calls this with GitHub's code and the state from start. The state is consumed; the tokens are stored encrypted (AES-256-GCM) for the caller, not the project.",
    params: projectParams,
    body: oauthExchangeBody,
    success: data("The binding status", githubStatusSchema),
    errors: [
      err("INVALID_TOKEN", "the state is unknown, expired, already used, or another user's or project's", { status: 400 }),
      err("VALIDATION_FAILED", "GitHub refused the code (path code)"),
      projectMissing,
      upstream,
      notConfigured,
    ],
  },
  {
    ...github,
    method: "get",
    path: BASE,
    summary: "The project's GitHub binding status",
    description: "After unbind removed the credential: authorized, connected and enabled false, token_status null.",
    params: projectParams,
    success: data("The binding status", githubStatusSchema),
    errors: [projectMissing],
  },
  {
    ...github,
    method: "get",
    path: `${BASE}/repos`,
    summary: "Repositories the caller's credential can see",
    description: "30 a page, page 1-based; query matches inside full_name, case-insensitive.",
    params: projectParams,
    query: reposQuery,
    success: data("The repositories", z.array(githubRepoSchema)),
    errors: [projectMissing, noCredential, reauth, upstream],
  },
  {
    ...github,
    method: "get",
    path: `${BASE}/repos/branches`,
    summary: "Branches of one repository",
    params: projectParams,
    query: branchesQuery,
    success: data("The branches", z.array(githubBranchSchema)),
    errors: [
      err("NOT_FOUND", "no project with this id belongs to the caller, or the repository is not visible to the credential"),
      noCredential,
      reauth,
      upstream,
    ],
  },
  {
    ...github,
    method: "post",
    path: `${BASE}/bind`,
    summary: "Bind the project to a repository and branch",
    description:
      "Checks that the credential sees the repository and that the branch exists, then stores repo_id and default_branch. With manual_token (a personal access token) the token is validated against GitHub and stored, encrypted, as the caller's credential. One binding a project: unbind first to change it.",
    params: projectParams,
    body: bindBody,
    success: data("The binding status", githubStatusSchema),
    errors: [
      err("VALIDATION_FAILED", "GitHub does not accept manual_token"),
      err("NOT_FOUND", "no project with this id belongs to the caller, or the repository or branch is not visible to the credential"),
      err("CONFLICT", "the project is already bound, or the caller has no credential and sent no manual_token"),
      reauth,
      upstream,
    ],
  },
  {
    ...github,
    method: "delete",
    path: BASE,
    summary: "Unbind the project",
    description:
      "Removes the binding; when no other binding uses the caller's credential, the credential is deleted too, and an OAuth token is revoked at GitHub (at best; a personal access token is left to its owner).",
    params: projectParams,
    success: { status: 204, description: "Unbound (also when there was no binding)" },
    errors: [projectMissing],
  },
];
