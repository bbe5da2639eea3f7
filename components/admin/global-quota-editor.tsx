"use client";

import type { GlobalQuota } from "@/lib/client/admin-types";
import { useUpdateGlobalQuota } from "@/lib/client/use-admin-config";
import { LimitsForm } from "./limits-form";

/** The caps over all users together: AI runs a day and total storage. */
export function GlobalQuotaEditor({ quota }: { quota: GlobalQuota }) {
  const update = useUpdateGlobalQuota();
  return (
    <LimitsForm
      titleId="global-quota-title"
      title="All users together"
      limits={[
        { name: "aiRunsPerDay", id: "global-runs", label: "AI runs a day", unit: "count", hint: "Blank for no daily cap." },
        { name: "storageBytesTotal", id: "global-storage", label: "Total storage (MB)", unit: "megabytes", hint: "Blank for no total cap." },
      ]}
      values={quota}
      update={update}
      submitLabel="Save global limits"
    />
  );
}
