import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import {
  githubBindings,
  githubCredentials,
  githubOauthStates,
  type GithubBindingRow,
  type GithubCredentialRow,
  type GithubTokenStatus,
} from "@/db/schema";

// SQL of the GitHub binding: OAuth states, users' credentials, projects' bindings.

export async function insertOauthState(db: Database, values: typeof githubOauthStates.$inferInsert): Promise<void> {
  await db.insert(githubOauthStates).values(values);
}

/**
 * Drops every state that can no longer be used (expired or consumed), whoever started it: each new
 * start cleans up after the old ones, so the table needs no sweeper of its own.
 */
export async function deleteStaleOauthStates(db: Database): Promise<void> {
  await db
    .delete(githubOauthStates)
    .where(or(lt(githubOauthStates.expiresAt, sql`now()`), sql`${githubOauthStates.usedAt} is not null`));
}

/**
 * Consumes a state in one statement: only an unused, unexpired state of this user and project
 * matches, so a reused, expired or foreign state returns nothing (and a foreign one stays usable
 * by its owner).
 */
export async function consumeOauthState(
  db: Database,
  key: { stateHash: string; userId: string; projectId: string },
): Promise<{ codeVerifier: string } | undefined> {
  const [row] = await db
    .update(githubOauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(githubOauthStates.stateHash, key.stateHash),
        eq(githubOauthStates.userId, key.userId),
        eq(githubOauthStates.projectId, key.projectId),
        isNull(githubOauthStates.usedAt),
        gt(githubOauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ codeVerifier: githubOauthStates.codeVerifier });
  return row;
}

export async function findCredential(db: Database, userId: string, { lock = false } = {}): Promise<GithubCredentialRow | undefined> {
  const query = db.select().from(githubCredentials).where(eq(githubCredentials.userId, userId)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export type CredentialValues = Omit<typeof githubCredentials.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Stores the user's credential, replacing the one they had (a user has one). */
export async function upsertCredential(db: Database, values: CredentialValues): Promise<GithubCredentialRow> {
  const [row] = await db
    .insert(githubCredentials)
    .values(values)
    .onConflictDoUpdate({ target: githubCredentials.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/**
 * Updates the credential if it is still the version the caller read (`updatedAt` unchanged), so
 * two refreshes racing cannot overwrite each other; undefined when another write came first.
 */
export async function updateCredentialIfUnchanged(
  db: Database,
  current: GithubCredentialRow,
  values: Partial<CredentialValues>,
): Promise<GithubCredentialRow | undefined> {
  const [row] = await db
    .update(githubCredentials)
    .set({ ...values, updatedAt: sql`now()` })
    // JavaScript dates hold milliseconds, PostgreSQL's timestamps microseconds: compare at the former.
    .where(
      and(
        eq(githubCredentials.id, current.id),
        sql`date_trunc('milliseconds', ${githubCredentials.updatedAt}) = ${current.updatedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

export async function findCredentialById(db: Database, id: string): Promise<GithubCredentialRow | undefined> {
  const [row] = await db.select().from(githubCredentials).where(eq(githubCredentials.id, id)).limit(1);
  return row;
}

export async function setTokenStatus(db: Database, id: string, tokenStatus: GithubTokenStatus): Promise<void> {
  await db.update(githubCredentials).set({ tokenStatus, updatedAt: sql`now()` }).where(eq(githubCredentials.id, id));
}

export async function findBinding(db: Database, projectId: string, { lock = false } = {}): Promise<GithubBindingRow | undefined> {
  const query = db.select().from(githubBindings).where(eq(githubBindings.projectId, projectId)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Inserts the binding; undefined when the project already has one (the unique key holds). */
export async function insertBinding(
  db: Database,
  values: typeof githubBindings.$inferInsert,
): Promise<GithubBindingRow | undefined> {
  const [row] = await db.insert(githubBindings).values(values).onConflictDoNothing({ target: githubBindings.projectId }).returning();
  return row;
}

export async function deleteBinding(db: Database, projectId: string): Promise<GithubBindingRow | undefined> {
  const [row] = await db.delete(githubBindings).where(eq(githubBindings.projectId, projectId)).returning();
  return row;
}

/** Deletes the credential when no binding uses it any more; whether it did. */
export async function deleteCredentialIfUnused(db: Database, credentialId: string): Promise<boolean> {
  const rows = await db
    .delete(githubCredentials)
    .where(
      and(
        eq(githubCredentials.id, credentialId),
        sql`not exists (select 1 from ${githubBindings} where ${githubBindings.credentialId} = ${githubCredentials.id})`,
      ),
    )
    .returning({ id: githubCredentials.id });
  return rows.length > 0;
}
