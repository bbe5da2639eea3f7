import type { AuthResponse, ChangePasswordBody, LoginBody, ProfileBody, RegisterBody, ResetPasswordBody, UserDTO } from "./api-types";
import { clearAuth, getAuth, storeAuth, updateAuthUser } from "./auth-store";
import { authedRequest } from "./authed-request";
import { apiRequest } from "./http";
import { readRefreshToken } from "./token-storage";

// One function per backend route the account pages use; the bodies are the routes' own schemas.

export async function register(body: RegisterBody): Promise<UserDTO> {
  const auth = await apiRequest<AuthResponse>("/auth/register", { method: "POST", body });
  storeAuth(auth);
  return auth.user;
}

export async function login(body: LoginBody): Promise<UserDTO> {
  const auth = await apiRequest<AuthResponse>("/auth/login", { method: "POST", body });
  storeAuth(auth);
  return auth.user;
}

/** Revokes the refresh token on the server, then forgets the sign-in whatever the answer. */
export async function logout(): Promise<void> {
  const refreshToken = readRefreshToken();
  try {
    if (refreshToken) await apiRequest<void>("/auth/logout", { method: "POST", body: { refreshToken } });
  } catch (err) {
    console.error("logout request failed", err);
  } finally {
    clearAuth(true);
  }
}

export const requestPasswordReset = (email: string) =>
  apiRequest<string>("/auth/reset-password-request", { method: "POST", body: { email } });

export const validateResetToken = (token: string) =>
  apiRequest<boolean>(`/auth/reset-password/validate?token=${encodeURIComponent(token)}`);

export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<string>("/auth/reset-password", { method: "POST", body });

export const verifyEmail = (token: string) =>
  apiRequest<string>("/auth/verify-email", { method: "POST", body: { token } });

export async function fetchMe(): Promise<UserDTO> {
  const user = await authedRequest<UserDTO>("/auth/me");
  updateAuthUser(user);
  return user;
}

export async function updateProfile(body: ProfileBody): Promise<UserDTO> {
  const user = await authedRequest<UserDTO>("/auth/me", { method: "PATCH", body });
  updateAuthUser(user);
  return user;
}

export const sendVerificationEmail = () => authedRequest<string>("/auth/email-verification", { method: "POST" });

/**
 * Changing the password revokes every refresh token, this tab's too. Signing in again with the new
 * password gives this tab a fresh pair, so the user stays signed in here and only here.
 */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const message = await authedRequest<string>("/auth/change-password", { method: "POST", body });
  const email = getAuth().user?.email;
  if (email) {
    await login({ email, password: body.newPassword }).catch((err) => console.error("re-sign-in after password change failed", err));
  }
  return message;
}
