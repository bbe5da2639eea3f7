import {
  changePasswordBody,
  emailBody,
  emailQuery,
  googleBody,
  loginBody,
  refreshBody,
  registerBody,
  resetPasswordBody,
  tokenBody,
  tokenQuery,
  updateMeBody,
} from "@/lib/auth/schemas";
import { config } from "@/lib/config";
import { err, type Operation } from "../operation";
import { authResponseSchema, userSchema } from "../responses";
import { z } from "../zod";

// Sign-in and account recovery (public), and the caller's own account (self-service). These
// routes answer raw JSON, raw strings (text/plain) and raw booleans, never the envelope.

const limits = config.rateLimits;
const recoveryLimits = [
  { setting: "RATE_LIMIT_RECOVERY_PER_EMAIL", per: "per email", rule: limits.recoveryPerEmail },
  { setting: "RATE_LIMIT_RECOVERY_PER_IP", per: "per client address", rule: limits.recoveryPerIp },
];

const auth = { tag: "Auth", auth: "none", wrapped: true } as const;
const self = { tag: "Account", auth: "bearer", wrapped: true, plainUnauthorized: true } as const;

const authResponse = (description: string, status: 200 | 201 = 200) =>
  ({ status, description, as: "json", schema: authResponseSchema }) as const;
const sentence = (description: string) => ({ status: 200, description: `${description} (text/plain)`, as: "text" }) as const;
const boolean = { status: 200, description: "true when the token is usable, false otherwise (never an error)", as: "json", schema: z.boolean() } as const;

const invitation = err("VALIDATION_FAILED", "REGISTRATION_MODE=invite and invitationCode is missing, used, revoked or expired (path invitationCode)");
const invalidLink = err("INVALID_TOKEN", "the token is unknown, already used or expired");

