"use client";

import { useQuery } from "@tanstack/react-query";
import { useSession } from "./session-context";
import { queryKeys } from "./query-keys";
import { fetchBilling } from "./workspace-api";

/** The signed-in user's plan and usage; refetch it after anything that spends quota. */
export function useBilling() {
  const { status } = useSession();
  return useQuery({ queryKey: queryKeys.billing, queryFn: fetchBilling, enabled: status === "authenticated" });
}
