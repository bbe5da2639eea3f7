import "server-only";
import { getDb, type Database } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { revokeUserRefreshTokens } from "@/lib/auth/repo";
import { isUniqueViolation } from "@/lib/db-errors";
import { AppError, notFound } from "@/lib/errors";
import { updateUser, usernameTaken } from "@/lib/users/repo";
import { limitAdminWrite, recordAdminWrite } from "./audit";
import { toUserAdminDto, type UserAdminDto } from "./dto";
import { offsetOf, toPage, type Page } from "./page";
import type { PatchUserInput, UserListQuery } from "./schemas";
import { emailTaken, findUserWithCount, listUsers, lockActiveAdmins, userStats, type UserWithCount } from "./users-repo";

/** A write the last-admin rule refused answers the unchanged user with 400 (no error body). */
export interface AdminUserResult {
  user: UserAdminDto;
  refused: boolean;
}

const dto = (row: UserWithCount) => toUserAdminDto(row.user, row.projectCount);

export async function listAdminUsers(q: UserListQuery): Promise<Page<UserAdminDto>> {
  const { rows, total } = await listUsers(await getDb(), { ...q, limit: q.size, offset: offsetOf(q) });
  return toPage(rows.map(dto), q, total);
}

export async function getAdminUser(userId: string): Promise<UserAdminDto> {
  const row = await findUserWithCount(await getDb(), userId);
  if (!row) throw notFound("User");
  return dto(row);
}

export const adminUserStats = async () => userStats(await getDb());

const conflict = (what: string) => new AppError("CONFLICT", `This ${what} is already taken`);

async function assertUnique(tx: Database, user: UserRow, input: PatchUserInput) {
  if (input.email && input.email !== user.email && (await emailTaken(tx, { email: input.email, exceptUserId: user.id }))) {
    throw conflict("email");
  }
  if (input.username && (await usernameTaken(tx, { username: input.username, exceptUserId: user.id }))) {
    throw conflict("username");
  }
}

function changesOf(user: UserRow, input: PatchUserInput): Partial<UserRow> {
  const changes: Partial<UserRow> = {};
  for (const key of ["username", "fullName", "status", "role", "membershipTier", "emailVerified"] as const) {
    if (input[key] !== undefined && input[key] !== user[key]) Object.assign(changes, { [key]: input[key] });
  }
  if (input.email !== undefined && input.email !== user.email) {
    changes.email = input.email;
    // A new address is unproven until its owner follows a link, unless the admin says otherwise.
    changes.emailVerified = input.emailVerified ?? false;
  }
  return changes;
}

/**
 * Applies an admin's change to a user in one transaction: uniqueness (409), the last-admin rule
 * (an active admin cannot lose the role or be suspended while no other active admin is left),
 * and a suspension's revocation of every refresh token. Recorded in the audit log.
 */
async function applyChange(admin: UserRow, userId: string, input: PatchUserInput, action: string): Promise<AdminUserResult> {
  const db = await getDb();
  await limitAdminWrite(db, admin);
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const current = await findUserWithCount(tx, userId);
    if (!current) throw notFound("User");
    const before = current.user;
    const changes = changesOf(before, input);
    const staysAdmin = (changes.role ?? before.role) === "ADMIN" && (changes.status ?? before.status) === "ACTIVE";
    if (activeAdmins.includes(before.id) && !staysAdmin && activeAdmins.length <= 1) {
      return { user: dto(current), refused: true };
    }
    if (Object.keys(changes).length === 0) return { user: dto(current), refused: false };
    await assertUnique(tx, before, input);
    const after = await updateUser(tx, before.id, changes).catch((err) => {
      if (isUniqueViolation(err)) throw conflict("email or username");
      throw err;
    });
    if (changes.status === "SUSPENDED") await revokeUserRefreshTokens(tx, before.id);
    const result = toUserAdminDto(after!, current.projectCount);
    await recordAdminWrite(tx, admin, { action, targetType: "USER", targetId: before.id, before: dto(current), after: result });
    return { user: result, refused: false };
  });
}

export const patchAdminUser = (admin: UserRow, userId: string, input: PatchUserInput) =>
  applyChange(admin, userId, input, "USER_UPDATE");

export const suspendAdminUser = (admin: UserRow, userId: string) =>
  applyChange(admin, userId, { status: "SUSPENDED" }, "USER_SUSPEND");

export const activateAdminUser = (admin: UserRow, userId: string) =>
  applyChange(admin, userId, { status: "ACTIVE" }, "USER_ACTIVATE");
