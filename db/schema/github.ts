import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz, updatedAt } from "./columns";
import { users } from "./users";
import { projects } from "./workspace";

export const GITHUB_TOKEN_STATUSES = ["ACTIVE", "REAUTH_REQUIRED", "REVOKED"] as const;
export type GithubTokenStatus = (typeof GITHUB_TOKEN_STATUSES)[number];

/** OAuth states: stored hashed with the user and project that started them, single-use. */
export const githubOauthStates = pgTable(
  "github_oauth_states",
  {
    id: id(),
    stateHash: text("state_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    // The PKCE verifier: useless without the code GitHub sends to the user's browser.
    codeVerifier: text("code_verifier").notNull(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("github_oauth_states_hash_idx").on(t.stateHash), index("github_oauth_states_user_idx").on(t.userId)],
);

/**
 * A user's GitHub credential (one a user). Tokens are AES-256-GCM ciphertexts, each with the id of
 * the key that sealed it beside it, so keys can rotate.
 */
export const githubCredentials = pgTable("github_credentials", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique("github_credentials_user_key")
    .references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["OAUTH", "MANUAL"] }).notNull(),
  githubLogin: text("github_login"),
  accessTokenCipher: text("access_token_cipher").notNull(),
  accessTokenKeyId: text("access_token_key_id").notNull(),
  refreshTokenCipher: text("refresh_token_cipher"),
  refreshTokenKeyId: text("refresh_token_key_id"),
  tokenExpiresAt: tstz("token_expires_at"),
  refreshTokenExpiresAt: tstz("refresh_token_expires_at"),
  tokenStatus: text("token_status", { enum: GITHUB_TOKEN_STATUSES }).notNull().default("ACTIVE"),
  lastRefreshAt: tstz("last_refresh_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A project's repository: at most one binding a project. */
export const githubBindings = pgTable(
  "github_bindings",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .unique("github_bindings_project_key")
      .references(() => projects.id, { onDelete: "cascade" }),
    credentialId: uuid("credential_id")
      .notNull()
      .references(() => githubCredentials.id, { onDelete: "cascade" }),
    repoFullName: text("repo_full_name").notNull(),
    repoId: text("repo_id").notNull(),
    defaultBranch: text("default_branch").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("github_bindings_credential_idx").on(t.credentialId)],
);

export type GithubCredentialRow = typeof githubCredentials.$inferSelect;
export type GithubBindingRow = typeof githubBindings.$inferSelect;
export type GithubOauthStateRow = typeof githubOauthStates.$inferSelect;

