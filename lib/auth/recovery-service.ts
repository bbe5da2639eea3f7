import "server-only";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { sendEmail } from "@/lib/email/service";
import { passwordResetEmail, verificationEmail } from "@/lib/email/templates";
import { AppError } from "@/lib/errors";
import { hit } from "@/lib/rate-limit/service";
import { findUserByEmail, updateUser } from "@/lib/users/repo";
import { applyAdminEmails } from "./admin-emails";
import { consumeOneTimeToken, createOneTimeToken, isOneTimeTokenUsable } from "./one-time-tokens";
import { hashPassword } from "./passwords";
import { revokeUserRefreshTokens } from "./repo";

export const RESET_REQUESTED =
  "If an account exists for this email, we have sent a link to reset its password.";
export const PASSWORD_RESET_DONE = "Your password has been reset. You can now sign in.";
export const EMAIL_VERIFIED = "Your email address is verified.";
export const VERIFICATION_RESENT =
  "If an account with this email is waiting for verification, we have sent a new link.";
export const VERIFICATION_SENT = "We have sent a verification link to your email address.";

const invalidToken = () => new AppError("INVALID_TOKEN", "This link is invalid, already used or expired");

async function limitRecovery(email: string, ip: string) {
  const db = await getDb();
  await hit(db, `recovery:ip:${ip}`, config.rateLimits.recoveryPerIp);
  await hit(db, `recovery:email:${email}`, config.rateLimits.recoveryPerEmail);
  return db;
}

/** Sends a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(email: string, ip: string): Promise<string> {
  const db = await limitRecovery(email, ip);
  const user = await findUserByEmail(db, email);
  if (user && user.status === "ACTIVE") {
    const token = await createOneTimeToken(db, user.id, "PASSWORD_RESET");
    await sendEmail(db, passwordResetEmail(user.email, token));
  }
  return RESET_REQUESTED;
}

export async function resetPassword(token: string, newPassword: string): Promise<string> {
  const db = await getDb();
  const passwordHash = await hashPassword(newPassword);
  const done = await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, "PASSWORD_RESET");
    if (!userId) return false;
    await updateUser(tx, userId, { passwordHash });
    await revokeUserRefreshTokens(tx, userId);
    return true;
  });
  if (!done) throw invalidToken();
  return PASSWORD_RESET_DONE;
}

export async function isResetTokenValid(token: string): Promise<boolean> {
  return isOneTimeTokenUsable(await getDb(), token, "PASSWORD_RESET");
}

export async function verifyEmail(token: string): Promise<string> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, "EMAIL_VERIFICATION");
    const user = userId ? await updateUser(tx, userId, { emailVerified: true }) : undefined;
    if (!user) return false;
    await applyAdminEmails(tx, user);
    return true;
  });
  if (!done) throw invalidToken();
  return EMAIL_VERIFIED;
}

export async function isVerificationTokenValid(token: string): Promise<boolean> {
  return isOneTimeTokenUsable(await getDb(), token, "EMAIL_VERIFICATION");
}

export async function resendVerification(email: string, ip: string): Promise<string> {
  const db = await limitRecovery(email, ip);
  const user = await findUserByEmail(db, email);
  if (user && !user.emailVerified && user.status === "ACTIVE") {
    const token = await createOneTimeToken(db, user.id, "EMAIL_VERIFICATION");
    await sendEmail(db, verificationEmail(user.email, token));
  }
  return VERIFICATION_RESENT;
}

export async function sendVerificationToUser(user: UserRow, ip: string): Promise<string> {
  if (user.emailVerified) throw new AppError("CONFLICT", "Your email address is already verified");
  const db = await limitRecovery(user.email, ip);
  const token = await createOneTimeToken(db, user.id, "EMAIL_VERIFICATION");
  await sendEmail(db, verificationEmail(user.email, token));
  return VERIFICATION_SENT;
}
