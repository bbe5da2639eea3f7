import "server-only";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { isUniqueViolation } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import { toUserDTO, type UserDTO } from "@/lib/users/dto";
import { updateUser, usernameTaken } from "@/lib/users/repo";
import { hashPassword, verifyPassword } from "./passwords";
import { revokeUserRefreshTokens } from "./repo";
import type { UpdateMeInput } from "./schemas";

export const PASSWORD_CHANGED = "Your password has been changed. Please sign in again on your other devices.";

const usernameInUse = () => new AppError("CONFLICT", "This username is already taken");

export async function updateProfile(user: UserRow, input: UpdateMeInput): Promise<UserDTO> {
  const db = await getDb();
  const changes: { username?: string | null; fullName?: string | null } = {};
  if (input.username !== undefined) changes.username = input.username;
  if (input.fullName !== undefined) changes.fullName = input.fullName;
  if (changes.username && (await usernameTaken(db, { username: changes.username, exceptUserId: user.id }))) throw usernameInUse();
  if (Object.keys(changes).length === 0) return toUserDTO(user);
  const updated = await updateUser(db, user.id, changes).catch((err) => {
    if (isUniqueViolation(err)) throw usernameInUse();
    throw err;
  });
  return toUserDTO(updated ?? user);
}

export async function changePassword(user: UserRow, currentPassword: string, newPassword: string): Promise<string> {
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError("INVALID_CREDENTIALS", "The current password is incorrect", { status: 400 });
  }
  const passwordHash = await hashPassword(newPassword);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserRefreshTokens(tx, user.id);
  });
  return PASSWORD_CHANGED;
}
