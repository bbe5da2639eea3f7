"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  activateUser,
  createInvitation,
  createInvitationBatch,
  fetchAdminStats,
  listAdminUsers,
  listInvitations,
  patchAdminUser,
  revokeInvitation,
  suspendUser,
} from "./admin-api";
import type { InvitationStatus, UserAdminDto, UserFilters, UserPatch } from "./admin-types";
import { isApiError } from "./api-error";

// Admin users, stats and invitations. Every user change can move the stats, so both are refreshed.

export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  users: ["admin", "users"] as const,
  invitations: ["admin", "invitations"] as const,
  billing: ["admin", "billing"] as const,
  quotas: ["admin", "quotas"] as const,
  orders: ["admin", "orders"] as const,
  order: (id: string) => ["admin", "orders", id] as const,
  t661: (id: string) => ["admin", "orders", id, "t661"] as const,
};

export const useAdminStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: fetchAdminStats });

export const useAdminUsers = (filters: UserFilters) =>
  useQuery({
    queryKey: [...adminKeys.users, filters],
    queryFn: () => listAdminUsers(filters),
    placeholderData: keepPreviousData,
  });

export type UserAction = { kind: "suspend" } | { kind: "activate" } | { kind: "patch"; body: UserPatch };

function runAction(id: string, action: UserAction): Promise<UserAdminDto> {
  if (action.kind === "suspend") return suspendUser(id);
  if (action.kind === "activate") return activateUser(id);
  return patchAdminUser(id, action.body);
}

/** Suspends, activates or edits one user; the table and the stats read again afterwards. */
export function useUserAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => runAction(id, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}

/**
 * The last-admin rule answers 400 with the unchanged user as the body, which carries no message:
 * say what happened instead of a generic failure.
 */
export function userActionError(error: unknown): string {
  if (isApiError(error) && error.status === 400 && error.code === "UNKNOWN") {
    return "This is the last active administrator: promote or activate another admin first.";
  }
  return error instanceof Error ? error.message : "Something went wrong. Please try again.";
}

export const useInvitations = (query: { page: number; size: number; status?: InvitationStatus }) =>
  useQuery({
    queryKey: [...adminKeys.invitations, query],
    queryFn: () => listInvitations(query),
    placeholderData: keepPreviousData,
  });

/** Creates one code (count 1) or a batch; resolves to the new codes. */
export function useCreateInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (count: number) => (count === 1 ? [await createInvitation()] : createInvitationBatch(count)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => revokeInvitation(code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations }),
  });
}
