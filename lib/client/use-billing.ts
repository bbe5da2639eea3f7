"use client";

import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useAuth } from "./auth-context";
import { queryKeys } from "./query-keys";
import { fetchBilling } from "./workspace-api";

/** The signed-in user's plan and usage. */
export function useBilling() {
  const { status } = useAuth();
  return useQuery({ queryKey: queryKeys.billing, queryFn: fetchBilling, enabled: status === "authenticated" });
}

/** Reads the usage again: after anything that spends or gives back quota (projects, storage, runs). */
export const invalidateUsage = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.billing });
