"use client";

import { Alert } from "@/components/ui/alert";
import { useQuotaConfig } from "@/lib/client/use-admin-config";
import { GlobalQuotaEditor } from "./global-quota-editor";
import { TierQuotaEditor } from "./tier-quota-editor";

export function QuotasView() {
  const { data, isPending, isError, error } = useQuotaConfig();
  return (
    <>
      <header className="page-header">
        <h1>Quotas</h1>
        <p className="muted">What each plan may use, and the caps over the whole service.</p>
      </header>
      {isError && <Alert tone="error">Could not load the quotas: {error.message}</Alert>}
      {isPending && (
        <p className="muted" role="status">
          Loading quotas…
        </p>
      )}
      {data && (
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
    </>
  );
}
