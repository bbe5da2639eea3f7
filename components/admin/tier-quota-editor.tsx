"use client";

import type { TierQuota } from "@/lib/client/admin-types";
import { useUpdateTierQuota } from "@/lib/client/use-admin-config";
import { TIER_LABELS } from "./format";
import { LimitsForm } from "./limits-form";

const BLANK = "Blank for unlimited.";

export function TierQuotaEditor({ quota }: { quota: TierQuota }) {
  const update = useUpdateTierQuota(quota.tier);
  const id = (f: string) => `quota-${quota.tier}-${f}`;
  return (
    <LimitsForm
      titleId={id("title")}
      title={TIER_LABELS[quota.tier]}
      limits={[
        { name: "aiRunsPerMonth", id: id("runs"), label: "AI runs a month", unit: "count", hint: BLANK },
        { name: "storageBytes", id: id("storage"), label: "Storage (MB)", unit: "megabytes", hint: BLANK },
        { name: "maxProjects", id: id("projects"), label: "Projects", unit: "count", hint: BLANK },
      ]}
      values={quota}
      update={update}
      submitLabel={`Save ${TIER_LABELS[quota.tier]}`}
    />
  );
}
