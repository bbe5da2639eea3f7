"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchBillingConfig,
  fetchLatestT661,
  fetchQuotaConfig,
  getOrder,
  listOrders,
  setOrderStatus,
  updateGlobalQuota,
  updateOffering,
  updatePlan,
  updateTierQuota,
} from "./admin-api";
import type { GlobalQuota, OfferingPatch, OrderStatus, PlanPatch, Tier, TierQuota } from "./admin-types";
import { isApiError } from "./api-error";
import { adminKeys } from "./use-admin";

// Admin plans and offering, quotas, and the expert review queue.

export const useBillingConfig = () => useQuery({ queryKey: adminKeys.billing, queryFn: fetchBillingConfig });

export function useUpdatePlan(tier: Tier) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanPatch) => updatePlan(tier, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.billing }),
  });
}

export function useUpdateOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferingPatch) => updateOffering(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.billing }),
  });
}

export const useQuotaConfig = () => useQuery({ queryKey: adminKeys.quotas, queryFn: fetchQuotaConfig });

export function useUpdateTierQuota(tier: Tier) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TierQuota, "tier">) => updateTierQuota(tier, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.quotas }),
  });
}

export function useUpdateGlobalQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GlobalQuota) => updateGlobalQuota(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.quotas }),
  });
}

export const useOrders = (query: { page: number; size: number; status?: OrderStatus }) =>
  useQuery({ queryKey: [...adminKeys.orders, query], queryFn: () => listOrders(query), placeholderData: keepPreviousData });

export const useOrder = (id: string) => useQuery({ queryKey: adminKeys.order(id), queryFn: () => getOrder(id) });

/** The project's newest T661 result; null when the project has none yet (404). */
export const useLatestT661 = (id: string) =>
  useQuery({
    queryKey: adminKeys.t661(id),
    queryFn: async () => {
      try {
        return await fetchLatestT661(id);
      } catch (err) {
        if (isApiError(err) && err.status === 404) return null;
        throw err;
      }
    },
  });

export function useSetOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => setOrderStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
