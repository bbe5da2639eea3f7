"use client";

import type { BillingProfile } from "@/lib/client/api-types";
import { formatDate, TIER_LABELS } from "@/lib/client/labels";
import { usePortalSession } from "@/lib/client/use-billing-checkout";
import { subscriptionStatusLabel } from "./billing-labels";
import { CheckoutError } from "./checkout-error";
import { UsageMeters } from "./usage-meters";

function renewal(profile: BillingProfile): string | null {
  if (!profile.currentPeriodEnd) return null;
  const day = formatDate(profile.currentPeriodEnd);
  return profile.cancelAtPeriodEnd ? `Ends on ${day}; you move to the Free plan then.` : `Renews on ${day}.`;
}

/** The plan the user is on, its subscription, the portal, and the usage against the plan's limits. */
export function CurrentPlan({ profile }: { profile: BillingProfile }) {
  const portal = usePortalSession();
  const status = profile.subscriptionStatus;
  const next = renewal(profile);
  const opening = portal.isPending || portal.isSuccess;

  return (
    <section className="card current-plan" aria-labelledby="current-plan-title">
      <header className="current-plan-header">
        <div>
          <h2 id="current-plan-title">Your plan</h2>
          <p className="current-tier" data-testid="current-tier">
            {TIER_LABELS[profile.membershipTier] ?? profile.membershipTier}
            {status && (
              <span className={`badge ${status === "ACTIVE" || status === "TRIALING" ? "badge-success" : "badge-warning"}`}>
                {subscriptionStatusLabel(status)}
              </span>
            )}
          </p>
          {next && <p className="muted small">{next}</p>}
        </div>
        {status && (
          <button type="button" className="button button-secondary" onClick={() => portal.mutate()} disabled={opening} aria-busy={opening}>
            {opening ? "Opening the billing portal…" : "Manage subscription"}
          </button>
        )}
      </header>
      <CheckoutError error={portal.error} />
      <h3 className="usage-title">Usage</h3>
      <UsageMeters usage={profile.usage} />
    </section>
  );
}
