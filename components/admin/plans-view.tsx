"use client";

import { Alert } from "@/components/ui/alert";
import { useBillingConfig } from "@/lib/client/use-admin-config";
import { OfferingEditor } from "./offering-editor";
import { PlanEditor } from "./plan-editor";

export function PlansView() {
  const { data, isPending, isError, error } = useBillingConfig();
  return (
    <>
      <header className="page-header">
        <h1>Plans and offering</h1>
        <p className="muted">What each plan costs and includes, and the expert review sold beside them.</p>
      </header>
      {isError && <Alert tone="error">Could not load the plans: {error.message}</Alert>}
      {isPending && (
        <p className="muted" role="status">
          Loading plans…
        </p>
      )}
      {data && (
        <>
          <section className="admin-section" aria-labelledby="plans-title">
            <h2 id="plans-title">Subscription plans</h2>
            <div className="editor-grid">
              {data.plans.map((p) => (
                <PlanEditor key={p.tier} plan={p} />
              ))}
            </div>
          </section>
          <section className="admin-section" aria-labelledby="offering-section">
            <h2 id="offering-section">Expert review offering</h2>
            {data.expertReview ? (
              <div className="editor-grid">
                <OfferingEditor offering={data.expertReview} />
              </div>
            ) : (
              <p className="empty-note">No expert review offering is configured.</p>
            )}
          </section>
        </>
      )}
    </>
  );
}
