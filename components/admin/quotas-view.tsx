"use client";

import { useQuotaConfig } from "@/lib/client/use-admin-config";
import { GlobalQuotaEditor } from "./global-quota-editor";
import { QueryPage } from "./query-page";
import { TierQuotaEditor } from "./tier-quota-editor";

export function QuotasView() {
  const query = useQuotaConfig();
  return (
    <QueryPage title="Quotas" lede="What each plan may use, and the caps over the whole service." noun="quotas" query={query}>
      {(data) => (
        <>
          <section className="admin-section" aria-labelledby="tier-quotas">
            <h2 id="tier-quotas">Per plan</h2>
            <div className="editor-grid">
              {data.tiers.map((q) => (
                <TierQuotaEditor key={q.tier} quota={q} />
              ))}
            </div>
          </section>
          <section className="admin-section" aria-labelledby="global-quotas">
            <h2 id="global-quotas">Service-wide</h2>
            <div className="editor-grid">
              <GlobalQuotaEditor quota={data.global} />
            </div>
          </section>
        </>
      )}
    </QueryPage>
  );
}
