import "server-only";
import { getDb, type Database } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { config } from "@/lib/config";
import { isUniqueViolation } from "@/lib/db-errors";
import { sendEmail } from "@/lib/email/service";
import { verificationEmail } from "@/lib/email/templates";
import { AppError, validationError } from "@/lib/errors";
import { hit } from "@/lib/rate-limit/service";
import { findUserByEmail, findUserByGoogleSub, findUserById, insertUser, updateUser, usernameTaken } from "@/lib/users/repo";
import { applyAdminEmails } from "./admin-emails";
import { issueAuthResponse, type AuthResponse } from "./auth-response";
import { verifyGoogleIdToken } from "./google";
import { createOneTimeToken } from "./one-time-tokens";
import { hashPassword, verifyPassword } from "./passwords";
import { consumeRefreshToken, revokeRefreshToken } from "./refresh-tokens";
import { markInvitationUsed, revokeRefreshFamily } from "./repo";
import type { RegisterInput } from "./schemas";

const emailTaken = () => new AppError("CONFLICT", "An account with this email already exists");
const usernameInUse = () => new AppError("CONFLICT", "This username is already taken");

async function requireInvitation(tx: Database, code: string | null | undefined, email: string) {
  if (config.accounts.registrationMode !== "invite") return;
  if (!code) throw validationError("invitationCode", "is required: registration is by invitation");
  if (!(await markInvitationUsed(tx, { code, email }))) {
    throw validationError("invitationCode", "is invalid, already used or expired");
  }
}

export async function register(input: RegisterInput, ip: string): Promise<AuthResponse> {
  const db = await getDb();
  await hit(db, `register:ip:${ip}`, config.rateLimits.registerPerIp);
  const passwordHash = await hashPassword(input.password);
  let verificationToken = "";
  const result = await db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw emailTaken();
      if (input.username && (await usernameTaken(tx, { username: input.username }))) throw usernameInUse();
      await requireInvitation(tx, input.invitationCode, input.email);
      const user = await insertUser(tx, {
        email: input.email,
        username: input.username ?? null,
        fullName: input.fullName ?? null,
        passwordHash,
        lastLoginAt: new Date(),
      });
      verificationToken = await createOneTimeToken(tx, user.id, "EMAIL_VERIFICATION");
      return issueAuthResponse(tx, user);
    })
    .catch((err) => {
      // Two concurrent sign-ups with one email: the unique index decides, the loser gets a 409.
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    });
  await sendEmail(db, verificationEmail(input.email, verificationToken));
  return result;
}

function assertActive(user: UserRow) {
  if (user.status === "SUSPENDED") throw new AppError("ACCOUNT_SUSPENDED", "This account is suspended");
}

export async function login(email: string, password: string, ip: string): Promise<AuthResponse> {
  const db = await getDb();
  await hit(db, `login:ip:${ip}`, config.rateLimits.loginPerIp);
  await hit(db, `login:email:${email}`, config.rateLimits.loginPerEmail);
  const user = await findUserByEmail(db, email);
  if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
    throw new AppError("INVALID_CREDENTIALS", "Incorrect email or password");
  }
  assertActive(user);
  return db.transaction(async (tx) => {
    const promoted = await applyAdminEmails(tx, user);
    const current = (await updateUser(tx, user.id, { lastLoginAt: new Date() })) ?? promoted;
    return issueAuthResponse(tx, current);
  });
}

export async function googleSignIn(idToken: string, invitationCode: string | null | undefined): Promise<AuthResponse> {
  const identity = await verifyGoogleIdToken(idToken);
  const db = await getDb();
  return db
    .transaction(async (tx) => {
      let user = (await findUserByGoogleSub(tx, identity.sub)) ?? (await findUserByEmail(tx, identity.email));
      if (user) {
        assertActive(user);
        user = await updateUser(tx, user.id, { googleSub: identity.sub, emailVerified: true, lastLoginAt: new Date() });
      } else {
        await requireInvitation(tx, invitationCode, identity.email);
        user = await insertUser(tx, {
          email: identity.email,
          fullName: identity.name ?? null,
          googleSub: identity.sub,
          emailVerified: true,
          lastLoginAt: new Date(),
        });
      }
      return issueAuthResponse(tx, await applyAdminEmails(tx, user!));
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw new AppError("CONFLICT", "This Google account is already linked");
      throw err;
    });
}

const invalidRefresh = () =>
  new AppError("INVALID_TOKEN", "The refresh token is invalid or expired", { status: 401 });

export async function refresh(token: string): Promise<AuthResponse> {
  const db = await getDb();
  // The outcome is decided inside the transaction but thrown after it, so that revoking a replayed
  // token's family is committed, not rolled back with the error.
  const outcome = await db.transaction(async (tx) => {
    const consumed = await consumeRefreshToken(tx, token);
    if (!consumed.ok) return null;
    const user = await findUserById(tx, consumed.userId);
    if (!user || user.status === "SUSPENDED") {
      await revokeRefreshFamily(tx, consumed.familyId);
      return null;
    }
    return issueAuthResponse(tx, user, consumed.familyId);
  });
  if (!outcome) throw invalidRefresh();
  return outcome;
}

export async function logout(token: string): Promise<void> {
  await revokeRefreshToken(await getDb(), token);
}
