import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users, type UserRow } from "@/db/schema";

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByGoogleSub(db: Database, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

/** Whether another user than `exceptUserId` has this username (case-insensitively). */
export async function usernameTaken(
  db: Database,
  { username, exceptUserId }: { username: string; exceptUserId?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return Boolean(row && row.id !== exceptUserId);
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Promotes a user to ADMIN (operator-listed email, or the admin:create command). */
export async function promoteToAdmin(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role: "ADMIN", updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.role, "USER")))
    .returning();
  return row;
}
