import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { MEMBERSHIP_TIERS, projects, runs, users, type MembershipTier, type UserRow } from "@/db/schema";
import type { UserListQuery } from "./schemas";

// Written out: inside a selected field, drizzle leaves columns unqualified, and "id" would then
// name the subquery's own projects.id.
const projectCount = sql<number>`(select count(*)::int from "projects" where "projects"."owner_id" = "users"."id")`;

export interface UserWithCount {
  user: UserRow;
  projectCount: number;
}

// LIKE's wildcards in a search are meant literally.
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(q: UserListQuery): SQL | undefined {
  const search = q.search ? likeLiteral(q.search) : undefined;
  return and(
    q.role ? eq(users.role, q.role) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    q.membershipTier ? eq(users.membershipTier, q.membershipTier) : undefined,
    search ? or(ilike(users.email, search), ilike(users.username, search), ilike(users.fullName, search)) : undefined,
  );
}

export async function listUsers(
  db: Database,
  q: UserListQuery & { limit: number; offset: number },
): Promise<{ rows: UserWithCount[]; total: number }> {
  const where = listConditions(q);
  const rows = await db
    .select({ user: users, projectCount })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findUserWithCount(db: Database, id: string): Promise<UserWithCount | undefined> {
  const [row] = await db.select({ user: users, projectCount }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Locks the active admins' rows for the rest of the transaction and answers their ids. */
export async function lockActiveAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "ADMIN"), eq(users.status, "ACTIVE")))
    // One order for every caller, so two admin changes at once queue instead of deadlocking.
    .orderBy(users.id)
    .for("update");
  return rows.map((r) => r.id);
}

export async function emailTaken(db: Database, { email, exceptUserId }: { email: string; exceptUserId: string }) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row && row.id !== exceptUserId);
}

const countIf = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

export async function userStats(db: Database) {
  const since = sql`now() - interval '30 days'`;
  const [totals] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      activeUsers: countIf(eq(users.status, "ACTIVE")),
      suspendedUsers: countIf(eq(users.status, "SUSPENDED")),
      admins: countIf(eq(users.role, "ADMIN")),
      verifiedUsers: countIf(eq(users.emailVerified, true)),
      newUsersLast30Days: countIf(gte(users.createdAt, since)),
    })
    .from(users);
  const tiers = await db.select({ tier: users.membershipTier, n: count() }).from(users).groupBy(users.membershipTier);
  const byTier = Object.fromEntries(MEMBERSHIP_TIERS.map((t) => [t, 0])) as Record<MembershipTier, number>;
  for (const row of tiers) byTier[row.tier] = row.n;
  const [projectTotal] = await db.select({ n: count() }).from(projects);
  const [runTotal] = await db.select({ n: count() }).from(runs).where(gte(runs.createdAt, since));
  return { ...totals!, byTier, totalProjects: projectTotal?.n ?? 0, runsLast30Days: runTotal?.n ?? 0 };
}