export const authOperations: Operation[] = [
  {
    ...auth,
    method: "post",
    path: "/api/v1/auth/register",
    summary: "Create an account",
    description: "Signs the new user in at once and emails a verification link. The password counts 8 characters to 72 bytes.",
    body: registerBody,
    success: authResponse("The account, signed in", 201),
    errors: [err("CONFLICT", "an account has this email, or this username is taken"), invitation],
    rateLimits: [{ setting: "RATE_LIMIT_REGISTER_PER_IP", per: "per client address", rule: limits.registerPerIp }],
  },
  {
    ...auth,
    method: "post",
    path: "/api/v1/auth/login",
    summary: "Sign in with email and password",
    body: loginBody,
    success: authResponse("Signed in"),
    errors: [
      err("INVALID_CREDENTIALS", "wrong email or password (the same answer, in the same time, for an unknown email)"),
      err("ACCOUNT_SUSPENDED", "the account is suspended"),
    ],
    rateLimits: [
      { setting: "RATE_LIMIT_LOGIN_PER_IP", per: "per client address", rule: limits.loginPerIp },
      { setting: "RATE_LIMIT_LOGIN_PER_EMAIL", per: "per email", rule: limits.loginPerEmail },
    ],
  },
  {
    ...auth,
    method: "post",
    path: "/api/v1/auth/refresh",
    summary: "Rotate the refresh token",
    description: "Answers a new access token and a new refresh token of the same family; the one sent is used up.",
    body: refreshBody,
    success: authResponse("A new pair of tokens"),
    errors: [
      err("INVALID_TOKEN", "unknown, expired, revoked or already rotated (replaying a rotated token revokes its whole family), or the account is suspended", { status: 401 }),
    ],
  },
  {
    ...auth,
    method: "post",
    path: "/api/v1/auth/google",
    summary: "Sign in with a Google ID token",
    description:
      "Only ID tokens with a verified email are accepted. An account with that email is linked and marked verified; otherwise one is created (with invitationCode in invite mode).",
    body: googleBody,
    success: authResponse("Signed in"),
    errors: [
      err("INVALID_CREDENTIALS", "the ID token does not verify (signature, issuer, audience, expiry) or its email is not verified"),
      err("ACCOUNT_SUSPENDED", "the linked account is suspended"),
      err("CONFLICT", "this Google account is already linked to another account"),
      invitation,
      err("NOT_CONFIGURED", "GOOGLE_CLIENT_ID is not set"),
    ],
  },
  {
    ...auth,
    method: "post",
    path: "/api/v1/auth/logout",
    summary: "Revoke the refresh token named in the body",
    description: "Its access tokens stop working at once. An unknown token is not an error.",
    body: refreshBody,
    success: { status: 200, description: "Signed out (empty body)" },
  },
  {
    ...auth,
    method: "post",
    path: "/api/v1/auth/reset-password-request",
    summary: "Email a password reset link",
    description: "The answer is the same whether an account has this email or not.",
    body: emailBody,
    success: sentence("The same sentence for every email"),
    rateLimits: recoveryLimits,
  },
  {
    ...auth,
    method: "post",
    path: "/api/v1/auth/forgot-password",
    summary: "Email a password reset link (email in the query)",
    description: "The same as reset-password-request, with ?email=.",
    query: emailQuery,
    success: sentence("The same sentence for every email"),
    rateLimits: recoveryLimits,
  },
  {
    ...auth,
    method: "post",
    path: "/api/v1/auth/reset-password",
    summary: "Set a new password from a reset token",
    description: "The reset token lives 1 hour and is single-use; every refresh token of the account is revoked.",
    body: resetPasswordBody,
    success: sentence("Done"),
    errors: [invalidLink],
  },
  {
    ...auth,
    method: "get",
    path: "/api/v1/auth/reset-password/validate",
    summary: "Whether a reset token is usable",
    query: tokenQuery,
    success: boolean,
  },
  {
    ...auth,
    method: "post",
    path: "/api/v1/auth/verify-email",
    summary: "Verify the email address from a token in the body",
    description: "The verification token lives 24 hours and is single-use. An email listed in ADMIN_EMAILS becomes ADMIN here.",
    body: tokenBody,
    success: sentence("Verified"),
    errors: [invalidLink],
  },
  {
    ...auth,
    method: "get",
    path: "/api/v1/auth/verify-email",
    summary: "Verify the email address from a token in the query",
    query: tokenQuery,
    success: sentence("Verified"),
    errors: [invalidLink],
  },
  {
    ...auth,
    method: "get",
    path: "/api/v1/auth/verify-email/validate",
    summary: "Whether a verification token is usable",
    query: tokenQuery,
    success: boolean,
  },
  {
    ...auth,
    method: "post",
    path: "/api/v1/auth/resend-verification",
    summary: "Send a new verification link (email in the query)",
    description: "The answer is the same whether an unverified account has this email or not.",
    query: emailQuery,
    success: sentence("The same sentence for every email"),
    rateLimits: recoveryLimits,
  },
  {
    ...self,
    method: "get",
    path: "/api/v1/auth/me",
    summary: "The caller's profile",
    success: { status: 200, description: "The caller", as: "json", schema: userSchema },
  },
  {
    ...self,
    method: "patch",
    path: "/api/v1/auth/me",
    summary: "Update username and full name",
    description: "Absent fields stay; null or an empty full name clears it.",
    body: updateMeBody,
    success: { status: 200, description: "The updated profile", as: "json", schema: userSchema },
    errors: [err("CONFLICT", "the username is taken")],
  },
  {
    ...self,
    method: "post",
    path: "/api/v1/auth/email-verification",
    summary: "Send a verification link to the caller",
    success: sentence("Sent"),
    errors: [err("CONFLICT", "the email address is already verified")],
    rateLimits: recoveryLimits,
  },
  {
    ...self,
    method: "post",
    path: "/api/v1/auth/change-password",
    summary: "Change the caller's password",
    description: "Every refresh token of the account is revoked: other devices must sign in again.",
    body: changePasswordBody,
    success: sentence("Changed"),
    errors: [err("INVALID_CREDENTIALS", "the current password is wrong", { status: 400 })],
  },
];
