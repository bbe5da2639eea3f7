"use client";

import "./billing.css";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { QueryState } from "@/components/ui/query-state";
import { isApiError } from "@/lib/client/api-error";
import { useBilling } from "@/lib/client/use-billing";
import { useExpertReviewOrders, usePlans } from "@/lib/client/use-billing-checkout";
import { CurrentPlan } from "./current-plan";
import { OrdersList } from "./orders-list";
import { PlanChooser } from "./plan-chooser";

/** The signed-in billing page: plan and usage, other plans, and expert review orders. */
export function BillingView() {
  const billing = useBilling();
  const plans = usePlans();
  const orders = useExpertReviewOrders();

  return (
    <div className="container billing-page">
      <header className="page-header">
        <h1>Billing</h1>
        <p className="muted">Your plan, what you have used of it, and your expert review orders.</p>
      </header>

      <QueryState query={billing} loading="Loading your plan…" failed="Could not load your plan">
        {(profile) => <CurrentPlan profile={profile} />}
      </QueryState>

      <section aria-labelledby="plans-title">
        <h2 id="plans-title">Plans</h2>
        <QueryState query={plans} failed="Could not load the plans">
          {(data) => <PlanChooser plans={data.plans} />}
        </QueryState>
      </section>

      <section aria-labelledby="orders-title">
        <h2 id="orders-title">Expert reviews</h2>
        {orders.isPending && <p className="muted small">Loading your orders…</p>}
        {orders.isError &&
          (isApiError(orders.error) && orders.error.code === "NOT_CONFIGURED" ? (
            <p className="empty-note muted">Expert reviews are not offered on this server.</p>
          ) : (
            <Alert tone="error">Could not load your orders: {orders.error.message}</Alert>
          ))}
        {orders.data?.length === 0 && (
          <p className="empty-note muted">
            No expert reviews yet. Open a <Link href="/projects">project</Link> and choose “Request expert review” to have a specialist check the claim.
          </p>
        )}
        {orders.data && orders.data.length > 0 && (
          <div className="card orders-card">
            <OrdersList orders={orders.data} showProject />
          </div>
        )}
      </section>
    </div>
  );
}
