"use client";

import { useQuotaConfig } from "@/lib/client/use-admin-config";
import { EditorSection } from "./editor-section";
import { GlobalQuotaEditor } from "./global-quota-editor";
import { QueryPage } from "./query-page";
import { TierQuotaEditor } from "./tier-quota-editor";

export function QuotasView() {
  const query = useQuotaConfig();
  return (
    <QueryPage title="Quotas" lede="What each plan may use, and the caps over the whole service." noun="quotas" query={query}>
      {(data) => (
        <>
          <EditorSection id="tier-quotas" title="Per plan">
            {data.tiers.map((q) => (
              <TierQuotaEditor key={q.tier} quota={q} />
            ))}
          </EditorSection>
          <EditorSection id="global-quotas" title="Service-wide">
            <GlobalQuotaEditor quota={data.global} />
          </EditorSection>
        </>
      )}
    </QueryPage>
  );
}
