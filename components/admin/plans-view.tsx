"use client";

import { useBillingConfig } from "@/lib/client/use-admin-config";
import { EditorSection } from "./editor-section";
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
          <EditorSection id="plans-title" title="Subscription plans">
            {data.plans.map((p) => (
              <PlanEditor key={p.tier} plan={p} />
            ))}
          </EditorSection>
          <EditorSection id="offering-section" title="Expert review offering" empty="No expert review offering is configured.">
            {data.expertReview && <OfferingEditor offering={data.expertReview} />}
          </EditorSection>
        </>
      )}
    </QueryPage>
  );
}
