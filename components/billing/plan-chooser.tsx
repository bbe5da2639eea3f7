"use client";

import Link from "next/link";
import type { SubscriptionPlan } from "@/lib/client/billing-api";
import { useAuth } from "@/lib/client/auth-context";
import { useBilling } from "@/lib/client/use-billing";
import { usePortalSession, useSubscriptionCheckout } from "@/lib/client/use-billing-checkout";
import { isLiveSubscription, tierRank } from "./billing-labels";
import { CheckoutError } from "./checkout-error";
import { PlanCard } from "./plan-card";

/**
 * The catalog's plans with what each visitor can do: sign up, upgrade through Checkout, or change
 * an existing subscription in the portal (a second checkout beside a live subscription is refused).
 */
export function PlanChooser({ plans }: { plans: SubscriptionPlan[] }) {
  const auth = useAuth();
  const billing = useBilling();
  const checkout = useSubscriptionCheckout();
  const portal = usePortalSession();
  const signedIn = auth.status === "authenticated";
  const current = billing.data?.membershipTier ?? auth.user?.membershipTier ?? null;
  const live = isLiveSubscription(billing.data?.subscriptionStatus ?? null);
  // After a success the browser is on its way to Stripe: keep every button still until it leaves.
  const leaving = checkout.isPending || checkout.isSuccess || portal.isPending || portal.isSuccess;

  const portalButton = (label: string) => (
    <button type="button" className="button button-secondary" disabled={leaving} aria-busy={portal.isPending} onClick={() => portal.mutate()}>
      {portal.isPending || portal.isSuccess ? "Opening the billing portal…" : label}
    </button>
  );

  function action(plan: SubscriptionPlan) {
    const free = plan.priceCents === 0;
    if (!signedIn) {
      return free ? (
        <Link href="/register" className="button button-secondary">
          Start free
        </Link>
      ) : (
        <Link href={`/login?next=${encodeURIComponent("/billing")}`} className="button button-primary">
          Choose {plan.name}
        </Link>
      );
    }
    if (plan.tier === current) return <p className="plan-note">This is your current plan.</p>;
    if (!billing.data) return null;
    if (free) return live ? portalButton("Downgrade in the billing portal") : null;
    if (!plan.purchasable) return <p className="plan-note muted">Not sold online. Contact us for this plan.</p>;
    if (live) return portalButton(`Switch to ${plan.name} in the billing portal`);
    const opening = (checkout.isPending || checkout.isSuccess) && checkout.variables === plan.tier;
    const verb = current && tierRank(plan.tier) < tierRank(current) ? "Switch to" : "Upgrade to";
    return (
      <button type="button" className="button button-primary" disabled={leaving} aria-busy={opening} onClick={() => checkout.mutate(plan.tier)}>
        {opening && <span className="spinner" aria-hidden="true" />}
        {opening ? "Opening checkout…" : `${verb} ${plan.name}`}
      </button>
    );
  }

  return (
    <div className="plan-chooser">
      <CheckoutError error={checkout.error ?? portal.error} />
      <div className="plan-grid">
        {plans.map((plan) => (
          <PlanCard key={plan.tier} plan={plan} current={signedIn && plan.tier === current}>
            {action(plan)}
          </PlanCard>
        ))}
      </div>
    </div>
  );
}
