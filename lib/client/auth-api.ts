import { authedRequest } from "./authed-request";
import { apiRequest } from "./http";
import { clearSession, getSession, startSession, updateSessionUser } from "./session-store";
import { readRefreshToken } from "./token-storage";
import type { AuthResponse, UserDTO } from "./types";

// One function per backend route the account pages use (CONTRACT.md §4 bodies).

export interface RegisterInput {
  email: string;
  password: string;
  username?: string;
  fullName?: string;
  invitationCode?: string;
}

export interface ProfileInput {
  username: string | null;
  fullName: string | null;
}

export async function register(input: RegisterInput): Promise<UserDTO> {
  const auth = await apiRequest<AuthResponse>("/auth/register", { method: "POST", body: input });
  startSession(auth);
  return auth.user;
}

export async function login(email: string, password: string): Promise<UserDTO> {
  const auth = await apiRequest<AuthResponse>("/auth/login", { method: "POST", body: { email, password } });
  startSession(auth);
  return auth.user;
}

/** Revokes the refresh token on the server, then forgets the session whatever the answer. */
export async function logout(): Promise<void> {
  const refreshToken = readRefreshToken();
  try {
    if (refreshToken) await apiRequest<void>("/auth/logout", { method: "POST", body: { refreshToken } });
  } catch (err) {
    console.error("logout request failed", err);
  } finally {
    clearSession(true);
  }
}

export const requestPasswordReset = (email: string) =>
  apiRequest<string>("/auth/reset-password-request", { method: "POST", body: { email } });

export const validateResetToken = (token: string) =>
  apiRequest<boolean>(`/auth/reset-password/validate?token=${encodeURIComponent(token)}`);

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest<string>("/auth/reset-password", { method: "POST", body: { token, newPassword } });

export const verifyEmail = (token: string) =>
  apiRequest<string>("/auth/verify-email", { method: "POST", body: { token } });

export async function fetchMe(): Promise<UserDTO> {
  const user = await authedRequest<UserDTO>("/auth/me");
  updateSessionUser(user);
  return user;
}

export async function updateProfile(input: ProfileInput): Promise<UserDTO> {
  const user = await authedRequest<UserDTO>("/auth/me", { method: "PATCH", body: input });
  updateSessionUser(user);
  return user;
}

export const sendVerificationEmail = () => authedRequest<string>("/auth/email-verification", { method: "POST" });

/**
 * Changing the password revokes every refresh token, this tab's too. Signing in again with the new
 * password gives this tab a fresh pair, so the user stays signed in here and only here.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<string> {
  const message = await authedRequest<string>("/auth/change-password", {
    method: "POST",
    body: { currentPassword, newPassword },
  });
  const email = getSession().user?.email;
  if (email) await login(email, newPassword).catch((err) => console.error("re-sign-in after password change failed", err));
  return message;
}
