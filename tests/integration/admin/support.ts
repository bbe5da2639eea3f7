import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { adminAuditLog, invitationCodes, users } from "@/db/schema";
import { randomToken } from "@/lib/crypto/digest";
import { registerUser } from "../../helpers/accounts";

// Admins for the admin route tests: registered like anyone (with a seeded code, so invite mode
// works too), then given the role in the database, as `npm run admin:create` would.

export async function seedInvitation(): Promise<string> {
  const code = randomToken(12);
  await (await getDb()).insert(invitationCodes).values({ code, expiresAt: new Date(Date.now() + 86_400_000) });
  return code;
}

export async function newUser(overrides: Record<string, unknown> = {}) {
  return registerUser({ invitationCode: await seedInvitation(), ...overrides });
}

export async function newAdmin(overrides: Record<string, unknown> = {}) {
  const account = await newUser(overrides);
  await (await getDb()).update(users).set({ role: "ADMIN" }).where(eq(users.id, account.user.id));
  return account;
}

/** Leaves `keepId` the only active admin: every other admin goes back to USER. */
export async function onlyAdmin(keepId: string) {
  const db = await getDb();
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, "ADMIN"));
  for (const a of admins) if (a.id !== keepId) await db.update(users).set({ role: "USER" }).where(eq(users.id, a.id));
}

export async function auditEntries(targetId: string) {
  return (await getDb())
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .orderBy(desc(adminAuditLog.createdAt));
}
