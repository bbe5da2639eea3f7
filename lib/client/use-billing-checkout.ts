"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";
import { fetchMe } from "./auth-api";
import { useAuth } from "./auth-context";
import {
  confirmCheckout,
  fetchPlans,
  listExpertReviewOrders,
  openPortalSession,
  startExpertReviewCheckout,
  startSubscriptionCheckout,
  type MembershipTier,
} from "./billing-api";
import { queryKeys } from "./query-keys";

// The catalog, the user's expert review orders, and the trips to Stripe's hosted pages and back.

export const billingKeys = {
  all: ["billing"] as const,
  plans: ["billing", "plans"] as const,
  orders: ["billing", "orders"] as const,
};

/** The public catalog: plans and the expert review offering. */
export const usePlans = () => useQuery({ queryKey: billingKeys.plans, queryFn: fetchPlans });

/** The signed-in user's expert review orders, newest first as the server lists them. */
export function useExpertReviewOrders() {
  const { status } = useAuth();
  return useQuery({
    queryKey: billingKeys.orders,
    queryFn: listExpertReviewOrders,
    enabled: status === "authenticated",
    // Without Stripe the orders routes answer 503 NOT_CONFIGURED, which no retry changes.
    retry: (failures, error) => !(isApiError(error) && error.code === "NOT_CONFIGURED") && failures < 2,
  });
}

// Stripe's pages live on another origin: leave the app for them.
const goTo = ({ url }: { url: string }) => window.location.assign(url);

export const useSubscriptionCheckout = () =>
  useMutation({ mutationFn: (tier: MembershipTier) => startSubscriptionCheckout(tier), onSuccess: goTo });

export const useExpertReviewCheckout = (projectId: string) =>
  useMutation({ mutationFn: (notes: string) => startExpertReviewCheckout(projectId, notes), onSuccess: goTo });

/** Stripe's customer portal: cards, invoices, plan changes and cancelling; it returns to /billing. */
export const usePortalSession = () =>
  useMutation({ mutationFn: openPortalSession, onSuccess: goTo });

/** Confirms a finished checkout, then reads the plan, usage, orders and profile (its tier) again. */
export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => confirmCheckout(sessionId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        // The header and account page show the tier from the profile; a failed read leaves the old one.
        fetchMe()
          .then((user) => queryClient.setQueryData(queryKeys.me, user))
          .catch(() => undefined),
      ]);
    },
  });
}
