import type { ReactNode } from "react";
import type { SubscriptionPlan } from "@/lib/client/billing-api";
import { formatPrice } from "./billing-labels";

/** One plan of the catalog: price, what it includes, and what the visitor can do about it. */
export function PlanCard({ plan, current, children }: { plan: SubscriptionPlan; current: boolean; children: ReactNode }) {
  const titleId = `plan-${plan.tier.toLowerCase()}`;
  return (
    <article className={`card plan-card${current ? " plan-card-current" : ""}`} aria-labelledby={titleId} data-testid={titleId}>
      <header className="plan-card-header">
        <h3 id={titleId}>{plan.name}</h3>
        {current && <span className="badge badge-success">Your plan</span>}
      </header>
      <p className="plan-price">
        <strong>{formatPrice(plan.priceCents, plan.currency)}</strong>
        <span className="muted"> / {plan.interval}</span>
      </p>
      {plan.description && <p className="plan-description muted">{plan.description}</p>}
      {plan.features.length > 0 && (
        <ul className="plan-features">
          {plan.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      <div className="plan-action">{children}</div>
    </article>
  );
}
