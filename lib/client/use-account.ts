"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { isApiError } from "./api-error";
import type { ChangePasswordBody, LoginBody, ProfileBody } from "./api-types";
import {
  changePassword,
  fetchMe,
  login,
  register,
  requestPasswordReset,
  resetPassword,
  sendVerificationEmail,
  updateProfile,
  validateResetToken,
} from "./auth-api";
import { useAuth } from "./auth-context";
import { queryKeys } from "./query-keys";

// The account: the signed-in user, signing in and up, password recovery and changes, the profile
// and email verification. Signing in and out change the auth store (auth-api.ts), which the
// providers follow; these hooks keep the cached profile in step.

/** The signed-in user, fetched fresh from the server and seeded from the sign-in meanwhile. */
export function useMe() {
  const auth = useAuth();
  const query = useQuery({ queryKey: queryKeys.me, queryFn: fetchMe, enabled: auth.status === "authenticated" });
  // The auth store's copy is the freshest: every profile call updates it, the header reads it too.
  return { ...query, user: auth.user ?? query.data ?? null };
}

/** Reads the profile again and caches it (after the email was verified on another page). */
export function useReloadMe() {
  const queryClient = useQueryClient();
  return useCallback(() => fetchMe().then((user) => void queryClient.setQueryData(queryKeys.me, user)), [queryClient]);
}

export const useLogin = () => useMutation({ mutationFn: (body: LoginBody) => login(body) });

export const useRegister = () => useMutation({ mutationFn: register });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/** Whether a reset link's token is still usable; asked once per token. */
export function useResetTokenValidity(token: string) {
  return useQuery({
    queryKey: queryKeys.resetToken(token),
    queryFn: () => validateResetToken(token),
    enabled: token !== "",
    staleTime: Infinity,
  });
}

export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (newPassword: string) => resetPassword({ token, newPassword }) });

export const useChangePassword = () => useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(body) });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => updateProfile(body),
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.me, updated),
  });
}

export function useSendVerificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendVerificationEmail,
    onError: (err) => {
      // Verified meanwhile (in another tab, say): reload the profile instead of nagging.
      if (isApiError(err) && err.code === "CONFLICT") void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
