"use client";

import "./billing.css";
import Link from "next/link";
import { Suspense } from "react";
import { QueryState } from "@/components/ui/query-state";
import { useAuth } from "@/lib/client/auth-context";
import { usePlans } from "@/lib/client/use-billing-checkout";
import { formatPrice } from "./billing-labels";
import { CanceledNotice } from "./canceled-notice";
import { PlanChooser } from "./plan-chooser";

/** The public price list: every active plan, and the expert review offered per project. */
export function PricingView() {
  const plans = usePlans();
  const { status } = useAuth();
  const review = plans.data?.expertReview;

  return (
    <div className="container billing-page">
      <header className="page-header pricing-header">
        <h1>Plans and pricing</h1>
        <p className="lead muted">
          Start free and upgrade when your claim needs more AI runs, storage or projects. Plans are billed monthly; change or cancel at any time.
        </p>
        {status === "authenticated" && (
          <p className="small">
            <Link href="/billing">See your plan and usage</Link>
          </p>
        )}
      </header>

      <Suspense>
        <CanceledNotice>Checkout canceled: nothing was charged and your plan is unchanged.</CanceledNotice>
      </Suspense>
      <QueryState query={plans} loading="Loading the plans…" failed="Could not load the plans">
        {(data) => <PlanChooser plans={data.plans} />}
      </QueryState>

      {review?.active && (
        <section className="card expert-offer" aria-labelledby="expert-offer-title">
          <div>
            <h2 id="expert-offer-title">{review.name}</h2>
            {review.description && <p className="muted">{review.description}</p>}
            <p className="small">Order it from any project page, once your evidence and T661 draft are in place.</p>
          </div>
          <p className="plan-price">
            <strong>{formatPrice(review.priceCents, review.currency)}</strong>
            <span className="muted"> per project, once</span>
          </p>
        </section>
      )}
    </div>
  );
}
