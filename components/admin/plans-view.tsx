"use client";

import { useBillingConfig } from "@/lib/client/use-admin-config";
import { OfferingEditor } from "./offering-editor";
import { PlanEditor } from "./plan-editor";
import { QueryPage } from "./query-page";

export function PlansView() {
  const query = useBillingConfig();
  return (
    <QueryPage
      title="Plans and offering"
      lede="What each plan costs and includes, and the expert review sold beside them."
      noun="plans"
      query={query}
    >
      {(data) => (
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
    </QueryPage>
  );
}
